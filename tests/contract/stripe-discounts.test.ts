import type Stripe from 'stripe'
import { afterAll, describe, expect, it } from 'vitest'
import {
  pay,
  paymentForm,
  setupStripeSandbox as setup,
  shopSessionParams,
  suiteTraffic,
  verifyWebhook as verify,
} from './helpers/stripe-harness.ts'
import { expectPublishedStripeTypes } from './helpers/stripe-published-types.ts'
import { waitFor } from './helpers/wait-for.ts'

// Coupons, promotion codes and the discounts of Checkout Sessions, driven with the official
// client the way the site's functions drive them (field names and behaviour as in Stripe's API
// reference for the client's API version: Stripe.API_VERSION).

/** A 10 % coupon with a promotion code customers type. */
async function welcomeCode(
  stripe: Stripe,
  options: Partial<Stripe.PromotionCodeCreateParams> = {},
) {
  const coupon = await stripe.coupons.create({ percent_off: 10, duration: 'once', name: '10 %' })
  const promotionCode = await stripe.promotionCodes.create({
    promotion: { type: 'coupon', coupon: coupon.id },
    code: 'WELCOME10',
    ...options,
  })
  return { coupon, promotionCode }
}

/** Three licences, one of them free (the site's bundle puts it in at 0). */
function licenceSessionParams(): Stripe.Checkout.SessionCreateParams {
  const line = (name: string, amount: number) => ({
    quantity: 1,
    price_data: { currency: 'eur', unit_amount: amount, product_data: { name } },
  })
  return {
    mode: 'payment',
    line_items: [
      line('Midnight Circuit — Private licence', 2900),
      line('Glass Horizon — Private licence', 2900),
      {
        ...line('Velvet Hours — Private licence', 0),
        price_data: {
          currency: 'eur',
          unit_amount: 0,
          product_data: {
            name: 'Velvet Hours — Private licence',
            description: 'Free with the licence bundle',
          },
        },
      },
    ],
    customer_email: 'fan@example.com',
    metadata: { order_id: 'order_bundle' },
    success_url: 'http://localhost:5173/payment-success?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost:5173/tracks',
  }
}

// Every request these tests got accepted, every answer and every event, against stripe-node's types.
afterAll(() => expectPublishedStripeTypes(suiteTraffic))

describe('Stripe sandbox: coupons', () => {
  it('creates percentage and amount coupons, retrieves and lists them', async () => {
    const { stripe } = await setup()
    const percent = await stripe.coupons.create({ percent_off: 12.5, duration: 'once' })
    expect(percent).toMatchObject({
      object: 'coupon',
      percent_off: 12.5,
      amount_off: null,
      currency: null,
      duration: 'once',
      times_redeemed: 0,
      valid: true,
      livemode: false,
    })
    const amount = await stripe.coupons.create({
      id: 'FIVE-OFF',
      amount_off: 500,
      currency: 'EUR',
      name: '5 € off',
      max_redemptions: 2,
      metadata: { promotion_code_id: 'p1' },
    })
    expect(amount).toMatchObject({
      id: 'FIVE-OFF',
      amount_off: 500,
      currency: 'eur',
      max_redemptions: 2,
      metadata: { promotion_code_id: 'p1' },
    })
    expect(await stripe.coupons.retrieve('FIVE-OFF')).toEqual(amount)
    const listed = await stripe.coupons.list({ limit: 10 })
    expect(listed.data.map((coupon) => coupon.id)).toEqual(['FIVE-OFF', percent.id])
  })

  it('refuses coupons Stripe would refuse', async () => {
    const { stripe } = await setup()
    await expect(
      stripe.coupons.create({ percent_off: 10, amount_off: 100, currency: 'eur' }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'amount_off' })
    await expect(stripe.coupons.create({ duration: 'once' })).rejects.toMatchObject({
      param: 'percent_off',
    })
    await expect(stripe.coupons.create({ amount_off: 500 })).rejects.toMatchObject({
      code: 'parameter_missing',
      param: 'currency',
    })
    await expect(stripe.coupons.create({ percent_off: 101 })).rejects.toMatchObject({
      param: 'percent_off',
    })
    await stripe.coupons.create({ id: 'TAKEN', percent_off: 5 })
    await expect(stripe.coupons.create({ id: 'TAKEN', percent_off: 5 })).rejects.toMatchObject({
      code: 'resource_already_exists',
    })
    await expect(stripe.coupons.retrieve('NOPE')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    })
  })
})

