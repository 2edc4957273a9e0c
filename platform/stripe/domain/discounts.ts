import { getCoupon, getPromotionCode, type SandboxContext } from '../context.ts'
import { invalidRequest } from '../errors.ts'
import type { ParamReader } from '../params.ts'
import type {
  CheckoutSessionObject,
  CouponObject,
  LineItemObject,
  SessionDiscount,
} from '../types.ts'
import { refreshCouponValidity } from './coupons.ts'
import { readBoolean, redeemProblem } from './promotion-codes.ts'

/**
 * A new session's `discounts` (at most one coupon or promotion code) and `allow_promotion_codes`
 * (the buyer may type a code on the page). Stripe takes one or the other, never both.
 */
export function readSessionDiscounts(
  ctx: SandboxContext,
  reader: ParamReader,
  purchase: { subtotal: number; currency: string },
): { discount: SessionDiscount | null; allowPromotionCodes: boolean | null } {
  const allowPromotionCodes = readBoolean(reader, 'allow_promotion_codes') ?? null
  const entries = reader.objectList('discounts') ?? []
  if (entries.length > 0 && allowPromotionCodes !== null) {
    throw invalidRequest(
      'allow_promotion_codes',
      'You may only specify one of these parameters: allow_promotion_codes, discounts.',
    )
  }
  if (entries.length > 1) {
    throw invalidRequest('discounts', 'You may only specify one discount on a Checkout Session.')
  }
  const [entry] = entries
  if (!entry) return { discount: null, allowPromotionCodes }
  entry.allowOnly(['coupon', 'promotion_code'])
  const promotionCodeId = entry.string('promotion_code')
  const couponId = entry.string('coupon')
  if ((promotionCodeId === undefined) === (couponId === undefined)) {
    throw invalidRequest(
      entry.path,
      `You must pass exactly one of \`coupon\` or \`promotion_code\` in ${entry.path}.`,
    )
  }
  if (promotionCodeId !== undefined) {
    const param = entry.pathOf('promotion_code')
    const promotionCode = getPromotionCode(ctx, promotionCodeId, param)
    const problem = redeemProblem(ctx, promotionCode, purchase)
    if (problem) throw invalidRequest(param, problem.message, problem.code)
    return {
      discount: { coupon: promotionCode.promotion.coupon, promotion_code: promotionCode.id },
      allowPromotionCodes,
    }
  }
  const param = entry.pathOf('coupon')
  const coupon = refreshCouponValidity(ctx, getCoupon(ctx, String(couponId), param))
  if (!coupon.valid)
    throw invalidRequest(param, 'This coupon is no longer valid.', 'coupon_expired')
  if (coupon.currency !== null && coupon.currency !== purchase.currency) {
    throw invalidRequest(param, `This coupon only applies to ${coupon.currency} purchases.`)
  }
  return { discount: { coupon: coupon.id, promotion_code: null }, allowPromotionCodes }
}

/** What a coupon takes off a subtotal: a percentage (rounded to the cent) or an amount, capped. */
export function discountAmount(coupon: CouponObject, subtotal: number): number {
  if (coupon.percent_off !== null) return Math.round((subtotal * coupon.percent_off) / 100)
  return Math.min(coupon.amount_off ?? 0, subtotal)
}

/**
 * Applies `discount` (or none) to the session and its line items, as Stripe reports it: the
 * discount comes off the items' subtotal (never shipping), spread over the items in proportion to
 * their amounts (`amount_discount`), and the session's `amount_total` and `total_details` follow.
 */
