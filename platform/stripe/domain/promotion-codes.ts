import type Stripe from 'stripe'
import { getCoupon, getPromotionCode, nowSeconds, type SandboxContext } from '../context.ts'
import { invalidRequest, missingParam } from '../errors.ts'
import type { FormObject } from '../form.ts'
import { ID_PREFIX, newId, randomToken } from '../ids.ts'
import { ParamReader } from '../params.ts'
import type { PromotionCodeObject } from '../types.ts'
import { refreshCouponValidity } from './coupons.ts'

const CODE_PATTERN = /^[A-Za-z0-9-]+$/

/**
 * `POST /v1/promotion_codes`: a customer-facing code on a coupon (`promotion[type]=coupon`,
 * `promotion[coupon]`), active unless told otherwise, with an optional expiry, redemption limit
 * and minimum amount. Codes are unique among active codes whatever their case, as on Stripe.
 */
export function createPromotionCode(ctx: SandboxContext, params: FormObject): PromotionCodeObject {
  const reader = new ParamReader(params).allowOnly([
    'promotion',
    'code',
    'active',
    'expires_at',
    'max_redemptions',
    'metadata',
    'restrictions',
    'expand',
  ])
  const promotion = reader.object('promotion')?.allowOnly(['type', 'coupon'])
  if (!promotion) throw missingParam('promotion')
  if (!promotion.oneOf('type', ['coupon'])) throw missingParam(promotion.pathOf('type'))
  const couponId = promotion.requiredString('coupon')
  const coupon = refreshCouponValidity(ctx, getCoupon(ctx, couponId, promotion.pathOf('coupon')))
  if (!coupon.valid) {
    throw invalidRequest(promotion.pathOf('coupon'), `Coupon ${coupon.id} is no longer valid.`)
  }
  const created = nowSeconds(ctx)
  const code = reader.string('code', 500) ?? randomToken(8).toUpperCase()
  if (!CODE_PATTERN.test(code)) {
    throw invalidRequest('code', 'Promotion codes can only contain letters, digits and dashes (-).')
  }
  const active = readBoolean(reader, 'active') ?? true
  if (active) refuseDuplicateActiveCode(ctx, code)
  const expiresAt = reader.integer('expires_at')
  if (expiresAt !== undefined && expiresAt <= created) {
    throw invalidRequest('expires_at', 'The `expires_at` timestamp must be in the future.')
  }
  if (expiresAt !== undefined && coupon.redeem_by !== null && expiresAt > coupon.redeem_by) {
    throw invalidRequest(
      'expires_at',
      "The promotion code's `expires_at` cannot be after its coupon's `redeem_by`.",
    )
  }
  const maxRedemptions = reader.integer('max_redemptions', { min: 1 })
  if (
    maxRedemptions !== undefined &&
    coupon.max_redemptions !== null &&
    maxRedemptions > coupon.max_redemptions
  ) {
    throw invalidRequest(
      'max_redemptions',
      "The promotion code's `max_redemptions` cannot be greater than its coupon's.",
    )
  }
  const promotionCode: PromotionCodeObject = {
    id: newId(ID_PREFIX.promotionCode),
    object: 'promotion_code',
    active,
    code,
    created,
    customer: null,
    customer_account: null,
    expires_at: expiresAt ?? null,
    livemode: false,
    max_redemptions: maxRedemptions ?? null,
    metadata: reader.metadata('metadata'),
    promotion: { type: 'coupon', coupon: coupon.id },
    restrictions: readRestrictions(reader),
    times_redeemed: 0,
  }
  ctx.state.promotionCodes[promotionCode.id] = promotionCode
  ctx.persist()
  return promotionCode
}

/** `POST /v1/promotion_codes/{id}`: switch it on or off, or change its metadata. */
export function updatePromotionCode(
  ctx: SandboxContext,
  id: string,
  params: FormObject,
): PromotionCodeObject {
  const reader = new ParamReader(params).allowOnly(['active', 'metadata', 'expand'])
  const promotionCode = getPromotionCode(ctx, id, 'id')
  const active = readBoolean(reader, 'active')
  if (active === true && !promotionCode.active) {
    const coupon = refreshCouponValidity(ctx, getCoupon(ctx, promotionCode.promotion.coupon))
    const problem = redeemProblem(ctx, { ...promotionCode, active: true }, null)
    if (!coupon.valid || problem !== null) {
      throw invalidRequest(
        'active',
        'This promotion code cannot be reactivated: it is no longer redeemable.',
      )
    }
    refuseDuplicateActiveCode(ctx, promotionCode.code, promotionCode.id)
  }
  if (active !== undefined) promotionCode.active = active
  if (reader.has('metadata')) {
    promotionCode.metadata = { ...promotionCode.metadata, ...reader.metadata('metadata') }
  }
  ctx.persist()
  return promotionCode
}

