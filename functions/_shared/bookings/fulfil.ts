import type { Locale } from '../contract/forms.ts'
import { isDatabaseError, SQLSTATE } from '../db/refusals.ts'
import type { Tx } from '../db/request-context.ts'
import type { TableRow } from '../db/rows.ts'
import { queueEmails } from '../email/outbox.ts'
import { isUuid } from '../http/params.ts'
import { type CheckoutSessionFacts, isPaid, paymentIntentId } from '../orders/checkout-session.ts'
import type { OrdersDeps } from '../orders/deps.ts'
import { recordUnmatchedPayment } from '../orders/unmatched.ts'
import { balancePaidEmails, offerConfirmedEmails } from './emails/offer-emails.ts'
import { bookingRefundEmails, type KeptPayment } from './emails/refund-emails.ts'
import { sessionConfirmedEmails } from './emails/session-emails.ts'
import {
  emailContext,
  type OfferRow,
  offerColumns,
  readBookingSettings,
  type SessionRow,
  sessionColumns,
  sessionRules,
} from './records.ts'

// Payments for bookings, fulfilled exactly once from Stripe's verified events, inside the webhook's
// transaction (which records the event): the deposit confirms a show and holds its date, the
// balance completes its fee, a session's payment confirms its slot. Each Checkout Session names
// what it pays for in its metadata (`kind` and the row's id). A payment nothing can take any more
// (the offer withdrawn or expired, the slot taken meanwhile) is kept in unmatched_payments, so the
// webhook refunds it once this transaction commits, and both sides are told.

export const BOOKING_PAYMENT_KINDS = ['show_deposit', 'show_balance', 'private_session'] as const
export type BookingPaymentKind = (typeof BOOKING_PAYMENT_KINDS)[number]

export function bookingPaymentKind(
  session: Pick<CheckoutSessionFacts, 'metadata'>,
): BookingPaymentKind | null {
  const kind = session.metadata?.kind
  return BOOKING_PAYMENT_KINDS.find((known) => known === kind) ?? null
}

export type BookingOutcome =
  | { result: 'fulfilled'; booking: 'offer' | 'session'; id: string }
  | { result: 'already_fulfilled' | 'not_paid'; id: string }
  | {
      result: 'unmatched'
      reason: 'offer_closed' | 'session_unavailable' | 'unknown_order'
      id: string | null
    }

type Deps = Pick<OrdersDeps, 'env' | 'now'>

export async function fulfilBookingPayment(
  tx: Tx,
  deps: Deps,
  session: CheckoutSessionFacts,
  kind: BookingPaymentKind,
): Promise<BookingOutcome> {
  return kind === 'private_session'
    ? fulfilSession(tx, deps, session)
    : fulfilOfferPayment(tx, deps, session, kind)
}

type PaymentRow = Pick<
  TableRow<'show_offer_payments'>,
  'id' | 'offer_id' | 'kind' | 'status' | 'amount_cents'
>

