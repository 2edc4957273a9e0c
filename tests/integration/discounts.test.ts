import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminPromotionCode } from '../../functions/_shared/contract/admin/promotions.ts'
import { AdminOrderDetail } from '../../functions/_shared/contract/admin/sales.ts'
import { CheckoutQuote, OrderView } from '../../functions/_shared/contract/checkout.ts'
import { PublicSettings } from '../../functions/_shared/contract/site/site.ts'
import { expectPublishedStripeTypes } from '../contract/helpers/stripe-published-types.ts'
import { waitFor } from '../contract/helpers/wait-for.ts'
import { adminCall, signIn } from './helpers/admin.ts'
import {
  pay,
  paymentForm,
  sessionIdOf,
  startTestPlatform,
  type TestPlatform,
} from './helpers/platform.ts'

// The licence bundle and promotion codes change what Stripe charges: read from the sandbox's
// session (amount_total, total_details.amount_discount) and from the order the payment fulfils.

const PRIVATE = (slug: string) => ({ kind: 'track', slug, licence: 'private' })
// Demo prices: 29 €, 29 € and 24 € (Velvet Hours, the cheapest, is the free one).
const THREE = [PRIVATE('midnight-circuit'), PRIVATE('glass-horizon'), PRIVATE('velvet-hours')]

