import { runAs, type Tx } from '../db/request-context.ts'
import { type OrdersDeps, STRIPE_IDENTITY } from './deps.ts'
import { releaseExclusiveHolds, releaseReservedStock } from './reservations.ts'

export type ReleaseStatus = 'expired' | 'cancelled'
export type ReleaseOutcome = { released: boolean }

/**
 * Closes an unpaid order (its Checkout Session expired, or a delayed payment failed) and gives its
 * reserved gear and exclusive rights back. Only a pending order moves, so they are released
 * exactly once.
 */
export function release(
  deps: Pick<OrdersDeps, 'sql'>,
  orderId: string,
  status: ReleaseStatus,
): Promise<ReleaseOutcome> {
  return runAs(deps.sql, STRIPE_IDENTITY, (tx) => releaseInTransaction(tx, orderId, status))
}

export async function releaseInTransaction(
  tx: Tx,
  orderId: string,
  status: ReleaseStatus,
): Promise<ReleaseOutcome> {
  // The update takes the row lock and re-checks `pending` after any concurrent change commits.
  const closed = await tx`
    update public.orders set status = ${status}, closed_at = now()
    where id = ${orderId} and status = 'pending'
    returning id`
  if (closed.length === 0) return { released: false }
  await releaseReservedStock(tx, orderId)
  await releaseExclusiveHolds(tx, orderId)
  return { released: true }
}

/** The order a Checkout Session belongs to, if it is one of ours. */
export async function orderIdForSession(tx: Tx, checkoutSessionId: string): Promise<string | null> {
  const [order] = await tx<{ id: string }[]>`
    select id from public.orders where stripe_checkout_session_id = ${checkoutSessionId}`
  return order?.id ?? null
}
