import type { OrderStatus } from '../contract/checkout.ts'
import { runAs, type Tx } from '../db/request-context.ts'
import { isUuid } from '../http/params.ts'
import { type OrdersDeps, STRIPE_IDENTITY } from './deps.ts'
import { releaseReservedStock, reopenExclusives } from './reservations.ts'
import { nextStatus, releasesReservation } from './transitions.ts'

export type RefundOutcome =
  | { result: 'refunded'; orderId: string; revokedLicences: number }
  | { result: 'unchanged'; orderId: string; status: OrderStatus }
  | { result: 'unknown_order' }

/**
 * A full refund: the order becomes `refunded` and its licences are revoked, which closes their
 * downloads and certificates; exclusive rights it held or bought return to sale. Sold gear is not
 * put back in stock: it may already have shipped.
 */
export function refund(
  deps: Pick<OrdersDeps, 'sql'>,
  paymentIntentId: string,
  orderId?: string,
): Promise<RefundOutcome> {
  return runAs(deps.sql, STRIPE_IDENTITY, (tx) => refundInTransaction(tx, paymentIntentId, orderId))
}

/**
 * `orderId` (from the payment's metadata) finds an order that was refunded before its payment
 * reached us: the payment intent is recorded only at fulfilment. Marking it refunded then stops
 * a late `checkout.session.completed` from delivering what was paid back.
 */
export async function refundInTransaction(
  tx: Tx,
  paymentIntentId: string,
  orderId?: string,
): Promise<RefundOutcome> {
  let [order] = await tx<{ id: string; status: OrderStatus }[]>`
    select id, status from public.orders where stripe_payment_intent_id = ${paymentIntentId}
    for update`
  if (!order && isUuid(orderId)) {
    ;[order] = await tx<{ id: string; status: OrderStatus }[]>`
      select id, status from public.orders where id = ${orderId} for update`
  }
  if (!order) return { result: 'unknown_order' }
  if (nextStatus(order.status, 'refunded') === null) {
    return { result: 'unchanged', orderId: order.id, status: order.status }
  }
  if (releasesReservation(order.status, 'refunded')) await releaseReservedStock(tx, order.id)
  await tx`
    update public.orders
    set status = 'refunded', refunded_at = now(), closed_at = now(),
      stripe_payment_intent_id = coalesce(stripe_payment_intent_id, ${paymentIntentId})
    where id = ${order.id}`
  const revoked = await tx`
    update public.licence_grants set revoked_at = now()
    where order_id = ${order.id} and revoked_at is null
    returning id`
  await reopenExclusives(tx, order.id)
  return { result: 'refunded', orderId: order.id, revokedLicences: revoked.length }
}
