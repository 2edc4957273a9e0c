import { describe, expect, it } from 'vitest'
import { requestRefund } from '../../functions/admin/orders/refund.ts'
import type { PricedCart } from '../../functions/site/checkout/pricing.ts'
import { checkoutSessionParams } from '../../functions/site/checkout/session-params.ts'
import type { RecordedExchange } from '../../platform/stripe/index.ts'
import type { EventObject } from '../../platform/stripe/types.ts'
import { checkAgainstTypes, describeProblems, type TypedSample } from './helpers/published-types.ts'
import { pay, paymentForm, setupStripeSandbox } from './helpers/stripe-harness.ts'
import { waitFor } from './helpers/wait-for.ts'

/**
 * The Stripe sandbox against Stripe's published API definition: every request the product's
 * flows send and every answer and webhook event the sandbox gives are checked, by the TypeScript
 * compiler, against the types of the pinned stripe-node (generated from stripe/openapi at the
 * version in node_modules/stripe/OPENAPI_VERSION, for the API version the client pins).
 */

const PREAMBLE = `
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
const EVENT_TYPES: Record<EventObject['type'], string> = {
  'checkout.session.completed': 'Stripe.CheckoutSessionCompletedEvent',
  'checkout.session.expired': 'Stripe.CheckoutSessionExpiredEvent',
  'charge.refunded': 'Stripe.ChargeRefundedEvent',
  'refund.created': 'Stripe.RefundCreatedEvent',
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

function samplesOf(exchanges: RecordedExchange[], events: EventObject[]) {
  const unmapped: string[] = []
  const samples: TypedSample[] = []
  for (const exchange of exchanges) {
    const label = `${exchange.method} ${exchange.path} → ${exchange.status}`
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
    const answer = exchange.status < 300 ? `Json<${route.answer}>` : ERROR_TYPE
    samples.push({ label: `${label} (answer)`, type: answer, value: exchange.body })
  }
  for (const event of events) {
    samples.push({
      label: `event ${event.type} ${event.id}`,
      type: `Json<${EVENT_TYPES[event.type]}>`,
      value: event,
    })
  }
  return { samples, unmapped }
}

const licence = (
  index: number,
  kind: 'commercial' | 'exclusive' | 'private',
  bundleFree = false,
): PricedCart['lines'][number] => ({
  index,
  kind: 'track',
  slug: `track-${index}`,
  trackId: `t${index}`,
  title: `Track ${index}`,
  artist: 'Kael Voss',
  licence: kind,
  quantity: 1,
  unitPriceCents: bundleFree ? 0 : kind === 'exclusive' ? 150000 : 2900,
  listPriceCents: kind === 'exclusive' ? 150000 : 2900,
  bundleFree,
})
const gear = (index: number): PricedCart['lines'][number] => ({
  index,
  kind: 'product',
  slug: 'kv1-studio-headphones',
  productId: 'p1',
  title: 'KV-1 Studio Headphones',
  quantity: 2,
  unitPriceCents: 19900,
  listPriceCents: 19900,
})
const cart = (lines: PricedCart['lines']): PricedCart => ({
  currency: 'EUR',
  lines,
  subtotalCents: 0,
  bundleDiscountCents: 0,
  totalCents: 0,
  hasShipping: lines.some((line) => line.kind === 'product'),
  hasExclusive: lines.some((line) => line.kind === 'track' && line.licence === 'exclusive'),
})
const RATES = [
  {
    id: 'standard',
    name: { en: 'Standard', es: 'Estándar' },
    amount_cents: 490,
    delivery_days: { min: 2, max: 5 },
  },
  {
    id: 'express',
    name: { en: 'Express', es: 'Exprés' },
    amount_cents: 1490,
    delivery_days: { min: 1, max: 2 },
  },
]

/** Runs the product's Stripe flows against a recording sandbox and returns what crossed the wire. */
async function recordProductFlows() {
  const exchanges: RecordedExchange[] = []
  const events: EventObject[] = []
  const { stripe, sandbox, receiver } = await setupStripeSandbox({
    recorder: {
      exchange: (exchange) => exchanges.push(exchange),
      event: (event) => events.push(event),
    },
  })
  const sessionFor = (
    lines: PricedCart['lines'],
    extra: { promotionCodeId?: string; rates?: boolean } = {},
  ) =>
    stripe.checkout.sessions.create(
      checkoutSessionParams({
        orderId: crypto.randomUUID(),
        cart: cart(lines),
        customer: { email: 'alex@example.com', locale: 'en' },
        siteUrl: 'http://localhost:5173/',
        now: new Date(),
        ...(extra.rates ? { shippingRates: RATES } : {}),
        promotionCodeId: extra.promotionCodeId ?? null,
      }),
    )

  // The admin's promotion code, as functions/admin/promotions/create.ts makes it.
  const percent = await stripe.coupons.create({
    name: 'WELCOME10',
    duration: 'once',
    percent_off: 10,
    metadata: { promotion_code_id: 'p-1' },
  })
  const amount = await stripe.coupons.create({
    name: 'FIVE',
    duration: 'once',
    amount_off: 500,
    currency: 'eur',
    metadata: { promotion_code_id: 'p-2' },
  })
  const code = await stripe.promotionCodes.create({
    promotion: { type: 'coupon', coupon: percent.id },
    code: 'WELCOME10',
    active: true,
    expires_at: Math.floor(Date.now() / 1000) + 86_400,
    max_redemptions: 100,
    metadata: { promotion_code_id: 'p-1' },
  })
  const five = await stripe.promotionCodes.create({
    promotion: { type: 'coupon', coupon: amount.id },
    code: 'FIVE',
    active: true,
    metadata: { promotion_code_id: 'p-2' },
  })
  await stripe.promotionCodes.update(five.id, { active: false })
  await stripe.coupons.retrieve(percent.id)
  await stripe.coupons.list({ limit: 10 })
  await stripe.promotionCodes.retrieve(code.id)
  await stripe.promotionCodes.list({ code: 'WELCOME10', limit: 1 })

  // Each kind of session the checkout makes.
  const licences = await sessionFor([licence(0, 'commercial'), licence(1, 'exclusive')], {
    promotionCodeId: code.id,
  })
  const bundle = await sessionFor([
    licence(0, 'private'),
    licence(1, 'private'),
    licence(2, 'private', true),
  ])
  const withGear = await sessionFor([licence(0, 'commercial'), gear(1)], { rates: true })
  await stripe.checkout.sessions.retrieve(withGear.id, {
    expand: ['line_items', 'line_items.data.price.product'],
  })
  await stripe.checkout.sessions.listLineItems(withGear.id, { limit: 1 })
  const rate = withGear.shipping_options[0]?.shipping_rate
  await stripe.shippingRates.retrieve(typeof rate === 'string' ? rate : (rate?.id ?? ''))

  // The buyer types a code on the hosted page, then pays: checkout.session.completed.
  const typed = await fetch(`${bundle.url}/promotion-code`, {
    method: 'POST',
    body: new URLSearchParams({ code: 'welcome10' }),
    redirect: 'manual',
  })
  expect(typed.status).toBe(303)
  for (const session of [licences, bundle, withGear]) {
    const form = paymentForm()
    form.set('billing_country', 'DE')
    form.set('billing_postal_code', '10435')
    expect((await pay(session.url ?? '', form)).status).toBe(303)
  }
  const paid = await stripe.checkout.sessions.retrieve(withGear.id)
  const intentId = String(paid.payment_intent)
  await stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] })

  // The admin refunds an order (the product's own function): refund.created, charge.refunded.
  await requestRefund(stripe, { id: 'order-1', paymentIntentId: intentId })
  // An unmatched payment is refunded without a reason (functions/_shared/orders/unmatched.ts).
  const other = await stripe.checkout.sessions.retrieve(licences.id)
  await stripe.refunds.create({
    payment_intent: String(other.payment_intent),
    metadata: { unmatched_payment_id: 'u-1' },
  })

  // A session left unpaid is expired: checkout.session.expired.
  const abandoned = await sessionFor([gear(0)], { rates: true })
  await stripe.checkout.sessions.expire(abandoned.id)

  await waitFor(
    'the events delivered',
    () => receiver.received.length >= events.length && events.length >= 7,
  )
  await sandbox.idle()
  const listed = await stripe.events.list({ limit: 3 })
  await stripe.events.retrieve(listed.data[0]?.id ?? '')

  // Refused requests answer Stripe's error envelope.
  await expect(stripe.checkout.sessions.retrieve('cs_test_missing')).rejects.toThrow()
  await expect(stripe.refunds.create({ payment_intent: intentId })).rejects.toThrow()
  return { exchanges, events }
}

describe('the Stripe sandbox against stripe-node’s published types', () => {
  it('sends requests, answers and events that type-check as the published definitions', async () => {
    const { exchanges, events } = await recordProductFlows()
    const { samples, unmapped } = samplesOf(exchanges, events)
    expect(unmapped, 'calls with no published type mapped').toEqual([])
    const types = new Set(events.map((event) => event.type))
    expect([...types].sort()).toEqual(Object.keys(EVENT_TYPES).sort())

    const problems = await checkAgainstTypes({ preamble: PREAMBLE, samples })
    if (problems.length > 0) {
      throw new Error(
        `The sandbox drifted from stripe-node's types:\n${describeProblems(problems)}`,
      )
    }
  })

  it('reports a renamed field, a wrong status literal and a missing required field', async () => {
    const { exchanges } = await recordProductFlows()
    const created = exchanges.find(
      (exchange) => exchange.method === 'POST' && exchange.path === '/v1/checkout/sessions',
    )
    const refund = exchanges.find(
      (exchange) => exchange.path === '/v1/refunds' && exchange.status === 200,
    )
    const session = structuredClone(created?.body) as Record<string, unknown>
    session.amount_totals = session.amount_total
    delete session.amount_total
    const wrongStatus = { ...(created?.body as object), status: 'paid' }
    const { currency: _dropped, ...withoutCurrency } = (refund?.body ?? {}) as Record<
      string,
      unknown
    >
    const problems = await checkAgainstTypes({
      preamble: PREAMBLE,
      samples: [
        { label: 'renamed', type: 'Json<Stripe.Checkout.Session>', value: session },
        { label: 'wrong status', type: 'Json<Stripe.Checkout.Session>', value: wrongStatus },
        { label: 'missing', type: 'Json<Stripe.Refund>', value: withoutCurrency },
        {
          label: 'params',
          type: 'Wire<Stripe.RefundCreateParams>',
          value: { payment_intnt: 'pi_1' },
        },
      ],
    })
    const report = describeProblems(problems)
    expect(report).toMatch(/renamed at \$\.amount_totals:[\s\S]*'"amount_totals"' does not exist/)
    expect(report).toMatch(
      /wrong status at \$\.status:[\s\S]*'"paid"' is not assignable to type '"complete" \| "expired" \| "open" \| null'/,
    )
    expect(report).toMatch(/missing at \$ \(required keys\):[\s\S]*"currency"/)
    expect(report).toMatch(/params at \$\.payment_intnt:/)
  })
})