describe('Stripe sandbox: promotion codes', () => {
  it('puts a customer-facing code on a coupon, lists it by code and state, switches it off', async () => {
    const { stripe } = await setup()
    const { coupon, promotionCode } = await welcomeCode(stripe, {
      max_redemptions: 100,
      metadata: { promotion_code_id: 'row-1' },
    })
    expect(promotionCode).toMatchObject({
      object: 'promotion_code',
      code: 'WELCOME10',
      active: true,
      max_redemptions: 100,
      expires_at: null,
      times_redeemed: 0,
      customer: null,
      promotion: { type: 'coupon', coupon: coupon.id },
      restrictions: { first_time_transaction: false, minimum_amount: null },
      metadata: { promotion_code_id: 'row-1' },
    })
    expect(promotionCode.id).toMatch(/^promo_/)
    const expanded = await stripe.promotionCodes.retrieve(promotionCode.id, {
      expand: ['promotion.coupon'],
    })
    expect((expanded.promotion.coupon as Stripe.Coupon).percent_off).toBe(10)

    // Listing by code matches whatever the case, as Stripe does.
    const byCode = await stripe.promotionCodes.list({ code: 'welcome10' })
    expect(byCode.data.map((code) => code.id)).toEqual([promotionCode.id])
    expect((await stripe.promotionCodes.list({ code: 'OTHER' })).data).toEqual([])

    const off = await stripe.promotionCodes.update(promotionCode.id, { active: false })
    expect(off.active).toBe(false)
    expect((await stripe.promotionCodes.list({ active: true })).data).toEqual([])
    expect((await stripe.promotionCodes.list({ active: false })).data).toHaveLength(1)
    expect((await stripe.promotionCodes.update(promotionCode.id, { active: true })).active).toBe(
      true,
    )
  })

  it('keeps active codes unique whatever their case, and refuses what Stripe refuses', async () => {
    const { stripe } = await setup()
    const { coupon } = await welcomeCode(stripe)
    await expect(
      stripe.promotionCodes.create({
        promotion: { type: 'coupon', coupon: coupon.id },
        code: 'welcome10',
      }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'code' })
    await expect(
      stripe.promotionCodes.create({
        promotion: { type: 'coupon', coupon: coupon.id },
        code: 'PAST',
        expires_at: Math.floor(Date.now() / 1000) - 60,
      }),
    ).rejects.toMatchObject({ param: 'expires_at' })
    await expect(
      stripe.promotionCodes.create({ promotion: { type: 'coupon', coupon: 'nope' }, code: 'X1X' }),
    ).rejects.toMatchObject({ code: 'resource_missing', param: 'promotion[coupon]' })
    await expect(
      stripe.promotionCodes.create({
        promotion: { type: 'coupon', coupon: coupon.id },
        code: 'NO SPACES',
      }),
    ).rejects.toMatchObject({ param: 'code' })
  })
})

describe('Stripe sandbox: discounts on Checkout Sessions', () => {
  it('applies a promotion code given at creation to the subtotal, never to shipping', async () => {
    const { stripe } = await setup()
    const { coupon, promotionCode } = await welcomeCode(stripe)
    const session = await stripe.checkout.sessions.create({
      ...shopSessionParams(),
      shipping_options: [
        {
          shipping_rate_data: {
            type: 'fixed_amount',
            display_name: 'Standard',
            fixed_amount: { amount: 490, currency: 'eur' },
          },
        },
      ],
      discounts: [{ promotion_code: promotionCode.id }],
    })
    expect(session).toMatchObject({
      amount_subtotal: 5500,
      // 5500 - 10 % + 490 shipping
      amount_total: 5500 - 550 + 490,
      total_details: { amount_discount: 550, amount_shipping: 490, amount_tax: 0 },
      discounts: [{ coupon: coupon.id, promotion_code: promotionCode.id }],
      allow_promotion_codes: null,
    })
    const items = await stripe.checkout.sessions.listLineItems(session.id)
    expect(items.data.map((item) => item.amount_discount)).toEqual([400, 150])
    expect(items.data.map((item) => item.amount_total)).toEqual([3600, 1350])
    const expanded = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['discounts.promotion_code'],
    })
    const applied = expanded.discounts?.[0]?.promotion_code as Stripe.PromotionCode | undefined
    expect(applied?.code).toBe('WELCOME10')
  })

  it('takes a free line item beside a discount, as the site’s licence bundle sends it', async () => {
    const { stripe } = await setup()
    const { promotionCode } = await welcomeCode(stripe)
    const session = await stripe.checkout.sessions.create({
      ...licenceSessionParams(),
      discounts: [{ promotion_code: promotionCode.id }],
    })
    expect(session).toMatchObject({
      amount_subtotal: 5800,
      amount_total: 5220,
      total_details: { amount_discount: 580 },
    })
    const items = await stripe.checkout.sessions.listLineItems(session.id)
    expect(items.data.map((item) => [item.amount_subtotal, item.amount_discount])).toEqual([
      [2900, 290],
      [2900, 290],
      [0, 0],
    ])
    const page = await (await fetch(session.url!)).text()
    expect(page).toContain('Free with the licence bundle')
    expect(page).toContain('Discount (WELCOME10)')
    expect(page).toContain('€52.20')
  })

  it('refuses a discount and allow_promotion_codes together, as Stripe does', async () => {
    const { stripe } = await setup()
    const { promotionCode } = await welcomeCode(stripe)
    await expect(
      stripe.checkout.sessions.create({
        ...shopSessionParams(),
        allow_promotion_codes: true,
        discounts: [{ promotion_code: promotionCode.id }],
      }),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'allow_promotion_codes',
      message: 'You may only specify one of these parameters: allow_promotion_codes, discounts.',
    })
  })

  it('refuses promotion codes that cannot be redeemed: off, expired, used up, unknown', async () => {
    const now = { ms: Date.now() }
    const { stripe } = await setup({ now: () => now.ms })
    const { promotionCode } = await welcomeCode(stripe, {
      max_redemptions: 1,
      expires_at: Math.floor(now.ms / 1000) + 3600,
    })
    const withCode = () =>
      stripe.checkout.sessions.create({
        ...shopSessionParams(),
        discounts: [{ promotion_code: promotionCode.id }],
      })
    const param = 'discounts[0][promotion_code]'

    await stripe.promotionCodes.update(promotionCode.id, { active: false })
    await expect(withCode()).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param })
    await stripe.promotionCodes.update(promotionCode.id, { active: true })

    // Redeemed once (its maximum) by a paid session.
    const first = await withCode()
    expect((await pay(first.url!, paymentForm())).status).toBe(303)
    expect((await stripe.promotionCodes.retrieve(promotionCode.id)).times_redeemed).toBe(1)
    await expect(withCode()).rejects.toMatchObject({ param })

    const { promotionCode: later } = await welcomeCode(stripe, {
      code: 'SOON-GONE',
      expires_at: Math.floor(now.ms / 1000) + 60,
    })
    now.ms += 120_000
    await expect(
      stripe.checkout.sessions.create({
        ...shopSessionParams(),
        discounts: [{ promotion_code: later.id }],
      }),
    ).rejects.toMatchObject({ param, code: 'coupon_expired' })
    await expect(
      stripe.checkout.sessions.create({
        ...shopSessionParams(),
        discounts: [{ promotion_code: 'promo_missing' }],
      }),
    ).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing', param })
  })
})

