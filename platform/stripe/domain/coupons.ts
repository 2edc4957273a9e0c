import { nowSeconds, type SandboxContext } from '../context.ts'
import { invalidRequest, missingParam, StripeApiError } from '../errors.ts'
import type { FormObject } from '../form.ts'
import { randomToken } from '../ids.ts'
import { ParamReader } from '../params.ts'
import type { CouponObject } from '../types.ts'

const FIVE_YEARS_SECONDS = 5 * 365 * 24 * 60 * 60
const DURATIONS = ['once', 'forever', 'repeating'] as const

/**
 * `POST /v1/coupons`: a percentage (0 < percent_off <= 100, decimals allowed) or an amount in a
 * currency, how long it lasts (one-time payments use it once whatever the duration), and optional
 * limits on redemptions and date. `applies_to` and `currency_options` are not supported.
 */
export function createCoupon(ctx: SandboxContext, params: FormObject): CouponObject {
  const reader = new ParamReader(params).allowOnly([
    'id',
    'name',
    'percent_off',
    'amount_off',
    'currency',
    'duration',
    'duration_in_months',
    'max_redemptions',
    'redeem_by',
    'metadata',
    'expand',
  ])
  const created = nowSeconds(ctx)
  const percentOff = readPercentOff(reader)
  const amountOff = reader.integer('amount_off', { min: 1 })
  if (percentOff !== undefined && amountOff !== undefined) {
    throw invalidRequest(
      'amount_off',
      'You may only specify one of these parameters: amount_off, percent_off.',
    )
  }
  if (percentOff === undefined && amountOff === undefined) {
    throw invalidRequest(
      'percent_off',
      'You must pass either `percent_off` or `amount_off` to create a coupon.',
      'parameter_missing',
    )
  }
  const currency = reader.string('currency')?.toLowerCase() ?? null
  if (amountOff !== undefined && currency === null) throw missingParam('currency')
  if (currency !== null && !/^[a-z]{3}$/.test(currency)) {
    throw invalidRequest('currency', `Invalid currency: ${currency}.`)
  }
  const duration = reader.oneOf('duration', DURATIONS) ?? 'once'
  const months = reader.integer('duration_in_months', { min: 1, max: 36 })
  if (duration === 'repeating' && months === undefined) throw missingParam('duration_in_months')
  const redeemBy = reader.integer('redeem_by')
  if (redeemBy !== undefined && (redeemBy <= created || redeemBy > created + FIVE_YEARS_SECONDS)) {
    throw invalidRequest(
      'redeem_by',
      'The `redeem_by` date must be in the future and at most 5 years from now.',
    )
  }
  const id = reader.string('id', 200) ?? randomToken(8)
  if (ctx.state.coupons[id]) {
    throw new StripeApiError(400, {
      type: 'invalid_request_error',
      code: 'resource_already_exists',
      param: 'id',
      message: 'Coupon already exists.',
    })
  }
  const coupon: CouponObject = {
    id,
    object: 'coupon',
    amount_off: amountOff ?? null,
    created,
    currency: amountOff !== undefined ? currency : null,
    duration,
    duration_in_months: duration === 'repeating' ? (months ?? null) : null,
    livemode: false,
    max_redemptions: reader.integer('max_redemptions', { min: 1 }) ?? null,
    metadata: reader.metadata('metadata'),
    name: reader.string('name', 40) ?? null,
    percent_off: percentOff ?? null,
    redeem_by: redeemBy ?? null,
    times_redeemed: 0,
    valid: true,
  }
  ctx.state.coupons[id] = coupon
  ctx.persist()
  return coupon
}

function readPercentOff(reader: ParamReader): number | undefined {
  const raw = reader.string('percent_off')
  if (raw === undefined) return undefined
  const value = Number(raw)
  if (!/^\d+(\.\d+)?$/.test(raw) || value <= 0 || value > 100) {
    throw invalidRequest(
      'percent_off',
      'Invalid percent_off: must be a positive number no greater than 100.',
      'parameter_invalid_float',
    )
  }
  return value
}

/** Whether the coupon can still be applied: before `redeem_by`, under `max_redemptions`. */
export function refreshCouponValidity(ctx: SandboxContext, coupon: CouponObject): CouponObject {
  const expired = coupon.redeem_by !== null && coupon.redeem_by <= nowSeconds(ctx)
  const usedUp = coupon.max_redemptions !== null && coupon.times_redeemed >= coupon.max_redemptions
  coupon.valid = !expired && !usedUp
  return coupon
}
