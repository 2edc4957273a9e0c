import type { Locale } from '../contract/forms.ts'
import type { Tx } from '../db/request-context.ts'
import type { FunctionEnv } from '../env.ts'
import type { BookingEmailContext } from './emails/context.ts'
import type { OfferEmailFacts } from './emails/offer-emails.ts'
import type { SessionFacts, SessionRules } from './emails/session-emails.ts'
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

export type OfferRow = OfferEmailFacts & {
  status: 'sent' | 'signed' | 'confirmed' | 'withdrawn'
  document_sha256: string
  withdrawn_at: Date | null
  signer_name: string | null
  signed_at: Date | null
  signer_address: string | null
  confirmed_at: Date | null
  balance_paid_at: Date | null
  balance_reminders: number
}

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

type BookingSettingsRow = {
  deposit_percent: number
  offer_valid_days: number
  balance_reminder_days: number
  contract_terms: Partial<Record<Locale, string>>
  session_time_zone: string
  session_availability: WeeklyHours[]
  session_buffer_minutes: number
  session_horizon_days: number
  session_notice_hours: number
  session_free_cancel_hours: number
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

export type SessionRow = SessionFacts & {
  status: 'held' | 'confirmed' | 'cancelled' | 'expired'
  hold_expires_at: Date | null
  stripe_checkout_session_id: string | null
  stripe_payment_intent_id: string | null
  paid_at: Date | null
  cancelled_at: Date | null
  refund_cents: number | null
  message_id: string | null
}

export const sessionColumns = (
  tx: Tx,
) => tx`s.id, s.token, s.status, s.name, s.email, s.locale, s.genre, s.details, s.hours,
  s.starts_at, s.ends_at, s.amount_cents, s.currency, s.hold_expires_at, s.stripe_checkout_session_id,
  s.stripe_payment_intent_id, s.paid_at, s.cancelled_at, s.refund_cents, s.message_id`