async function fulfilOfferPayment(
  tx: Tx,
  deps: Deps,
  session: CheckoutSessionFacts,
  kind: 'show_deposit' | 'show_balance',
): Promise<BookingOutcome> {
  // A session opened but never attached (a crash between Stripe's answer and the attach).
  const paymentId = session.metadata?.payment_id
  if (isUuid(paymentId)) {
    await tx`
      update public.show_offer_payments
      set stripe_checkout_session_id = ${session.id}, status = 'open'
      where id = ${paymentId} and status = 'opening' and stripe_checkout_session_id is null`
  }
  const [payment] = await tx<PaymentRow[]>`
    select id, offer_id, kind, status, amount_cents from public.show_offer_payments
    where stripe_checkout_session_id = ${session.id}
    for update`
  if (!payment) return keepUnknown(tx, deps, session)
  if (payment.status === 'paid' || payment.status === 'refunded') {
    return { result: 'already_fulfilled', id: payment.offer_id }
  }
  if (!isPaid(session)) return { result: 'not_paid', id: payment.offer_id }

  const [offer] = await tx<OfferRow[]>`
    select ${offerColumns(tx)} from public.show_offers as o where o.id = ${payment.offer_id} for update`
  if (!offer) throw new Error(`Payment ${payment.id} names no offer`)
  const [booking] = await tx<{ status: string }[]>`
    select status from public.booking_requests where message_id = ${offer.message_id} for update`
  const now = deps.now()
  const context = await emailContext(tx, deps.env)
  const deposit = kind === 'show_deposit'
  const takesIt = deposit
    ? offer.status === 'signed' &&
      offer.expires_at.getTime() > now.getTime() &&
      (booking?.status === 'quoted' || booking?.status === 'confirmed')
    : offer.status === 'confirmed' && offer.balance_paid_at === null

  if (!takesIt) {
    await tx`update public.show_offer_payments set status = 'refunded' where id = ${payment.id}`
    return keepForRefund(tx, session, context, 'offer_closed', {
      kind: 'offer',
      payer: {
        name: offer.organiser_name,
        email: offer.organiser_email,
        locale: offer.locale as Locale,
      },
      date: offer.event_date,
      fallbackAmount: payment.amount_cents,
      currency: offer.currency,
    })
  }

  await tx`
    update public.show_offer_payments
    set status = 'paid', paid_at = ${now}, stripe_payment_intent_id = ${paymentIntentId(session)}
    where id = ${payment.id}`
  if (deposit) {
    await tx`
      update public.show_offers set status = 'confirmed', confirmed_at = ${now} where id = ${offer.id}`
    if (booking?.status === 'quoted') {
      await tx`update public.booking_requests set status = 'confirmed' where message_id = ${offer.message_id}`
    }
    const [stored] = await tx<{ contract_pdf: Uint8Array | null }[]>`
      select contract_pdf from public.show_offers where id = ${offer.id}`
    await queueEmails(tx, offerConfirmedEmails(offer, context, stored?.contract_pdf ?? null, now))
  } else {
    await tx`update public.show_offers set balance_paid_at = ${now} where id = ${offer.id}`
    await queueEmails(tx, balancePaidEmails(offer, context))
  }
  return { result: 'fulfilled', booking: 'offer', id: offer.id }
}

async function fulfilSession(
  tx: Tx,
  deps: Deps,
  session: CheckoutSessionFacts,
): Promise<BookingOutcome> {
  const bookingId = session.metadata?.session_booking_id
  if (isUuid(bookingId)) {
    await tx`
      update public.session_bookings set stripe_checkout_session_id = ${session.id}
      where id = ${bookingId} and stripe_checkout_session_id is null`
  }
  const [row] = await tx<SessionRow[]>`
    select ${sessionColumns(tx)} from public.session_bookings as s
    where s.stripe_checkout_session_id = ${session.id}
    for update`
  if (!row) return keepUnknown(tx, deps, session)
  if (row.paid_at) return { result: 'already_fulfilled', id: row.id }
  if (!isPaid(session)) return { result: 'not_paid', id: row.id }
  const context = await emailContext(tx, deps.env)

  // A hold that lapsed (or was released) is taken back if the slot is still free; the exclusion
  // constraint decides, in a savepoint so that a refusal leaves the transaction usable.
  const confirmed = await tx
    .savepoint(
      (sp) => sp`
        update public.session_bookings
        set status = 'confirmed', paid_at = now(), stripe_payment_intent_id = ${paymentIntentId(session)}
        where id = ${row.id}
        returning id`,
    )
    .then(
      () => true,
      (error: unknown) => {
        if (isDatabaseError(error, SQLSTATE.exclusionViolation)) return false
        throw error
      },
    )
  if (!confirmed) {
    return keepForRefund(tx, session, context, 'session_unavailable', {
      kind: 'session',
      payer: { name: row.name, email: row.email, locale: row.locale },
      date: row.starts_at.toISOString().slice(0, 10),
      fallbackAmount: row.amount_cents,
      currency: row.currency,
    })
  }

  // The inbox lists the session as an enquiry for a private session.
  const messageId = crypto.randomUUID()
  await tx`
    insert into public.messages (id, kind, name, email, body, locale)
    values (${messageId}, 'enquiry', ${row.name}, ${row.email}, ${row.details}, ${row.locale})`
  await tx`
    insert into public.service_enquiries (message_id, service, genre, hours)
    values (${messageId}, 'private_session', ${row.genre}, ${row.hours})`
  await tx`update public.session_bookings set message_id = ${messageId} where id = ${row.id}`
  const settings = await readBookingSettings(tx)
  await queueEmails(tx, sessionConfirmedEmails(row, context, sessionRules(settings), deps.now()))
  return { result: 'fulfilled', booking: 'session', id: row.id }
}

