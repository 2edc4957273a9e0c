import type { Locale } from '../contract/forms.ts'
import type { Tx } from '../db/request-context.ts'
import type { TableRow } from '../db/rows.ts'
import type { FunctionEnv } from '../env.ts'
import type { BookingEmailContext } from './emails/context.ts'
import type { SessionRules } from './emails/session-emails.ts'
import type { SlotRules, WeeklyHours } from './slots.ts'

// Reading offers, sessions and the settings they need, inside a caller's transaction.

/** The columns of an offer its emails, its contract and its page read. */
export const offerColumns = (
  tx: Tx,
) => tx`o.id, o.message_id, o.token, o.status, o.locale, o.owner_name, o.owner_email,
  o.organiser_name, o.organiser_email, o.event_type, o.event_date::text as event_date, o.location,
  o.details, o.time_zone, o.set_starts_at, o.set_ends_at, o.currency, o.fee_cents, o.deposit_percent,
  o.deposit_cents, o.balance_cents, o.balance_due_on::text as balance_due_on, o.travel_terms,
  o.contract_terms, o.document_sha256, o.sent_at, o.expires_at, o.withdrawn_at, o.signer_name,
  o.signed_at, o.signer_address, o.confirmed_at, o.balance_paid_at, o.balance_reminders`

/** An offer as `offerColumns` selects it: its two days read as text (`YYYY-MM-DD`). */
export type OfferRow = Omit<
  TableRow<'show_offers'>,
  'created_at' | 'contract_pdf' | 'event_date' | 'balance_due_on'
> & { event_date: string; balance_due_on: string }

export async function emailContext(
  tx: Tx,
  env: Pick<FunctionEnv, 'OWNER_EMAIL' | 'SITE_URL'>,
): Promise<BookingEmailContext> {
  // The owner's language is not a public column: an admin's request reads it through
  // private.admin_settings(), the webhook and the email job (service role) from the table.
  const [caller] = await tx<{ admin: boolean }[]>`select current_user = 'authenticated' as admin`
  const [settings] = await tx<
    { brand_name: string; contact_email: string; owner_locale: Locale }[]
  >`${
    caller?.admin
      ? tx`select s.brand_name, s.contact_email, a.owner_locale
           from public.settings as s cross join private.admin_settings() as a`
      : tx`select brand_name, contact_email, owner_locale from public.settings`
  }`
  if (!settings) throw new Error('Expected the settings row: were the migrations applied?')
  return {
    brandName: settings.brand_name,
    contactEmail: settings.contact_email,
    ownerEmail: env.OWNER_EMAIL,
    ownerLocale: settings.owner_locale,
    siteUrl: env.SITE_URL,
  }
}

/** The booking settings, their jsonb columns in the shapes the admin panel writes. */
type BookingSettingsRow = Pick<
  TableRow<'booking_settings'>,
  | 'deposit_percent'
  | 'offer_valid_days'
  | 'balance_reminder_days'
  | 'session_time_zone'
  | 'session_buffer_minutes'
  | 'session_horizon_days'
  | 'session_notice_hours'
  | 'session_free_cancel_hours'
> & {
  contract_terms: Partial<Record<Locale, string>>
  session_availability: WeeklyHours[]
}

export type BookingSettings = BookingSettingsRow

export async function readBookingSettings(tx: Tx): Promise<BookingSettings> {
  const [row] = await tx<BookingSettingsRow[]>`
    select deposit_percent, offer_valid_days, balance_reminder_days, contract_terms,
      session_time_zone, session_availability, session_buffer_minutes, session_horizon_days,
      session_notice_hours, session_free_cancel_hours
    from public.booking_settings`
  if (!row) throw new Error('Expected the booking_settings row: were the migrations applied?')
  return row
}

export function slotRules(settings: BookingSettings): SlotRules {
  return {
    timeZone: settings.session_time_zone,
    availability: settings.session_availability,
    bufferMinutes: settings.session_buffer_minutes,
    horizonDays: settings.session_horizon_days,
    noticeHours: settings.session_notice_hours,
  }
}

export function sessionRules(settings: BookingSettings): SessionRules {
  return {
    timeZone: settings.session_time_zone,
    freeCancelHours: settings.session_free_cancel_hours,
  }
}

/** A session as `sessionColumns` selects it, its `locale` one of the languages its check allows. */
export type SessionRow = Pick<
  TableRow<'session_bookings'>,
  | 'id'
  | 'token'
  | 'status'
  | 'name'
  | 'email'
  | 'genre'
  | 'details'
  | 'hours'
  | 'starts_at'
  | 'ends_at'
  | 'amount_cents'
  | 'currency'
  | 'hold_expires_at'
  | 'stripe_checkout_session_id'
  | 'stripe_payment_intent_id'
  | 'paid_at'
  | 'cancelled_at'
  | 'refund_cents'
  | 'message_id'
> & { locale: Locale }

export const sessionColumns = (
  tx: Tx,
) => tx`s.id, s.token, s.status, s.name, s.email, s.locale, s.genre, s.details, s.hours,
  s.starts_at, s.ends_at, s.amount_cents, s.currency, s.hold_expires_at, s.stripe_checkout_session_id,
  s.stripe_payment_intent_id, s.paid_at, s.cancelled_at, s.refund_cents, s.message_id`