describe('discounts at checkout', () => {
  let p: TestPlatform
  let owner: string

  beforeAll(async () => {
    p = await startTestPlatform()
    owner = (await signIn(p, 'owner@example.com')).token
  })
  afterAll(async () => {
    // The sandbox's answers to the product's own calls, and its events, as stripe-node types them.
    try {
      if (p) await expectPublishedStripeTypes(p.stripeTraffic)
    } finally {
      await p?.stop()
    }
  })

  const checkout = (items: object[], extra: object = {}) =>
    p.call('site/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        items,
        email: `deal-${randomBytes(4).toString('hex')}@example.com`,
        name: 'Dana Deal',
        locale: 'en',
        ...extra,
      }),
    })
  const placed = async (items: object[], extra: object = {}) => {
    const response = await checkout(items, extra)
    expect(response.status).toBe(201)
    const { order_id: id, url } = (await response.json()) as { order_id: string; url: string }
    return { id, url, sessionId: sessionIdOf(url) }
  }
  /** Pays on the hosted page and waits for the fulfilment; answers the success page's view. */
  const payAndRead = async (order: { url: string; sessionId: string }) => {
    await pay(order.url, { shipping: false })
    await p.delivered(order.sessionId, 'checkout.session.completed')
    return waitFor('the order to be paid', async () => {
      const view = OrderView.parse(
        await (await p.call(`site/orders/by-session/${order.sessionId}`)).json(),
      )
      return view.status === 'paid' && view
    })
  }
  const admin = (path: string, method = 'GET', body?: unknown) =>
    adminCall(p, owner, path, {
      method,
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    })
  const newCode = async (body: object) => {
    const response = await admin('promotion-codes', 'POST', body)
    expect(response.status).toBe(201)
    return (await response.json()) as AdminPromotionCode
  }

  it('makes the cheapest of three private licences free, in the lines Stripe charges', async () => {
    const settings = PublicSettings.parse(await (await p.call('site/settings')).json())
    expect(settings.bundle_enabled).toBe(true)
    const order = await placed(THREE)
    const session = await p.stripe.checkout.sessions.retrieve(order.sessionId, {
      expand: ['line_items'],
    })
    expect(session).toMatchObject({
      amount_subtotal: 2900 + 2900,
      amount_total: 2900 + 2900,
      allow_promotion_codes: true,
      discounts: [],
    })
    expect(session.line_items?.data.map((item) => [item.description, item.amount_total])).toEqual(
      expect.arrayContaining([['Velvet Hours — Private-use licence', 0]]),
    )

    const view = await payAndRead(order)
    expect(view).toMatchObject({
      subtotal: 2900 + 2900 + 2400,
      bundle_discount: 2400,
      discount: 0,
      total: 5800,
    })
    expect(view.items.find((item) => item.slug === 'velvet-hours')).toMatchObject({
      bundle_free: true,
      total: 0,
    })
    // Every licence is delivered, the free one included.
    expect(view.licences).toHaveLength(3)
    const [payment] = await p.platform.sql<
      { stripe_payment_intent_id: string; total_cents: number }[]
    >`
      select stripe_payment_intent_id, total_cents from public.orders where id = ${order.id}`
    const intent = await p.stripe.paymentIntents.retrieve(payment!.stripe_payment_intent_id)
    expect(intent.amount_received).toBe(payment!.total_cents)
  })

  it('takes WELCOME10 off on top of the bundle, and records the code and what it took', async () => {
    const order = await placed([...THREE, PRIVATE('low-signal')], {
      promotion_code: 'welcome10',
    })
    const session = await p.stripe.checkout.sessions.retrieve(order.sessionId)
    // 29 + 29 + 24 + 19 € with the cheapest (19 €) free: 82 €, 10 % off → 73,80 €.
    expect(session).toMatchObject({
      amount_subtotal: 8200,
      amount_total: 7380,
      total_details: { amount_discount: 820 },
      allow_promotion_codes: null,
    })
    expect(session.discounts?.[0]?.promotion_code).toMatch(/^promo_/)

    const view = await payAndRead(order)
    expect(view).toMatchObject({
      subtotal: 10100,
      bundle_discount: 1900,
      discount: 820,
      promotion_code: 'WELCOME10',
      total: 7380,
    })
    expect(view.items.find((item) => item.bundle_free)?.slug).toBe('low-signal')
    const detail = AdminOrderDetail.parse(await (await admin(`orders/${order.id}`)).json())
    expect(detail).toMatchObject({
      bundle_discount_cents: 1900,
      discount_cents: 820,
      promotion_code: 'WELCOME10',
      total_cents: 7380,
    })
    const [email] = await p.platform.sql<{ text_body: string }[]>`
      select text_body from public.email_outbox where dedupe_key = ${`order:${order.id}:buyer`}`
    expect(email?.text_body).toContain('Licence bundle (1 in 3 private licences free): −€19.00')
    expect(email?.text_body).toContain('Promotion code WELCOME10: −€8.20')
    expect(email?.text_body).toContain('Total: €73.80')

    const codes = (await (await admin('promotion-codes')).json()) as { items: AdminPromotionCode[] }
    expect(codes.items.find((code) => code.code === 'WELCOME10')?.times_redeemed).toBe(1)
  })

  it('quotes the cart with a code before Stripe: the discount and total Stripe then charges', async () => {
    const quote = (items: object[], promotion_code?: string) =>
      p.call('site/checkout/quote', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ items, promotion_code }),
      })
    const items = [...THREE, PRIVATE('low-signal')]
    const quoted = await quote(items, ' welcome10 ')
    expect(quoted.status).toBe(200)
    const body = CheckoutQuote.parse(await quoted.json())
    expect(body).toEqual({
      subtotal: 10100,
      bundle_discount: 1900,
      discount: 820,
      promotion_code: 'WELCOME10',
      total: 7380,
      currency: 'EUR',
    })
    const order = await placed(items, { promotion_code: 'WELCOME10' })
    const session = await p.stripe.checkout.sessions.retrieve(order.sessionId)
    expect(session.amount_total).toBe(body.total)
    expect(session.total_details?.amount_discount).toBe(body.discount)

    // Without a code: the bundle only. An amount off is capped at the total.
    expect(CheckoutQuote.parse(await (await quote(THREE)).json())).toMatchObject({
      discount: 0,
      promotion_code: null,
      total: 5800,
    })
    await newCode({ code: 'BIG-AMOUNT', amount_off_cents: 100000 })
    expect(
      CheckoutQuote.parse(await (await quote([PRIVATE('velvet-hours')], 'big-amount')).json()),
    ).toMatchObject({ discount: 2400, total: 0 })

    // A code that cannot be used: the checkout's coded 422, on its field.
    const refused = await quote(THREE, 'NO-SUCH-CODE')
    expect(refused.status).toBe(422)
    expect(await refused.json()).toEqual({
      error: {
        code: 'promotion_code_invalid',
        message: expect.any(String),
        fields: { promotion_code: 'promotion_code_invalid' },
      },
    })
    expect((await quote([], 'WELCOME10')).status).toBe(422)
    expect((await p.call('site/checkout/quote')).status).toBe(405)
  })

  it('records a code the buyer types on Stripe’s page', async () => {
    const order = await placed([PRIVATE('aurora-run')])
    const typed = await fetch(`${order.url}/promotion-code`, {
      method: 'POST',
      body: new URLSearchParams({ code: 'Welcome10' }),
      redirect: 'manual',
    })
    expect(typed.status).toBe(303)
    const view = await payAndRead(order)
    expect(view).toMatchObject({ discount: 290, promotion_code: 'WELCOME10', total: 2610 })
  })

  it('reserves a code allowed once for the first open checkout, until it expires', async () => {
    const created = await newCode({ code: 'ONE-SHOT', percent_off: 50, max_redemptions: 1 })
    // As every answer: snake_case, and nothing of Stripe's ids.
    expect(Object.keys(created).filter((key) => !/^[a-z0-9_]+$/.test(key))).toEqual([])
    expect(created).not.toHaveProperty('stripePromotionCodeId')

    // Three checkouts race for its one use; the first to commit holds it.
    const racing = await Promise.all(
      ['a', 'b', 'c'].map(() =>
        checkout([PRIVATE('midnight-circuit')], { promotion_code: 'one-shot' }),
      ),
    )
    const statuses = racing.map((response) => response.status).sort()
    expect(statuses).toEqual([201, 422, 422])
    for (const refused of racing.filter((response) => response.status === 422)) {
      expect((await refused.json()).error.code).toBe('promotion_code_used_up')
    }
    const holder = racing.find((response) => response.status === 201)!
    const { url } = (await holder.json()) as { url: string }
    // Still unpaid, it keeps the use: another buyer is refused.
    expect(
      (await checkout([PRIVATE('glass-horizon')], { promotion_code: 'ONE-SHOT' })).status,
    ).toBe(422)
    // Its session expires: the use is free again.
    await p.stripe.checkout.sessions.expire(sessionIdOf(url))
    await p.delivered(sessionIdOf(url), 'checkout.session.expired')
    const next = await placed([PRIVATE('glass-horizon')], { promotion_code: 'ONE-SHOT' })
    expect((await payAndRead(next)).discount).toBe(1450)
    expect((await checkout([PRIVATE('velvet-hours')], { promotion_code: 'ONE-SHOT' })).status).toBe(
      422,
    )
  })

  it('lets Stripe’s page refuse to complete a session whose code another session used up', async () => {
    await newCode({ code: 'STRIPE-ONCE', amount_off_cents: 300, max_redemptions: 1 })
    const [promotion] = (await p.stripe.promotionCodes.list({ code: 'STRIPE-ONCE' })).data
    const session = () =>
      p.stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            price_data: { currency: 'eur', product_data: { name: 'Test' }, unit_amount: 2000 },
            quantity: 1,
          },
        ],
        discounts: [{ promotion_code: promotion!.id }],
        customer_email: 'twice@example.com',
        success_url: 'http://localhost/done?session_id={CHECKOUT_SESSION_ID}',
      })
    // Both opened while the code could still be redeemed, as Stripe allows.
    const first = await session()
    const second = await session()
    await pay(first.url!, { shipping: false })
    const refused = await fetch(`${second.url}/pay`, {
      method: 'POST',
      body: paymentForm({ shipping: false }),
      redirect: 'manual',
    })
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('This promotion code has been fully redeemed.')
    expect((await p.stripe.checkout.sessions.retrieve(second.id)).status).toBe('open')
    expect((await p.stripe.promotionCodes.retrieve(promotion!.id)).times_redeemed).toBe(1)
  })

  it('refuses unknown, switched-off, expired and used-up codes with a coded 422', async () => {
    const refused = async (code: string) => {
      const response = await checkout([PRIVATE('midnight-circuit')], { promotion_code: code })
      expect(response.status).toBe(422)
      const { error } = (await response.json()) as { error: { code: string; fields: object } }
      expect(error.fields).toEqual({ promotion_code: error.code })
      return error.code
    }
    expect(await refused('NO-SUCH-CODE')).toBe('promotion_code_invalid')

    const off = await newCode({ code: 'SWITCHED-OFF', percent_off: 20 })
    const switched = await admin(`promotion-codes/${off.id}`, 'PATCH', { active: false })
    expect(((await switched.json()) as AdminPromotionCode).active).toBe(false)
    expect(await refused('switched-off')).toBe('promotion_code_invalid')
    expect((await p.stripe.promotionCodes.list({ code: 'SWITCHED-OFF' })).data[0]?.active).toBe(
      false,
    )

    const once = await newCode({ code: 'ONLY-ONCE', amount_off_cents: 500, max_redemptions: 1 })
    expect(once).toMatchObject({ amount_off_cents: 500, max_redemptions: 1, times_redeemed: 0 })
    const first = await placed([PRIVATE('tidal-bloom')], { promotion_code: 'ONLY-ONCE' })
    expect((await payAndRead(first)).discount).toBe(500)
    expect(await refused('only-once')).toBe('promotion_code_used_up')

    const today = new Date().toISOString().slice(0, 10)
    const soon = await newCode({ code: 'LAST-DAY', percent_off: 15, expires_on: today })
    expect(soon.expires_at).not.toBeNull()
    // A day later (the mirror decides before Stripe is asked).
    await p.platform.sql`
      update public.promotion_codes set expires_at = now() - interval '1 minute'
      where id = ${soon.id}`
    expect(await refused('LAST-DAY')).toBe('promotion_code_expired')
  })

  it('refuses bad codes in the admin, and a code Stripe already has', async () => {
    const duplicate = await admin('promotion-codes', 'POST', { code: 'welcome10', percent_off: 5 })
    expect(duplicate.status).toBe(409)
    expect((await duplicate.json()).error.code).toBe('promotion_code_taken')
    const both = await admin('promotion-codes', 'POST', {
      code: 'BOTH',
      percent_off: 5,
      amount_off_cents: 100,
    })
    expect(both.status).toBe(422)
    expect((await both.json()).error.fields).toEqual({ percent_off: 'discount_invalid' })
    const past = await admin('promotion-codes', 'POST', {
      code: 'TOO-LATE',
      percent_off: 5,
      expires_on: '2020-01-01',
    })
    expect(past.status).toBe(422)
    expect((await past.json()).error.fields).toEqual({ expires_on: 'date_in_past' })
    // Nothing half-made is left behind.
    const codes = (await (await admin('promotion-codes')).json()) as { items: AdminPromotionCode[] }
    expect(codes.items.map((code) => code.code)).not.toContain('TOO-LATE')
  })

  it('charges full price once the owner switches the bundle off', async () => {
    const off = await admin('settings', 'PATCH', { bundle_enabled: false })
    expect(off.status).toBe(200)
    try {
      const order = await placed(THREE)
      const session = await p.stripe.checkout.sessions.retrieve(order.sessionId)
      expect(session.amount_total).toBe(2900 + 2900 + 2400)
    } finally {
      await admin('settings', 'PATCH', { bundle_enabled: true })
    }
  })

  it('refuses a free line the bundle does not give (the database re-checks the order)', async () => {
    const [track] = await p.platform.sql<{ id: string }[]>`
      select id from public.tracks where slug = 'midnight-circuit'`
    const attempt = p.platform.sql`
      select private.place_order(${p.platform.sql.json({
        id: crypto.randomUUID(),
        email: 'cheat@example.com',
        name: 'Chea Ter',
        locale: 'en',
        currency: 'EUR',
        subtotal_cents: 2900,
        bundle_discount_cents: 2900,
        total_cents: 0,
        has_shipping: false,
      })}, ${p.platform.sql.json([
        {
          kind: 'track',
          track_id: track!.id,
          slug: 'midnight-circuit',
          licence: 'private',
          title: 'Midnight Circuit',
          unit_price_cents: 0,
          bundle_free: true,
        },
      ])})`
    await expect(attempt).rejects.toMatchObject({ code: 'P0001', hint: 'price_changed' })
  })
})
