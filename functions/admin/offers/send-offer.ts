import { offerSentEmail, offerWithdrawnEmail } from '../../_shared/bookings/emails/offer-emails.ts'
import {
  documentSha256,
  FINAL_REMINDER_DAYS,
  newLinkToken,
  type OfferTerms,
  splitFee,
} from '../../_shared/bookings/offer-document.ts'
import {
  emailContext,
  type OfferRow,
  offerColumns,
  readBookingSettings,
} from '../../_shared/bookings/records.ts'
import { STANDARD_TERMS } from '../../_shared/bookings/texts/standard-terms.ts'
import { addDays, instantOf, minutesOf } from '../../_shared/bookings/zoned-time.ts'
import type { BookingStatusInput } from '../../_shared/contract/admin/messages.ts'
import type { Locale } from '../../_shared/contract/forms.ts'
import type { Tx } from '../../_shared/db/request-context.ts'
import type { TableRow } from '../../_shared/db/rows.ts'
import { queueEmailAsAdmin } from '../../_shared/email/outbox.ts'
import { AppError } from '../../_shared/http/errors.ts'
import type { AdminDeps } from '../deps.ts'

export type OfferInput = Pick<
  BookingStatusInput,
  'deposit_percent' | 'set_start' | 'set_end' | 'time_zone' | 'travel_terms'
> & { quote_cents: number }

/**
 * The message (its `locale` one of the languages its check allows) and its booking
 * (`preferred_date` read as text, `YYYY-MM-DD`).
 */
type RequestRow = Pick<TableRow<'messages'>, 'name' | 'email' | 'body'> &
  Pick<TableRow<'booking_requests'>, 'event_type' | 'location'> & {
    locale: Locale
    preferred_date: string
  }

/**
 * Sends the organiser an offer for a booking being quoted, in the admin's transaction: the offer
 * is written with everything its contract says (so later edits to the settings change nothing the
 * organiser signs), and its email queued beside it. The owner's countersignature is this sending.
 */
export async function sendOffer(
  tx: Tx,
  deps: Pick<AdminDeps, 'env' | 'now'>,
  messageId: string,
  input: OfferInput,
): Promise<{ offerId: string }> {
  const [request] = await tx<RequestRow[]>`
    select m.name, m.email, m.locale, m.body, b.event_type, b.preferred_date::text as preferred_date,
      b.location
    from public.messages as m join public.booking_requests as b on b.message_id = m.id
    where m.id = ${messageId}`
  if (!request) throw new Error(`Booking ${messageId} vanished while being quoted`)
  const [settings] = await tx<{ currency: string }[]>`select currency from public.settings`
  const bookingSettings = await readBookingSettings(tx)
  const context = await emailContext(tx, deps.env)
  const now = deps.now()
  const timeZone = input.time_zone ?? bookingSettings.session_time_zone
  const set = setInstants(request.preferred_date, input, timeZone)
  const percent = input.deposit_percent ?? bookingSettings.deposit_percent
  const { depositCents, balanceCents } = splitFee(input.quote_cents, percent)
  const today = now.toISOString().slice(0, 10)
  const dueOn = addDays(request.preferred_date, -FINAL_REMINDER_DAYS)
  // Open for the settings' days, but never past the event's own day.
  const validUntil = now.getTime() + bookingSettings.offer_valid_days * 86_400_000
  const eventEnds = Date.parse(`${addDays(request.preferred_date, 1)}T00:00:00Z`)

  const terms: OfferTerms = {
    id: crypto.randomUUID(),
    locale: request.locale,
    owner_name: context.brandName,
    owner_email: context.contactEmail,
    organiser_name: request.name,
    organiser_email: request.email,
    event_type: request.event_type,
    event_date: request.preferred_date,
    location: request.location,
    details: request.body,
    time_zone: timeZone,
    set_starts_at: set?.start ?? null,
    set_ends_at: set?.end ?? null,
    currency: settings?.currency ?? 'EUR',
    fee_cents: input.quote_cents,
    deposit_percent: percent,
    deposit_cents: depositCents,
    balance_cents: balanceCents,
    balance_due_on: dueOn < today ? today : dueOn,
    travel_terms: input.travel_terms ?? '',
    contract_terms:
      bookingSettings.contract_terms[request.locale] || STANDARD_TERMS[request.locale],
    sent_at: now,
    expires_at: new Date(Math.max(now.getTime() + 3_600_000, Math.min(validUntil, eventEnds))),
  }
  const token = newLinkToken()
  await tx`
    insert into public.show_offers (id, message_id, token, locale, owner_name, owner_email,
      organiser_name, organiser_email, event_type, event_date, location, details, time_zone,
      set_starts_at, set_ends_at, currency, fee_cents, deposit_percent, deposit_cents,
      balance_cents, balance_due_on, travel_terms, contract_terms, document_sha256, sent_at,
      expires_at)
    values (${terms.id}, ${messageId}, ${token}, ${terms.locale}, ${terms.owner_name},
      ${terms.owner_email}, ${terms.organiser_name}, ${terms.organiser_email}, ${terms.event_type},
      ${terms.event_date}, ${terms.location}, ${terms.details}, ${terms.time_zone},
      ${terms.set_starts_at}, ${terms.set_ends_at}, ${terms.currency}, ${terms.fee_cents},
      ${terms.deposit_percent}, ${terms.deposit_cents}, ${terms.balance_cents},
      ${terms.balance_due_on}, ${terms.travel_terms}, ${terms.contract_terms},
      ${await documentSha256(terms)}, ${terms.sent_at}, ${terms.expires_at})`
  await queueEmailAsAdmin(tx, offerSentEmail({ ...terms, token, message_id: messageId }, context))
  return { offerId: terms.id }
}

/** The set's start and end on the event's day in `timeZone`; an end before the start is the next day. */
function setInstants(
  date: string,
  input: Pick<OfferInput, 'set_start' | 'set_end'>,
  timeZone: string,
): { start: Date; end: Date } | null {
  if (!input.set_start || !input.set_end) return null
  const startMinutes = minutesOf(input.set_start)
  const endMinutes = minutesOf(input.set_end)
  const start = instantOf(date, startMinutes, timeZone)
  const end = instantOf(endMinutes > startMinutes ? date : addDays(date, 1), endMinutes, timeZone)
  // A time the clocks skip that night (summer time) cannot be agreed.
  if (!start) throw timeInvalid('set_start')
  if (!end) throw timeInvalid('set_end')
  return { start, end }
}

const timeInvalid = (field: string) =>
  new AppError('validation_failed', 'Some fields need attention.', { [field]: 'time_invalid' })

/**
 * Withdraws the booking's live offer (not yet paid); a deposit paid later is refunded. With
 * `tell`, the organiser is emailed in the same transaction (the outbox sends it); a booking
 * declined or cancelled has its own email saying so.
 */
export async function withdrawLiveOffer(
  tx: Tx,
  deps: Pick<AdminDeps, 'env'>,
  messageId: string,
  now: Date,
  { tell }: { tell: boolean },
): Promise<boolean> {
  const withdrawn = await tx<{ id: string }[]>`
    update public.show_offers set status = 'withdrawn', withdrawn_at = ${now}
    where message_id = ${messageId} and status in ('sent', 'signed')
    returning id`
  if (withdrawn.length === 0) return false
  if (!tell) return true
  const [offer] = await tx<OfferRow[]>`
    select ${offerColumns(tx)} from public.show_offers as o where o.id = ${withdrawn[0]!.id}`
  if (offer) {
    await queueEmailAsAdmin(tx, offerWithdrawnEmail(offer, await emailContext(tx, deps.env)))
  }
  return true
}
