import type { AdminOrderDetail } from '@contract/admin/sales.ts'

/** Paid, holding gear not refunded, and not yet marked shipped: the owner's next job. */
export function isToShip(order: AdminOrderDetail): boolean {
  return order.status === 'paid' && order.has_gear && order.shipment === null
}
