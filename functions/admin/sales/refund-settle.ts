import type { Tx } from '../../_shared/db/request-context.ts'
import type { TableRow } from '../../_shared/db/rows.ts'
import { queueEmailAsAdmin } from '../../_shared/email/outbox.ts'
import {
  lineRefundEmail,
  type RefundedLine,
} from '../../_shared/orders/emails/line-refund-email.ts'
import type { ClaimedRefund } from './refund-lines.ts'

type LineRow = Pick<
  TableRow<'order_items'>,
  'id' | 'kind' | 'title' | 'licence' | 'quantity' | 'product_id' | 'track_id'
>

/** `number` read as an integer. */
type OrderRow = Pick<TableRow<'orders'>, 'locale' | 'name' | 'email' | 'shipped_at'> & {
  number: number
}

/**
 * Records what Stripe refunded, once: the lines become refunded, their licences are revoked (an
 * exclusive one puts its track back on sale), gear that never left is back in stock and gear
 * that did is marked returned; the buyer's email is queued in the same transaction. A second
 * call for the same refund (a resumed claim) finds it settled and does nothing.
 */
export async function settleRefund(
  tx: Tx,
  refund: ClaimedRefund,
  stripeRefundId: string | null,
): Promise<void> {
  const settled = await tx`
    update public.order_refunds
    set status = 'succeeded', stripe_refund_id = ${stripeRefundId}, completed_at = now()
    where id = ${refund.id} and status = 'pending'
    returning id`
  if (settled.length === 0) return

  const [order] = await tx<OrderRow[]>`
    select number::integer as number, locale, name, email, shipped_at
    from public.orders where id = ${refund.orderId}`
  if (!order) throw new Error(`Order ${refund.orderId} vanished during its refund`)
  const lines = await tx<LineRow[]>`
    select id, kind, title, licence, quantity, product_id, track_id
    from public.order_items where refund_id = ${refund.id}
    order by kind, title, licence`
  const gearOutcome = order.shipped_at ? 'returned' : 'restocked'
  await tx`
    update public.order_items
    set refunded_at = now(),
      gear_outcome = case when kind = 'product' then ${gearOutcome} end
    where refund_id = ${refund.id}`
  const lineIds = lines.map((line) => line.id)
  await tx`
    update public.licence_grants set revoked_at = now()
    where order_item_id = any(${lineIds}::uuid[]) and revoked_at is null`
  const exclusiveTracks = lines.filter((l) => l.licence === 'exclusive').map((l) => l.track_id)
  if (exclusiveTracks.length > 0) {
    await tx`
      update public.tracks set exclusive_order_id = null, exclusive_sold_at = null
      where exclusive_order_id = ${refund.orderId} and id = any(${exclusiveTracks}::uuid[])`
  }
  if (gearOutcome === 'restocked') await restock(tx, lines)

  const [left] = await tx<{ n: number }[]>`
    select count(*)::integer as n from public.order_items
    where order_id = ${refund.orderId} and refund_id is null`
  const [settings] = await tx<{ brand_name: string; contact_email: string }[]>`
    select brand_name, contact_email from public.settings`
  if (!settings) throw new Error('Expected the settings row: were the migrations applied?')
  await queueEmailAsAdmin(
    tx,
    lineRefundEmail(
      {
        refundId: refund.id,
        orderId: refund.orderId,
        number: order.number,
        locale: order.locale,
        name: order.name,
        email: order.email,
        currency: refund.currency,
        amountCents: refund.amountCents,
        lines: lines.map((line) => refundedLine(line, gearOutcome)),
        othersLeft: (left?.n ?? 0) > 0,
      },
      { brandName: settings.brand_name, contactEmail: settings.contact_email },
    ),
  )
}

/** Unshipped gear goes back on the shelf; products locked in id order, as checkout locks them. */
async function restock(tx: Tx, lines: LineRow[]): Promise<void> {
  const gear = lines
    .filter((line) => line.product_id !== null)
    .sort((a, b) => String(a.product_id).localeCompare(String(b.product_id)))
  for (const line of gear) {
    await tx`
      update public.products set stock = stock + ${line.quantity} where id = ${line.product_id}`
  }
}

function refundedLine(line: LineRow, outcome: 'restocked' | 'returned'): RefundedLine {
  if (line.kind === 'track' && line.licence) {
    return { kind: 'track', title: line.title, licence: line.licence }
  }
  return { kind: 'product', title: line.title, quantity: line.quantity, outcome }
}

/** Stripe said no: the refund failed and its lines are free to be refunded again. */
export async function releaseRefund(tx: Tx, refund: ClaimedRefund, reason: string): Promise<void> {
  const failed = await tx`
    update public.order_refunds
    set status = 'failed', failure = ${reason.slice(0, 500)}, completed_at = now()
    where id = ${refund.id} and status = 'pending'
    returning id`
  if (failed.length === 0) return
  await tx`update public.order_items set refund_id = null where refund_id = ${refund.id}`
}
