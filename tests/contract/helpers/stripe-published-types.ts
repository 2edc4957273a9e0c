import type { RecordedExchange, StripeRecorder } from '../../../platform/stripe/index.ts'
import type { EventObject } from '../../../platform/stripe/types.ts'
import { checkAgainstTypes, describeProblems, type TypedSample } from './published-types.ts'

/**
 * The Stripe sandbox's traffic against Stripe's published API definition: the types of the pinned
 * stripe-node (generated from stripe/openapi at the version in node_modules/stripe/OPENAPI_VERSION,
 * for the API version the client pins), compiled by checkAgainstTypes.
 */

export const STRIPE_PREAMBLE = `
import type Stripe from 'stripe'
/**
 * What the API answers: the client's types, with the decimals it parses as the strings they are
 * in JSON. stripe-node leaves its enums open (\`'open' | 'complete' | OtherString\`) for values
 * newer than its spec; the sandbox has no such excuse, so here an enum is closed to the values the
 * spec at this version lists (a plain \`string\` stays a string).
 */
type Same<A, B> = (<G>() => G extends A ? 1 : 2) extends <G>() => G extends B ? 1 : 2 ? true : false
type Json<T> = T extends string
  ? Same<T, string> extends true
    ? string
    : string extends T
      ? never
      : T
  : T extends number | boolean | null | undefined
    ? T
    : T extends Stripe.Decimal
      ? string
      : T extends ReadonlyArray<infer U>
        ? Json<U>[]
        : T extends object
          ? { [K in keyof T]: Json<T[K]> }
          : T
/** What a request carries once form-encoded: numbers and booleans as text, null as the empty string. */
type Wire<T> = T extends null | undefined
  ? ''
  : T extends string
    ? T
    : T extends number
      ? \`\${number}\`
      : T extends boolean
        ? \`\${T}\`
        : T extends ReadonlyArray<infer U>
          ? Wire<U>[]
          : T extends object
            ? { [K in keyof T]: Wire<T[K]> }
            : T
`

/** Each route the sandbox serves, with the published types of its parameters and its answer. */
const ROUTES: Array<{ method: string; path: RegExp; params: string; answer: string }> = [
  {
    method: 'POST',
    path: /^\/v1\/checkout\/sessions$/,
    params: 'Stripe.Checkout.SessionCreateParams',
    answer: 'Stripe.Checkout.Session',
  },
  {
    method: 'GET',
    path: /^\/v1\/checkout\/sessions\/[^/]+$/,
    params: 'Stripe.Checkout.SessionRetrieveParams',
    answer: 'Stripe.Checkout.Session',
  },
  {
    method: 'GET',
    path: /^\/v1\/checkout\/sessions\/[^/]+\/line_items$/,
    params: 'Stripe.Checkout.SessionListLineItemsParams',
    answer: 'Stripe.ApiList<Stripe.LineItem>',
  },
  {
    method: 'POST',
    path: /^\/v1\/checkout\/sessions\/[^/]+\/expire$/,
    params: 'Stripe.Checkout.SessionExpireParams',
    answer: 'Stripe.Checkout.Session',
  },
  {
    method: 'POST',
    path: /^\/v1\/coupons$/,
    params: 'Stripe.CouponCreateParams',
    answer: 'Stripe.Coupon',
  },
  {
    method: 'GET',
    path: /^\/v1\/coupons\/[^/]+$/,
    params: 'Stripe.CouponRetrieveParams',
    answer: 'Stripe.Coupon',
  },
  {
    method: 'GET',
    path: /^\/v1\/coupons$/,
    params: 'Stripe.CouponListParams',
    answer: 'Stripe.ApiList<Stripe.Coupon>',
  },
  {
    method: 'POST',
    path: /^\/v1\/promotion_codes$/,
    params: 'Stripe.PromotionCodeCreateParams',
    answer: 'Stripe.PromotionCode',
  },
  {
    method: 'GET',
    path: /^\/v1\/promotion_codes\/[^/]+$/,
    params: 'Stripe.PromotionCodeRetrieveParams',
    answer: 'Stripe.PromotionCode',
  },
  {
    method: 'POST',
    path: /^\/v1\/promotion_codes\/[^/]+$/,
    params: 'Stripe.PromotionCodeUpdateParams',
    answer: 'Stripe.PromotionCode',
  },
  {
    method: 'GET',
    path: /^\/v1\/promotion_codes$/,
    params: 'Stripe.PromotionCodeListParams',
    answer: 'Stripe.ApiList<Stripe.PromotionCode>',
  },
  {
    method: 'POST',
    path: /^\/v1\/refunds$/,
    params: 'Stripe.RefundCreateParams',
    answer: 'Stripe.Refund',
  },
  {
    method: 'GET',
    path: /^\/v1\/payment_intents\/[^/]+$/,
    params: 'Stripe.PaymentIntentRetrieveParams',
    answer: 'Stripe.PaymentIntent',
  },
  {
    method: 'GET',
    path: /^\/v1\/shipping_rates\/[^/]+$/,
    params: 'Stripe.ShippingRateRetrieveParams',
    answer: 'Stripe.ShippingRate',
  },
  {
    method: 'GET',
    path: /^\/v1\/invoices\/[^/]+$/,
    params: 'Stripe.InvoiceRetrieveParams',
    answer: 'Stripe.Invoice',
  },
  {
    method: 'GET',
    path: /^\/v1\/disputes\/[^/]+$/,
    params: 'Stripe.DisputeRetrieveParams',
    answer: 'Stripe.Dispute',
  },
  {
    method: 'GET',
    path: /^\/v1\/events\/[^/]+$/,
    params: 'Stripe.EventRetrieveParams',
    answer: 'Stripe.Event',
  },
  {
    method: 'GET',
    path: /^\/v1\/events$/,
    params: 'Stripe.EventListParams',
    answer: 'Stripe.ApiList<Stripe.Event>',
  },
]

