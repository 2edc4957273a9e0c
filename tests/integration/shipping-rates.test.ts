import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AdminOrderDetail } from '../../functions/_shared/contract/admin/sales.ts'
import { OrderView } from '../../functions/_shared/contract/checkout.ts'
import { PublicSettings } from '../../functions/_shared/contract/site/site.ts'
import { expectPublishedStripeTypes } from '../contract/helpers/stripe-published-types.ts'
import { waitFor } from '../contract/helpers/wait-for.ts'
import { adminCall, signIn } from './helpers/admin.ts'
import {
  paymentForm,
  sessionIdOf,
  startTestPlatform,
  type TestPlatform,
} from './helpers/platform.ts'

// The owner's shipping rates for gear: offered at Stripe Checkout as `shipping_options`, the
// buyer's choice charged and recorded on the order, its emails and its pages.

const GEAR = { kind: 'product', slug: 'kv1-studio-headphones', quantity: 1 }
const TRACK = { kind: 'track', slug: 'midnight-circuit', licence: 'private' }

describe('shipping rates at checkout', () => {
  let p: TestPlatform
  let owner: string

  const checkout = async (items: object[], locale = 'de') => {
    const email = `rates-${randomBytes(4).toString('hex')}@example.com`
    const response = await p.call('site/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items, email, name: 'Rita Rates', locale }),
    })
    expect(response.status).toBe(201)
    const { order_id: id, url } = (await response.json()) as { order_id: string; url: string }
    return { id, url, email, sessionId: sessionIdOf(url) }
  }
  const settings = async () => PublicSettings.parse(await (await p.call('site/settings')).json())
  const patchSettings = (body: unknown) =>
    adminCall(p, owner, 'settings', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

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

  it('offers the demo rates on gear, charges the one chosen and records it on the order', async () => {
    const { shipping_rates: rates } = await settings()
    expect(rates.map((rate) => [rate.id, rate.amount_cents])).toEqual([
      ['standard', 490],
      ['express', 1490],
    ])

    const order = await checkout([TRACK, GEAR])
    const session = await p.stripe.checkout.sessions.retrieve(order.sessionId, {
      expand: ['shipping_options.shipping_rate'],
    })
    const offered = session.shipping_options.map(
      (option) =>
        option.shipping_rate as {
          id: string
          display_name: string
          metadata: Record<string, string>
          delivery_estimate: unknown
        },
    )
    expect(offered.map((rate) => [rate.display_name, rate.metadata.rate_id])).toEqual([
      ['Standard', 'standard'],
      ['Express', 'express'],
    ])
    expect(offered[1]!.delivery_estimate).toEqual({
      minimum: { unit: 'business_day', value: 1 },
      maximum: { unit: 'business_day', value: 2 },
    })
    // Stripe preselects the first option: 29 € licence + 199 € headphones + 4,90 € standard.
    expect(session.amount_total).toBe(2900 + 19900 + 490)

    const form = paymentForm({ shipping: true })
    form.set('shipping_rate', offered[1]!.id)
    const paid = await fetch(`${order.url}/pay`, { method: 'POST', body: form, redirect: 'manual' })
    expect(paid.status).toBe(303)
    await p.delivered(order.sessionId, 'checkout.session.completed')

    const view = OrderView.parse(
      await (await p.call(`site/orders/by-session/${order.sessionId}`)).json(),
    )
    expect(view).toMatchObject({
      status: 'paid',
      shipping_cents: 1490,
      shipping_rate: 'Express',
      total: 2900 + 19900 + 1490,
    })
    const detail = AdminOrderDetail.parse(
      await (await adminCall(p, owner, `orders/${order.id}`)).json(),
    )
    expect(detail).toMatchObject({
      subtotal_cents: 2900 + 19900,
      shipping_cents: 1490,
      shipping_rate: 'Express',
      total_cents: 2900 + 19900 + 1490,
    })
    const intent = await p.stripe.paymentIntents.retrieve(String(detail.payment_intent_id))
    expect(intent.amount_received).toBe(detail.total_cents)

    const mail = await waitFor('the buyer email', async () => {
      const { data } = (await (await fetch(`${p.url}/_mail/api/messages`)).json()) as {
        data: { to: string[]; text: string | null }[]
      }
      return data.find((message) => message.to.includes(order.email))
    })
    // German writes a no-break space between the amount and the euro sign.
    const text = mail.text?.replaceAll('\u00a0', ' ')
    expect(text).toContain('Versand (Express): 14,90 €')
    expect(text).toContain('Gesamt: 242,90 €')
  })

  it('offers no shipping options for licences alone', async () => {
    const order = await checkout([TRACK])
    const session = await p.stripe.checkout.sessions.retrieve(order.sessionId)
    expect(session.shipping_options).toEqual([])
    expect(session.amount_total).toBe(2900)
  })

  it('lets the owner change the rates, refusing what Stripe could not offer', async () => {
    const rate = (id: string, es: string, amount_cents: number) => ({
      id,
      name: { es, en: es },
      amount_cents,
      delivery_days: { min: 1, max: 3 },
    })
    const refused = [
      { shipping_rates: Array.from({ length: 6 }, (_, i) => rate(`r${i}`, 'Tarifa', 100)) },
      { shipping_rates: [rate('same', 'A', 100), rate('same', 'B', 200)] },
      { shipping_rates: [{ ...rate('x', 'A', 100), name: { en: 'No Spanish' } }] },
      { shipping_rates: [{ ...rate('x', 'A', 100), delivery_days: { min: 5, max: 2 } }] },
      { shipping_rates: [rate('Bad Id', 'A', 100)] },
      { shipping_rates: [rate('x', 'A', -1)] },
    ]
    for (const body of refused) {
      const response = await patchSettings(body)
      expect(response.status, JSON.stringify(body)).toBe(422)
    }
    expect((await settings()).shipping_rates).toHaveLength(2)

    const saved = await patchSettings({ shipping_rates: [rate('pickup', 'Recogida', 0)] })
    expect(saved.status).toBe(200)
    expect((await settings()).shipping_rates).toEqual([
      {
        id: 'pickup',
        name: { es: 'Recogida', en: 'Recogida' },
        amount_cents: 0,
        delivery_days: { min: 1, max: 3 },
      },
    ])
    const order = await checkout([GEAR], 'es')
    const session = await p.stripe.checkout.sessions.retrieve(order.sessionId)
    expect(session.shipping_options.map((option) => option.shipping_amount)).toEqual([0])
    expect(session.amount_total).toBe(19900)

    // None: shipping is included in the prices again.
    expect((await patchSettings({ shipping_rates: [] })).status).toBe(200)
    const included = await checkout([GEAR], 'es')
    expect(
      (await p.stripe.checkout.sessions.retrieve(included.sessionId)).shipping_options,
    ).toEqual([])
  })
})
