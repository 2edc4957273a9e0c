import type Stripe from 'stripe'
import {
  bookingPaymentKind,
  fulfilBookingPayment,
  releaseBookingCheckout,
} from '../_shared/bookings/fulfil.ts'
import { runAs, type Tx } from '../_shared/db/request-context.ts'
import { subscribeFromCheckout } from '../_shared/mailing/checkout-consent.ts'
import { type OrdersDeps, STRIPE_IDENTITY } from '../_shared/orders/deps.ts'
import { disputeInTransaction } from '../_shared/orders/dispute.ts'
import {
  attachIfUnattached,
  type FulfilOutcome,
  fulfilInTransaction,
} from '../_shared/orders/fulfil.ts'
import { refundInTransaction } from '../_shared/orders/refund.ts'
import {
  orderIdForSession,
  type ReleaseStatus,
  releaseInTransaction,
} from '../_shared/orders/release.ts'
import { expireSession } from './expired-session.ts'

/** What an event's committed work still needs outside its transaction (app.ts runs it). */
export type AfterCommit =
  /** An order's payment: its emails, outbid checkouts, invoice or refund (after-fulfilment.ts). */
  | { kind: 'order-payment'; outcome: FulfilOutcome }
  /** A payment nothing could take (a withdrawn offer's deposit, a taken slot): its refund. */
  | { kind: 'unmatched-payment' }
  /** Emails were queued with the work (a booking paid, a dispute, a checkout's recovery). */
  | { kind: 'emails-queued' }
  | { kind: 'none' }

type Dispatched = { outcome: Record<string, unknown>; after: AfterCommit }

export type EventOutcome =
  | { duplicate: true }
  | { duplicate: false; type: string; outcome: Record<string, unknown>; after: AfterCommit }

/**
 * Processes one verified event exactly once. The event id is recorded first, in the same
 * transaction as the work it triggers: a replay (or a concurrent duplicate, which waits on the
 * id's unique index) finds it and does nothing, and a failure rolls both back so Stripe's retry
 * starts clean. Runs as the service role: this is Stripe speaking, verified by its signature.
 */
export function handleEvent(deps: OrdersDeps, event: Stripe.Event): Promise<EventOutcome> {
  return runAs(deps.sql, STRIPE_IDENTITY, async (tx) => {
    const recorded = await tx`
      insert into public.stripe_events (id, type) values (${event.id}, ${event.type})
      on conflict (id) do nothing
      returning id`
    if (recorded.length === 0) return { duplicate: true }
    const { outcome, after } = await dispatch(tx, deps, event)
    await tx`update public.stripe_events set processed_at = now() where id = ${event.id}`
    return { duplicate: false, type: event.type, outcome, after }
  })
}

const NOTHING_AFTER: AfterCommit = { kind: 'none' }
const EMAILS_QUEUED: AfterCommit = { kind: 'emails-queued' }

async function dispatch(tx: Tx, deps: OrdersDeps, event: Stripe.Event): Promise<Dispatched> {
  // Deposits, balances and private sessions name what they pay for (_shared/bookings/fulfil.ts).
  const booking = event.type.startsWith('checkout.session.')
    ? bookingPaymentKind(event.data.object as Stripe.Checkout.Session)
    : null
  if (booking) {
    const outcome = await dispatchBookingEvent(tx, deps, event, booking)
    const unmatched = outcome.result === 'unmatched'
    return { outcome, after: unmatched ? { kind: 'unmatched-payment' } : EMAILS_QUEUED }
  }
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      // A completed session paid by a delayed method stays `unpaid` until async_payment_succeeded;
      // fulfilment checks payment_status itself and answers `not_paid` meanwhile.
      const outcome = await fulfilInTransaction(tx, deps, event.data.object)
      await subscribeFromCheckout(tx, deps, event.data.object)
      return { outcome, after: { kind: 'order-payment', outcome } }
    }
    case 'checkout.session.expired': {
      const outcome = await expireSession(tx, event.data.object)
      const emailed = 'recovery' in outcome && outcome.recovery === 'emailed'
      return { outcome, after: emailed ? EMAILS_QUEUED : NOTHING_AFTER }
    }
    case 'checkout.session.async_payment_failed':
      return {
        outcome: await releaseSession(tx, event.data.object, 'cancelled'),
        after: NOTHING_AFTER,
      }
    case 'charge.refunded':
      return { outcome: await refundCharge(tx, event.data.object), after: NOTHING_AFTER }
    case 'charge.dispute.created': {
      const outcome = await disputeInTransaction(tx, deps, event.data.object)
      return { outcome, after: outcome.result === 'disputed' ? EMAILS_QUEUED : NOTHING_AFTER }
    }
    default:
      return { outcome: { ignored: true }, after: NOTHING_AFTER }
  }
}

function dispatchBookingEvent(
  tx: Tx,
  deps: OrdersDeps,
  event: Stripe.Event,
  kind: NonNullable<ReturnType<typeof bookingPaymentKind>>,
): Promise<Record<string, unknown>> {
  const session = event.data.object as Stripe.Checkout.Session
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return fulfilBookingPayment(tx, deps, session, kind)
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      return releaseBookingCheckout(tx, session, kind)
    default:
      return Promise.resolve({ ignored: true })
  }
}

async function releaseSession(
  tx: Tx,
  session: { id: string; metadata?: Record<string, string> | null },
  status: ReleaseStatus,
) {
  // A session opened but never attached (a crash in checkout) still releases its order's gear.
  await attachIfUnattached(tx, session)
  const orderId = await orderIdForSession(tx, session.id)
  if (!orderId) return { result: 'unknown_order' }
  return releaseInTransaction(tx, orderId, status)
}

/**
 * Only a full refund closes the order. A partial one changes nothing here: a refund by line is
 * recorded by the admin function that asked for it (functions/admin/sales/refund-settle.ts),
 * and one made in Stripe's dashboard is the owner's goodwill, not a line given back.
 */
async function refundCharge(tx: Tx, charge: Stripe.Charge) {
  if (!charge.refunded) return { result: 'partial_refund_ignored' }
  const paymentIntent =
    typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id
  if (!paymentIntent) return { result: 'unknown_order' }
  // The automatic refund of a payment no open order could take has gone through.
  await tx`
    update public.unmatched_payments
    set refund_status = 'refunded', refunded_at = coalesce(refunded_at, now())
    where stripe_payment_intent_id = ${paymentIntent} and refund_status <> 'refunded'`
  return refundInTransaction(tx, paymentIntent, charge.metadata?.order_id)
}