export function applyDiscount(
  ctx: SandboxContext,
  session: CheckoutSessionObject,
  lineItems: LineItemObject[],
  discount: SessionDiscount | null,
): void {
  const subtotal = session.amount_subtotal ?? 0
  const amount = discount?.coupon ? discountAmount(getCoupon(ctx, discount.coupon), subtotal) : 0
  const shares = spread(
    amount,
    lineItems.map((item) => item.amount_subtotal),
  )
  lineItems.forEach((item, index) => {
    item.amount_discount = shares[index] ?? 0
    item.amount_total = item.amount_subtotal - item.amount_discount + item.amount_tax
  })
  const shipping = session.shipping_cost?.amount_total ?? 0
  session.discounts = discount ? [discount] : []
  session.amount_total = subtotal - amount + shipping
  session.total_details = {
    amount_discount: amount,
    amount_shipping: session.total_details?.amount_shipping ?? shipping,
    amount_tax: session.total_details?.amount_tax ?? 0,
  }
}

/** `total` in proportion to `weights`, in whole units that add up exactly (largest remainder). */
export function spread(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0)
  if (sum === 0 || total === 0) return weights.map(() => 0)
  const exact = weights.map((weight) => (total * weight) / sum)
  const shares = exact.map(Math.floor)
  let left = total - shares.reduce((a, b) => a + b, 0)
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index)
  for (const { index } of byRemainder) {
    if (left <= 0) break
    shares[index] = (shares[index] ?? 0) + 1
    left--
  }
  return shares
}

/**
 * The buyer typed `code` on the hosted page of a session that allows it: the active promotion code
 * of that code (any case) is applied if it can be redeemed; otherwise the reason, as Checkout
 * words it for the buyer.
 */
export function applyTypedPromotionCode(
  ctx: SandboxContext,
  session: CheckoutSessionObject,
  lineItems: LineItemObject[],
  code: string,
): { applied: true } | { applied: false; reason: string } {
  const wanted = code.trim().toLowerCase()
  const promotionCode = Object.values(ctx.state.promotionCodes).find(
    (candidate) => candidate.active && candidate.code.toLowerCase() === wanted,
  )
  if (!wanted || !promotionCode) return { applied: false, reason: 'This code is invalid.' }
  const problem = redeemProblem(ctx, promotionCode, {
    subtotal: session.amount_subtotal ?? 0,
    currency: session.currency ?? '',
  })
  if (problem) return { applied: false, reason: problem.message }
  applyDiscount(ctx, session, lineItems, {
    coupon: promotionCode.promotion.coupon,
    promotion_code: promotionCode.id,
  })
  ctx.persist()
  return { applied: true }
}

/**
 * Why a session cannot complete with the promotion code it carries, or null: Stripe counts a
 * redemption when a session completes and refuses to complete one whose code reached its
 * `max_redemptions` meanwhile (another session with it was paid first).
 */
export function usedUpPromotionCode(
  ctx: SandboxContext,
  session: CheckoutSessionObject,
): string | null {
  for (const discount of session.discounts ?? []) {
    const id = typeof discount.promotion_code === 'string' ? discount.promotion_code : null
    const promotionCode = id ? ctx.state.promotionCodes[id] : undefined
    if (
      promotionCode?.max_redemptions != null &&
      promotionCode.times_redeemed >= promotionCode.max_redemptions
    ) {
      return 'This promotion code has been fully redeemed.'
    }
  }
  return null
}

/** A completed session redeems its discount once: the promotion code's and coupon's counts. */
export function redeemSessionDiscounts(ctx: SandboxContext, session: CheckoutSessionObject): void {
  for (const discount of session.discounts ?? []) {
    const promotionCodeId =
      typeof discount.promotion_code === 'string' ? discount.promotion_code : null
    const couponId = typeof discount.coupon === 'string' ? discount.coupon : null
    if (promotionCodeId && ctx.state.promotionCodes[promotionCodeId]) {
      ctx.state.promotionCodes[promotionCodeId].times_redeemed += 1
    }
    if (couponId && ctx.state.coupons[couponId]) {
      ctx.state.coupons[couponId].times_redeemed += 1
      refreshCouponValidity(ctx, ctx.state.coupons[couponId])
    }
  }
}
