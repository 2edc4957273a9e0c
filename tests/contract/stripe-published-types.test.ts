import { describe, expect, it } from 'vitest'
import { requestRefund } from '../../functions/admin/sales/refund.ts'
import type { PricedCart } from '../../functions/site/checkout/pricing.ts'
import { checkoutSessionParams } from '../../functions/site/checkout/session-params.ts'
import { describeProblems } from './helpers/published-types.ts'
import { pay, paymentForm, setupStripeSandbox } from './helpers/stripe-harness.ts'
import {
  checkStripeSamples,
  EVENT_TYPES,
  expectPublishedStripeTypes,
  stripeTrafficRecorder,
} from './helpers/stripe-published-types.ts'
import { waitFor } from './helpers/wait-for.ts'

/**
 * The Stripe sandbox against Stripe's published API definition: the product's Stripe flows, made
 * with its own functions where they can be called alone (the Checkout Session's parameters, the
 * admin's refund), and every request, answer and webhook event checked against stripe-node's types
 * (helpers/stripe-published-types.ts). The other Stripe contract suites check their traffic too.
 */

const licence = (
  index: number,
  kind: 'commercial' | 'exclusive' | 'private' | 'wav',
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
  const { traffic, recorder } = stripeTrafficRecorder()
  const { exchanges, events } = traffic
  const { stripe, sandbox, receiver } = await setupStripeSandbox({ recorder })
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
  // Stripe Tax and the invoice: the paid session's, as fulfilment and the site read it.
  await stripe.invoices.retrieve(String(paid.invoice))

  // A business with a VAT number (reverse charge), and a card its bank disputes afterwards:
  // charge.dispute.created.
  const business = await sessionFor([licence(0, 'wav')])
  const businessForm = paymentForm('4000000000000259')
  businessForm.set('billing_country', 'FR')
  businessForm.set('billing_postal_code', '75011')
  businessForm.set('business_name', 'Studio Lumière SARL')
  businessForm.set('tax_id', 'FR40303265045')
  expect((await pay(business.url ?? '', businessForm)).status).toBe(303)
  const disputed = await stripe.checkout.sessions.retrieve(business.id)
  await stripe.invoices.retrieve(String(disputed.invoice))

  // The admin refunds an order (the product's own function): refund.created, charge.refunded.
  await requestRefund(stripe, { id: 'order-1', paymentIntentId: intentId })
  // An unmatched payment is refunded without a reason (functions/_shared/orders/unmatched.ts).
  const other = await stripe.checkout.sessions.retrieve(licences.id)
  await stripe.refunds.create({
    payment_intent: String(other.payment_intent),
    metadata: { unmatched_payment_id: 'u-1' },
  })

  // A session left unpaid, its buyer having agreed to hear from the seller (a declined card
  // keeps the consent), is expired: checkout.session.expired with its recovery link, which opens
  // a copy of it (recovered_from).
  const abandoned = await sessionFor([gear(0)], { rates: true })
  const declined = paymentForm('4000000000000002')
  declined.set('promotions', 'opt_in')
  expect((await pay(abandoned.url ?? '', declined)).status).toBe(402)
  const expired = await stripe.checkout.sessions.expire(abandoned.id)
  const recovered = await fetch(expired.after_expiration?.recovery?.url ?? '', {
    redirect: 'manual',
  })
  expect(recovered.status).toBe(303)
  const copy = await stripe.checkout.sessions.retrieve(
    String(recovered.headers.get('location')).split('/').at(-1) ?? '',
  )
  expect(copy.recovered_from).toBe(abandoned.id)

  await waitFor(
    'the events delivered',
    () => receiver.received.length >= events.length && events.length >= 10,
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
    // Every event type the sandbox sends, and refusals as well as answers, were seen.
    const types = new Set(events.map((event) => event.type))
    expect([...types].sort()).toEqual(Object.keys(EVENT_TYPES).sort())
    expect(exchanges.filter((exchange) => exchange.status >= 400).length).toBeGreaterThanOrEqual(2)
    await expectPublishedStripeTypes({ exchanges, events })
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
    const problems = await checkStripeSamples([
      { label: 'renamed', type: 'Json<Stripe.Checkout.Session>', value: session },
      { label: 'wrong status', type: 'Json<Stripe.Checkout.Session>', value: wrongStatus },
      { label: 'missing', type: 'Json<Stripe.Refund>', value: withoutCurrency },
      {
        label: 'params',
        type: 'Wire<Stripe.RefundCreateParams>',
        value: { payment_intnt: 'pi_1' },
      },
    ])
    const report = describeProblems(problems)
    expect(report).toMatch(/renamed at \$\.amount_totals:[\s\S]*'"amount_totals"' does not exist/)
    expect(report).toMatch(
      /wrong status at \$\.status:[\s\S]*'"paid"' is not assignable to type '"complete" \| "expired" \| "open" \| null'/,
    )
    expect(report).toMatch(/missing at \$ \(required keys\):[\s\S]*"currency"/)
    expect(report).toMatch(/params at \$\.payment_intnt:/)
  })
})
