import { resourceMissing } from './errors.ts'
import type { SandboxState } from './state.ts'
import type {
  ChargeObject,
  CheckoutSessionObject,
  EventObject,
  EventRequest,
  PaymentIntentObject,
  SandboxEventType,
} from './types.ts'

/** Everything the domain operations share: the state, the clock, persistence and event emission. */
export interface SandboxContext {
  state: SandboxState
  /** The sandbox clock in Unix milliseconds (injectable so tests can move time). */
  now(): number
  publicUrl: string
  /** The account's head office, as set in Stripe Tax (two letters). */
  taxOrigin: string
  /** The account's business name, printed on its invoices. */
  accountName: string
  persist(): void
  emit(type: SandboxEventType, object: EventObject['data']['object'], request: EventRequest): void
}

/** Actions taken on the hosted checkout page carry no API request, as on Stripe. */
export const NO_REQUEST: EventRequest = { id: null, idempotency_key: null }

export function nowSeconds(ctx: SandboxContext): number {
  return Math.floor(ctx.now() / 1000)
}

export function getSession(ctx: SandboxContext, id: string): CheckoutSessionObject {
  const session = ctx.state.sessions[id]
  if (!session) throw resourceMissing('checkout.session', id, 'session')
  return session
}

export function getPaymentIntent(
  ctx: SandboxContext,
  id: string,
  param = 'intent',
): PaymentIntentObject {
  const paymentIntent = ctx.state.paymentIntents[id]
  if (!paymentIntent) throw resourceMissing('payment_intent', id, param)
  return paymentIntent
}

export function getCharge(ctx: SandboxContext, id: string, param = 'charge'): ChargeObject {
  const charge = ctx.state.charges[id]
  if (!charge) throw resourceMissing('charge', id, param)
  return charge
}

export function getCoupon(ctx: SandboxContext, id: string, param = 'coupon') {
  const coupon = ctx.state.coupons[id]
  if (!coupon) throw resourceMissing('coupon', id, param)
  return coupon
}

export function getPromotionCode(ctx: SandboxContext, id: string, param = 'promotion_code') {
  const code = ctx.state.promotionCodes[id]
  if (!code) throw resourceMissing('promotion_code', id, param)
  return code
}

export function getEvent(ctx: SandboxContext, id: string): EventObject {
  const event = ctx.state.events[id]
  if (!event) throw resourceMissing('event', id, 'id')
  return event
}

/** Finds any stored object by id, for `expand[]`. */
export function findObjectById(ctx: SandboxContext, id: string): object | undefined {
  const { state } = ctx
  return (
    state.sessions[id] ??
    state.paymentIntents[id] ??
    state.charges[id] ??
    state.refunds[id] ??
    state.products[id] ??
    state.shippingRates[id] ??
    state.coupons[id] ??
    state.promotionCodes[id] ??
    state.events[id] ??
    state.invoices[id] ??
    state.disputes[id]
  )
}
