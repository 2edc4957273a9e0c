import type { Tx } from '../../_shared/db/request-context.ts'
import type { TableRow } from '../../_shared/db/rows.ts'
import { AppError } from '../../_shared/http/errors.ts'
import { orderNotFound, orderNotPaid } from './query.ts'
import { type ChargedOrder, refundAmount } from './refund-amount.ts'

/** A claimed refund nobody settled (the function died mid-way) may be taken up again after this. */
export const STALE_REFUND_MS = 2 * 60_000

/** Lines claimed for a refund, and what Stripe is to give back for them. */
export type ClaimedRefund = {
  id: string
  orderId: string
  paymentIntentId: string
  amountCents: number
  currency: string
  itemIds: string[]
}

type OrderRow = ChargedOrder &
  Pick<TableRow<'orders'>, 'id' | 'status' | 'currency' | 'stripe_payment_intent_id'>

/** A line with its refund's (`refund_*`, from order_refunds). */
type LineRow = Pick<TableRow<'order_items'>, 'id' | 'refunded_at' | 'refund_id'> & {
  /** Generated (quantity × unit price), so never null. */
  total_cents: number
  refund_status: TableRow<'order_refunds'>['status'] | null
  refund_created_at: Date | null
  refund_item_ids: string[] | null
  refund_amount_cents: number | null
}

/**
 * Claims `itemIds` of a paid order for one refund, in the transaction that checks them: the order
 * row is locked first, so of two clicks at once the second sees the lines claimed (409). A claim
 * left pending for longer than STALE_REFUND_MS for exactly these lines is handed back, to be
 * sent to Stripe again with the same idempotency key (Stripe then answers with the same refund).
 */
export async function claimRefundLines(
  tx: Tx,
  orderId: string,
  itemIds: string[],
  now: Date,
): Promise<ClaimedRefund> {
  const [order] = await tx<OrderRow[]>`
    select id, status, currency, stripe_payment_intent_id, total_cents, shipping_cents,
      discount_cents, tax_cents, prices_include_tax
    from public.orders where id = ${orderId}
    for update`
  if (!order) throw orderNotFound()
  if (order.status !== 'paid') throw orderNotPaid(order.status)
  const paymentIntentId = order.stripe_payment_intent_id
  if (!paymentIntentId) throw new AppError('payment_not_found')

  const lines = await tx<LineRow[]>`
    select i.id, i.total_cents, i.refunded_at, i.refund_id, r.status as refund_status,
      r.created_at as refund_created_at, r.item_ids::text[] as refund_item_ids,
      r.amount_cents as refund_amount_cents
    from public.order_items as i
    left join public.order_refunds as r on r.id = i.refund_id
    where i.order_id = ${orderId}`
  const byId = new Map(lines.map((line) => [line.id, line]))
  const wanted = itemIds.map((id) => id.toLowerCase())
  const fieldsWhere = (test: (id: string) => boolean, code: string) =>
    Object.fromEntries(wanted.flatMap((id, index) => (test(id) ? [[`items.${index}`, code]] : [])))

  const unknown = fieldsWhere((id) => !byId.has(id), 'order_item_unknown')
  if (Object.keys(unknown).length > 0) {
    throw new AppError('order_item_unknown', undefined, unknown)
  }
  const refunded = fieldsWhere((id) => byId.get(id)?.refunded_at != null, 'already_refunded')
  if (Object.keys(refunded).length > 0) {
    throw new AppError('order_item_already_refunded', undefined, refunded)
  }
  const pending = wanted.map((id) => byId.get(id)).filter((line) => line?.refund_id != null)
  if (pending.length > 0) {
    const stale = resumable(pending[0] as LineRow, wanted, now)
    if (stale) {
      return {
        id: stale,
        orderId,
        paymentIntentId,
        amountCents: pending[0]?.refund_amount_cents ?? 0,
        currency: order.currency,
        itemIds: wanted,
      }
    }
    throw new AppError('refund_in_progress')
  }

  const [settled] = await tx<{ cents: number }[]>`
    select coalesce(sum(amount_cents), 0)::integer as cents from public.order_refunds
    where order_id = ${orderId} and status in ('pending', 'succeeded')`
  const amountCents = refundAmount({
    order,
    lines,
    claimed: new Set(lines.filter((line) => line.refund_id !== null).map((line) => line.id)),
    chosen: new Set(wanted),
    refundedCents: settled?.cents ?? 0,
  })
  const [refund] = await tx<{ id: string }[]>`
    insert into public.order_refunds (order_id, item_ids, amount_cents, currency)
    values (${orderId}, ${wanted}::uuid[], ${amountCents}, ${order.currency})
    returning id`
  if (!refund) throw new Error('The refund row was not inserted')
  await tx`
    update public.order_items set refund_id = ${refund.id}
    where order_id = ${orderId} and id = any(${wanted}::uuid[])`
  return {
    id: refund.id,
    orderId,
    paymentIntentId,
    amountCents,
    currency: order.currency,
    itemIds: wanted,
  }
}

/** The id of a pending refund of exactly these lines that nobody has settled for a while. */
function resumable(line: LineRow, wanted: string[], now: Date): string | null {
  if (line.refund_status !== 'pending' || !line.refund_id || !line.refund_created_at) return null
  if (now.getTime() - line.refund_created_at.getTime() < STALE_REFUND_MS) return null
  const same =
    line.refund_item_ids?.length === wanted.length &&
    wanted.every((id) => line.refund_item_ids?.includes(id))
  return same ? line.refund_id : null
}