describe('Stripe sandbox: a code typed on the hosted page', () => {
  it('applies, removes and charges a code the buyer types, and counts its redemption', async () => {
    const { stripe, receiver } = await setup()
    const { coupon, promotionCode } = await welcomeCode(stripe)
    const session = await stripe.checkout.sessions.create({
      ...licenceSessionParams(),
      allow_promotion_codes: true,
    })
    expect(session).toMatchObject({
      allow_promotion_codes: true,
      discounts: [],
      amount_total: 5800,
    })
    const page = await (await fetch(session.url!)).text()
    expect(page).toContain('<label for="promotion_code">Promotion code</label>')

    const typeCode = (code: string) =>
      fetch(`${session.url}/promotion-code`, {
        method: 'POST',
        body: new URLSearchParams({ code }),
        redirect: 'manual',
      })
    const wrong = await typeCode('NOPE10')
    expect(wrong.status).toBe(400)
    expect(await wrong.text()).toContain('This code is invalid.')

    // Codes match whatever their case.
    expect((await typeCode('welcome10')).status).toBe(303)
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      amount_total: 5220,
      total_details: { amount_discount: 580 },
      discounts: [{ coupon: coupon.id, promotion_code: promotionCode.id }],
    })
    const remove = await fetch(`${session.url}/promotion-code/remove`, {
      method: 'POST',
      redirect: 'manual',
    })
    expect(remove.status).toBe(303)
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      amount_total: 5800,
      discounts: [],
    })
    expect((await typeCode('WELCOME10')).status).toBe(303)

    const form = paymentForm()
    form.set('billing_country', 'DE')
    form.set('billing_postal_code', '10435')
    expect((await pay(session.url!, form)).status).toBe(303)
    const webhook = await waitFor('checkout.session.completed', () =>
      receiver.ofType('checkout.session.completed').at(0),
    )
    const completed = (await verify(stripe, webhook)).data.object as Stripe.Checkout.Session
    expect(completed).toMatchObject({
      payment_status: 'paid',
      amount_total: 5220,
      total_details: { amount_discount: 580 },
      discounts: [{ promotion_code: promotionCode.id }],
    })
    const paid = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] })
    expect((paid.payment_intent as Stripe.PaymentIntent).amount_received).toBe(5220)
    expect((await stripe.promotionCodes.retrieve(promotionCode.id)).times_redeemed).toBe(1)
    expect((await stripe.coupons.retrieve(coupon.id)).times_redeemed).toBe(1)
  })

  it('completes a session a discount brought to zero without a card or a payment', async () => {
    const { stripe } = await setup()
    const coupon = await stripe.coupons.create({ percent_off: 100 })
    const promotionCode = await stripe.promotionCodes.create({
      promotion: { type: 'coupon', coupon: coupon.id },
      code: 'ONTHEHOUSE',
    })
    const session = await stripe.checkout.sessions.create({
      ...licenceSessionParams(),
      discounts: [{ promotion_code: promotionCode.id }],
    })
    expect(session.amount_total).toBe(0)
    const page = await (await fetch(session.url!)).text()
    expect(page).toContain('Nothing is due')
    expect(page).not.toContain('Test card')
    expect((await pay(session.url!, new URLSearchParams())).status).toBe(303)
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      status: 'complete',
      payment_status: 'no_payment_required',
      payment_intent: null,
    })
  })
})
