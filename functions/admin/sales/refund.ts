import Stripe from 'stripe'
import type { RefundStarted } from '../../_shared/contract/admin/sales.ts'
import type { OrderStatus } from '../../_shared/contract/checkout.ts'
import type { Tx } from '../../_shared/db/request-context.ts'
import { AppError } from '../../_shared/http/errors.ts'
import { orderNotFound, orderNotPaid } from './query.ts'
import type { ClaimedRefund } from './refund-lines.ts'

export type RefundableOrder = { id: string; paymentIntentId: string }

/** A paid order and the payment to refund; 404 or 409 otherwise. */
export async function readRefundableOrder(tx: Tx, id: string): Promise<RefundableOrder> {
  const [order] = await tx<
    { id: string; status: OrderStatus; stripe_payment_intent_id: string | null }[]
  >`select id, status, stripe_payment_intent_id from public.orders where id = ${id}`
  if (!order) throw orderNotFound()
  if (order.status !== 'paid') throw orderNotPaid(order.status)
  if (!order.stripe_payment_intent_id) {
    throw new AppError(
      'payment_not_found',
      'This order has no recorded payment to refund; refund it in the Stripe dashboard.',
    )
  }
  return { id: order.id, paymentIntentId: order.stripe_payment_intent_id }
}

/**
 * Asks Stripe for a full refund. Nothing changes here: Stripe's `charge.refunded` webhook marks the
 * order refunded and revokes its licences (admins cannot update orders). The idempotency key makes
 * a second click, before the webhook lands, return the same refund instead of a second one.
 */
export async function requestRefund(
  stripe: Stripe,
  order: RefundableOrder,
): Promise<RefundStarted> {
  try {
    const refund = await stripe.refunds.create(
      {
        payment_intent: order.paymentIntentId,
        reason: 'requested_by_customer',
        metadata: { order_id: order.id },
      },
      { idempotencyKey: `refund:${order.id}` },
    )
    return { refund_id: refund.id, status: refund.status ?? 'pending' }
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      throw new AppError('payment_provider_error', error.message)
    }
    throw error
  }
}

/** Stripe's answer to a refund by line: done, refused for good, or unknown (try again later). */
export type LineRefundAnswer =
  | { outcome: 'refunded'; stripeRefundId: string | null; status: string }
  | { outcome: 'refused'; message: string }
  | { outcome: 'unknown'; message: string }

/**
 * Asks Stripe to refund the claimed lines' amount. The claim's id is the idempotency key: a
 * resumed claim, or a retry, gets the same refund back. A refusal (4xx) is final; a network or
 * Stripe-side failure leaves it unknown whether money moved, so the claim stays pending.
 */
export async function requestLineRefund(
  stripe: Stripe,
  refund: ClaimedRefund,
): Promise<LineRefundAnswer> {
  // A free bundle line was paid nothing: there is nothing to send back.
  if (refund.amountCents === 0)
    return { outcome: 'refunded', stripeRefundId: null, status: 'succeeded' }
  try {
    const created = await stripe.refunds.create(
      {
        payment_intent: refund.paymentIntentId,
        amount: refund.amountCents,
        reason: 'requested_by_customer',
        metadata: { order_id: refund.orderId, order_refund_id: refund.id },
      },
      { idempotencyKey: `refund:${refund.orderId}:${refund.id}` },
    )
    return { outcome: 'refunded', stripeRefundId: created.id, status: created.status ?? 'pending' }
  } catch (error) {
    if (
      error instanceof Stripe.errors.StripeError &&
      !(error instanceof Stripe.errors.StripeConnectionError) &&
      !(error instanceof Stripe.errors.StripeAPIError)
    ) {
      return { outcome: 'refused', message: error.message }
    }
    if (error instanceof Stripe.errors.StripeError)
      return { outcome: 'unknown', message: error.message }
    throw error
  }
}
