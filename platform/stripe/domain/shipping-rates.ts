import type Stripe from 'stripe'
import type { SandboxContext } from '../context.ts'
import { invalidRequest, missingParam, resourceMissing } from '../errors.ts'
import { ID_PREFIX, newId } from '../ids.ts'
import type { ParamReader } from '../params.ts'
import type { ShippingRateObject } from '../types.ts'

/** Stripe offers at most five shipping options in one Checkout Session. */
const MAX_SHIPPING_OPTIONS = 5
const DELIVERY_UNITS = ['business_day', 'day', 'hour', 'month', 'week'] as const

/**
 * `shipping_options[]` of a new session: each `shipping_rate_data` becomes a shipping rate (as
 * Stripe creates one per inline rate), in the currency of the session. Rates given by id are not
 * supported: the sandbox has no Shipping Rates API to create them beforehand.
 */
export function buildShippingOptions(
  ctx: SandboxContext,
  options: ParamReader[],
  currency: string,
  created: number,
): ShippingRateObject[] {
  if (options.length > MAX_SHIPPING_OPTIONS) {
    throw invalidRequest(
      'shipping_options',
      `You may only specify up to ${MAX_SHIPPING_OPTIONS} shipping options.`,
    )
  }
  return options.map((option) => {
    option.allowOnly(['shipping_rate', 'shipping_rate_data'])
    const existing = option.string('shipping_rate')
    if (existing !== undefined) {
      throw resourceMissing('shipping_rate', existing, option.pathOf('shipping_rate'))
    }
    const data = option.object('shipping_rate_data')
    if (!data) {
      throw invalidRequest(
        option.pathOf('shipping_rate_data'),
        `You must specify either \`shipping_rate\` or \`shipping_rate_data\` in ${option.path}.`,
        'parameter_missing',
      )
    }
    data.allowOnly([
      'display_name',
      'type',
      'fixed_amount',
      'delivery_estimate',
      'metadata',
      'tax_behavior',
      'tax_code',
    ])
    const type = data.oneOf('type', ['fixed_amount']) ?? 'fixed_amount'
    const displayName = data.requiredString('display_name', 100)
    const fixed = data.object('fixed_amount')
    if (!fixed) throw missingParam(data.pathOf('fixed_amount'))
    fixed.allowOnly(['amount', 'currency'])
    const amount = fixed.requiredInteger('amount', { min: 0, max: 99_999_999 })
    const rateCurrency = fixed.requiredString('currency').toLowerCase()
    if (rateCurrency !== currency) {
      throw invalidRequest(
        fixed.pathOf('currency'),
        `The shipping rate's currency (${rateCurrency}) must match the session's (${currency}).`,
      )
    }
    const rate: ShippingRateObject = {
      id: newId(ID_PREFIX.shippingRate),
      object: 'shipping_rate',
      active: true,
      created,
      delivery_estimate: readDeliveryEstimate(data),
      display_name: displayName,
      fixed_amount: { amount, currency },
      livemode: false,
      metadata: data.metadata('metadata'),
      tax_behavior:
        data.oneOf('tax_behavior', ['exclusive', 'inclusive', 'unspecified']) ?? 'unspecified',
      tax_code: data.string('tax_code') ?? null,
      type,
    }
    ctx.state.shippingRates[rate.id] = rate
    return rate
  })
}

function readDeliveryEstimate(data: ParamReader): Stripe.ShippingRate.DeliveryEstimate | null {
  const estimate = data.object('delivery_estimate')
  if (!estimate) return null
  estimate.allowOnly(['minimum', 'maximum'])
  const bound = (key: 'minimum' | 'maximum') => {
    const reader = estimate.object(key)
    if (!reader) return null
    reader.allowOnly(['unit', 'value'])
    const unit = reader.oneOf('unit', DELIVERY_UNITS)
    if (!unit) throw missingParam(reader.pathOf('unit'))
    return { unit, value: reader.requiredInteger('value', { min: 1, max: 1000 }) }
  }
  return { minimum: bound('minimum'), maximum: bound('maximum') }
}

/** The session's cost for shipping at `rate`, as Stripe sets it when a rate is selected. */
export function shippingCost(rate: ShippingRateObject): Stripe.Checkout.Session.ShippingCost {
  const amount = rate.fixed_amount?.amount ?? 0
  return { amount_subtotal: amount, amount_tax: 0, amount_total: amount, shipping_rate: rate.id }
}

/**
 * Selects `rateId` among the session's options: its cost goes into the session's totals. Stripe
 * selects the first option when the session is created; the buyer may pick another on the page.
 */
export function selectShippingRate(
  ctx: SandboxContext,
  session: {
    amount_subtotal: number | null
    amount_total: number | null
    shipping_cost: Stripe.Checkout.Session.ShippingCost | null
    shipping_options: Stripe.Checkout.Session.ShippingOption[]
    total_details: Stripe.Checkout.Session.TotalDetails | null
  },
  rateId: string,
): boolean {
  const offered = session.shipping_options.some((option) => option.shipping_rate === rateId)
  const rate = ctx.state.shippingRates[rateId]
  if (!offered || !rate) return false
  const cost = shippingCost(rate)
  const discount = session.total_details?.amount_discount ?? 0
  session.shipping_cost = cost
  session.amount_total = (session.amount_subtotal ?? 0) - discount + cost.amount_total
  session.total_details = {
    amount_discount: discount,
    amount_shipping: cost.amount_total,
    amount_tax: session.total_details?.amount_tax ?? 0,
  }
  return true
}