/** Paid with our metadata, but no row of ours has this session: kept and refunded like any other. */
async function keepUnknown(
  tx: Tx,
  deps: Deps,
  session: CheckoutSessionFacts,
): Promise<BookingOutcome> {
  if (!isPaid(session)) return { result: 'unmatched', reason: 'unknown_order', id: null }
  await recordUnmatchedPayment(tx, deps, session, 'unknown_order', null)
  return { result: 'unmatched', reason: 'unknown_order', id: null }
}

async function keepForRefund(
  tx: Tx,
  session: CheckoutSessionFacts,
  context: Awaited<ReturnType<typeof emailContext>>,
  reason: 'offer_closed' | 'session_unavailable',
  payment: Omit<KeptPayment, 'id' | 'sessionId' | 'amountCents'> & { fallbackAmount: number },
): Promise<BookingOutcome> {
  const amountCents = session.amount_total ?? payment.fallbackAmount
  const currency = (session.currency ?? payment.currency).toUpperCase()
  const [row] = await tx<{ id: string }[]>`
    insert into public.unmatched_payments (stripe_checkout_session_id, stripe_payment_intent_id,
      order_id, reason, amount_cents, currency, email)
    values (${session.id}, ${paymentIntentId(session)}, null, ${reason}, ${amountCents}, ${currency},
      ${payment.payer.email})
    on conflict (stripe_checkout_session_id) do nothing
    returning id`
  if (row) {
    await queueEmails(
      tx,
      bookingRefundEmails(
        {
          id: row.id,
          kind: payment.kind,
          sessionId: session.id,
          amountCents,
          currency,
          payer: payment.payer,
          date: payment.date,
        },
        context,
      ),
    )
  }
  return { result: 'unmatched', reason, id: row?.id ?? null }
}

/** A booking's Checkout Session expired unpaid: its hold ends, or its payment closes. */
export async function releaseBookingCheckout(
  tx: Tx,
  session: Pick<CheckoutSessionFacts, 'id' | 'metadata'>,
  kind: BookingPaymentKind,
): Promise<{ result: 'released' | 'nothing_to_release' }> {
  const released =
    kind === 'private_session'
      ? await tx`
          update public.session_bookings set status = 'expired'
          where status = 'held' and (stripe_checkout_session_id = ${session.id}
            or (stripe_checkout_session_id is null and id = ${uuidOrNull(session.metadata?.session_booking_id)}))
          returning id`
      : await tx`
          update public.show_offer_payments set status = 'expired'
          where status in ('opening', 'open') and (stripe_checkout_session_id = ${session.id}
            or (stripe_checkout_session_id is null and id = ${uuidOrNull(session.metadata?.payment_id)}))
          returning id`
  return { result: released.length > 0 ? 'released' : 'nothing_to_release' }
}

const uuidOrNull = (value: string | undefined) => (isUuid(value) ? value : null)