/** The typed event of each type the sandbox sends. */
export const EVENT_TYPES: Record<EventObject['type'], string> = {
  'checkout.session.completed': 'Stripe.CheckoutSessionCompletedEvent',
  'checkout.session.expired': 'Stripe.CheckoutSessionExpiredEvent',
  'charge.refunded': 'Stripe.ChargeRefundedEvent',
  'refund.created': 'Stripe.RefundCreatedEvent',
  'charge.dispute.created': 'Stripe.ChargeDisputeCreatedEvent',
}

/** Stripe's error envelope, as stripe-node reads it from a 4xx answer. */
const ERROR_TYPE = '{ error: Json<Stripe.StripeRawError> }'

/**
 * stripe-node sends a list as `a[0]=…&a[1]=…`, which reads as a hash keyed "0", "1"; Stripe
 * parses it as the list the parameter is (the sandbox's `asList`), so it is checked as one.
 */
function asLists(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asLists)
  if (!value || typeof value !== 'object') return value
  const entries = Object.entries(value)
  const indexed = entries.length > 0 && entries.every(([key], index) => key === String(index))
  if (indexed) return entries.map(([, item]) => asLists(item))
  return Object.fromEntries(entries.map(([key, item]) => [key, asLists(item)]))
}

/**
 * The samples to check: a request the sandbox accepted must be a valid published request, and its
 * answer the published resource; a refused request (some tests send invalid ones on purpose) must
 * be answered with Stripe's error envelope.
 */
export function stripeSamples(traffic: StripeTraffic) {
  const unmapped: string[] = []
  const samples: TypedSample[] = []
  for (const exchange of traffic.exchanges) {
    const label = `${exchange.method} ${exchange.path} → ${exchange.status}`
    if (exchange.status >= 400) {
      samples.push({ label: `${label} (error)`, type: ERROR_TYPE, value: exchange.body })
      continue
    }
    const route = ROUTES.find(
      (candidate) => candidate.method === exchange.method && candidate.path.test(exchange.path),
    )
    if (!route) {
      unmapped.push(label)
      continue
    }
    samples.push({
      label: `${label} (params)`,
      type: `Wire<${route.params}>`,
      value: asLists(exchange.params),
    })
    samples.push({
      label: `${label} (answer)`,
      type: `Json<${route.answer}>`,
      value: exchange.body,
    })
  }
  for (const event of traffic.events) {
    samples.push({
      label: `event ${event.type} ${event.id}`,
      type: `Json<${EVENT_TYPES[event.type]}>`,
      value: event,
    })
  }
  return { samples, unmapped }
}

/** What a recording sandbox saw. */
export type StripeTraffic = { exchanges: RecordedExchange[]; events: EventObject[] }

/** A recorder for `setupStripeSandbox`, and the traffic it fills. */
export function stripeTrafficRecorder(): { traffic: StripeTraffic; recorder: StripeRecorder } {
  const traffic: StripeTraffic = { exchanges: [], events: [] }
  return {
    traffic,
    recorder: {
      exchange: (exchange) => traffic.exchanges.push(exchange),
      event: (event) => traffic.events.push(event),
    },
  }
}

/** Fails, listing each call, when any of the traffic does not type-check as stripe-node's types. */
export async function expectPublishedStripeTypes(traffic: StripeTraffic): Promise<void> {
  if (traffic.exchanges.length === 0) throw new Error('No Stripe traffic was recorded')
  const { samples, unmapped } = stripeSamples(traffic)
  if (unmapped.length > 0) {
    throw new Error(`Calls with no published type mapped:\n${unmapped.join('\n')}`)
  }
  const problems = await checkStripeSamples(samples)
  if (problems.length > 0) {
    throw new Error(`The sandbox drifted from stripe-node's types:\n${describeProblems(problems)}`)
  }
}

export function checkStripeSamples(samples: TypedSample[]) {
  return checkAgainstTypes({ preamble: STRIPE_PREAMBLE, samples })
}
