import type { OrderStatus } from '../contract/checkout.ts'

/** What can happen to an order after checkout, each announced by Stripe. */
export type OrderEvent = 'paid' | 'expired' | 'cancelled' | 'refunded'

/**
 * The order state machine. An order is created `pending` (its gear reserved) and leaves that state
 * once: paid, expired (the Checkout Session ran out), cancelled (an async payment failed) or
 * refunded (refunded before the payment was ever confirmed to us). A paid order can only be
 * refunded. Every other combination changes nothing, which is what makes replays harmless.
 */
const TRANSITIONS: Record<OrderStatus, Partial<Record<OrderEvent, OrderStatus>>> = {
  pending: { paid: 'paid', expired: 'expired', cancelled: 'cancelled', refunded: 'refunded' },
  paid: { refunded: 'refunded' },
  refunded: {},
  expired: {},
  cancelled: {},
}

/** The status after `event`, or null when the event does not apply (already done, or too late). */
export function nextStatus(status: OrderStatus, event: OrderEvent): OrderStatus | null {
  return TRANSITIONS[status][event] ?? null
}

/** Leaving `pending` any way but paid gives the reserved stock back. */
export function releasesReservation(status: OrderStatus, event: OrderEvent): boolean {
  return status === 'pending' && event !== 'paid' && nextStatus(status, event) !== null
}