/** `GET /v1/promotion_codes` filtered by `code` (any case), `active` and `coupon`, newest first. */
export function listPromotionCodes(
  ctx: SandboxContext,
  filters: { code?: string; active?: boolean; coupon?: string },
): PromotionCodeObject[] {
  return Object.values(ctx.state.promotionCodes)
    .filter(
      (promotionCode) =>
        (filters.code === undefined ||
          promotionCode.code.toLowerCase() === filters.code.toLowerCase()) &&
        (filters.active === undefined || promotionCode.active === filters.active) &&
        (filters.coupon === undefined || promotionCode.promotion.coupon === filters.coupon),
    )
    .reverse()
}

/**
 * Why a promotion code cannot be redeemed now (for a purchase of `subtotal` in `currency`, when
 * known), or null when it can.
 */
export function redeemProblem(
  ctx: SandboxContext,
  promotionCode: PromotionCodeObject,
  purchase: { subtotal: number; currency: string } | null,
): { message: string; code?: string } | null {
  const coupon = refreshCouponValidity(ctx, getCoupon(ctx, promotionCode.promotion.coupon))
  if (!promotionCode.active) return { message: 'This promotion code is not active.' }
  if (promotionCode.expires_at !== null && promotionCode.expires_at <= nowSeconds(ctx)) {
    return { message: 'This promotion code has expired.', code: 'coupon_expired' }
  }
  if (
    promotionCode.max_redemptions !== null &&
    promotionCode.times_redeemed >= promotionCode.max_redemptions
  ) {
    return { message: 'This promotion code has been fully redeemed.' }
  }
  if (!coupon.valid) return { message: 'This coupon is no longer valid.', code: 'coupon_expired' }
  if (purchase && coupon.currency !== null && coupon.currency !== purchase.currency) {
    return { message: `This promotion code only applies to ${coupon.currency} purchases.` }
  }
  const minimum = promotionCode.restrictions.minimum_amount
  if (purchase && minimum !== null && purchase.subtotal < minimum) {
    return { message: 'This promotion code requires a higher order amount.' }
  }
  return null
}

function refuseDuplicateActiveCode(ctx: SandboxContext, code: string, except?: string): void {
  const taken = Object.values(ctx.state.promotionCodes).some(
    (other) =>
      other.id !== except && other.active && other.code.toLowerCase() === code.toLowerCase(),
  )
  if (taken) {
    throw invalidRequest(
      'code',
      `An active promotion code with \`code: ${code}\` already exists.`,
      'resource_already_exists',
    )
  }
}

function readRestrictions(reader: ParamReader): Stripe.PromotionCode.Restrictions {
  const restrictions = reader
    .object('restrictions')
    ?.allowOnly(['minimum_amount', 'minimum_amount_currency', 'first_time_transaction'])
  const minimum = restrictions?.integer('minimum_amount', { min: 1 })
  const currency = restrictions?.string('minimum_amount_currency')?.toLowerCase()
  if (minimum !== undefined && currency === undefined) {
    throw missingParam('restrictions[minimum_amount_currency]')
  }
  if (restrictions && readBoolean(restrictions, 'first_time_transaction') === true) {
    throw invalidRequest(
      'restrictions[first_time_transaction]',
      'The local Stripe sandbox has no customers, so first-time restrictions are not supported.',
    )
  }
  return {
    first_time_transaction: false,
    minimum_amount: minimum ?? null,
    minimum_amount_currency: minimum !== undefined ? (currency ?? null) : null,
  }
}

/** A boolean parameter as forms send it (`true`/`false`). */
export function readBoolean(reader: ParamReader, key: string): boolean | undefined {
  const value = reader.oneOf(key, ['true', 'false'])
  return value === undefined ? undefined : value === 'true'
}
