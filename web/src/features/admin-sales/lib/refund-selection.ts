import type { AdminOrderDetail, AdminOrderItem } from '@contract/admin/sales.ts'

/** A line still the buyer's: neither refunded nor on its way to be. */
export function isRefundable(item: AdminOrderItem): boolean {
  return item.refunded_at === null && !item.refund_pending
}

/**
 * What refunding `chosen` gives back, as the server works it out: each line's share of what was
 * paid, or, when they are the last lines left, everything not yet refunded (shipping included).
 */
export function refundTotal(order: AdminOrderDetail, chosen: ReadonlySet<string>) {
  const left = order.items.filter(isRefundable)
  const lastLines = left.length > 0 && left.every((item) => chosen.has(item.id))
  if (lastLines) {
    return { cents: Math.max(order.total_cents - order.refunded_cents, 0), lastLines }
  }
  const cents = order.items
    .filter((item) => chosen.has(item.id))
    .reduce((sum, item) => sum + item.refundable_cents, 0)
  return { cents, lastLines }
}
