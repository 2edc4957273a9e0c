import { randomBytes, randomUUID } from 'node:crypto'
import type Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AdminOrderDetail, RefundStarted } from '../../functions/_shared/contract/admin/sales.ts'
import type { OrderView } from '../../functions/_shared/contract/checkout.ts'
import { waitFor } from '../contract/helpers/wait-for.ts'
import { adminCall, signIn } from './helpers/admin.ts'
import { pay, sessionIdOf, startTestPlatform, type TestPlatform } from './helpers/platform.ts'

type Line =
  | { kind: 'track'; slug: string; licence: 'private' | 'commercial' }
  | { kind: 'product'; slug: string; quantity: number }

type Bought = { id: string; sessionId: string; email: string }

const HEADPHONES = 'kv1-studio-headphones'

/** Refunds by line (issue 31): through the whole platform, its Stripe sandbox and webhooks. */
describe('refunding chosen lines of an order', () => {
  let p: TestPlatform
  let owner: string

  const errorOf = async (response: Response) =>
    ((await response.json()) as { error: { code: string; fields?: Record<string, string> } }).error
  const detail = async (order: Bought) => {
    const response = await adminCall(p, owner, `orders/${order.id}`)
    expect(response.status).toBe(200)
    return AdminOrderDetail.parse(await response.json())
  }
  const refund = (order: Bought, body: unknown) =>
    adminCall(p, owner, `orders/${order.id}/refund`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  const lookup = async (order: Bought) =>
    (await (await p.call(`site/orders/by-session/${order.sessionId}`)).json()) as OrderView
  const stock = async () => {
    const [row] = await p.rows<{ stock: number }>('products', {
      slug: `eq.${HEADPHONES}`,
      select: 'stock',
    })
    return row!.stock
  }
  const chargeOf = async (order: Bought) => {
    const intent = await p.stripe.paymentIntents.retrieve(
      (await detail(order)).payment_intent_id!,
      { expand: ['latest_charge'] },
    )
    return intent.latest_charge as Stripe.Charge
  }

  const buy = async (items: Line[], locale = 'en'): Promise<Bought> => {
    const email = `refunds-${randomBytes(4).toString('hex')}@example.com`
    const created = await p.call('site/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items, email, name: 'Alex Fan', locale }),
    })
    expect(created.status).toBe(201)
    const { order_id: id, url } = (await created.json()) as { order_id: string; url: string }
    const sessionId = sessionIdOf(url)
    await pay(url, { shipping: items.some((item) => item.kind === 'product') })
    await p.delivered(sessionId, 'checkout.session.completed')
    return { id, sessionId, email }
  }

  beforeAll(async () => {
    p = await startTestPlatform()
    owner = (await signIn(p, 'owner@example.com')).token
  })
  afterAll(() => p?.stop())

  it('refunds one licence and unshipped gear: only their downloads close, the gear is back in stock, the buyer is told', async () => {
    const order = await buy(
      [
        { kind: 'track', slug: 'midnight-circuit', licence: 'commercial' },
        { kind: 'track', slug: 'glass-horizon', licence: 'private' },
        { kind: 'product', slug: HEADPHONES, quantity: 2 },
      ],
      'de',
    )
    const before = await detail(order)
    const line = (title: RegExp) => before.items.find((item) => title.test(item.title))!
    const circuit = line(/Midnight Circuit/)
    const headphones = before.items.find((item) => item.kind === 'product')!
    const downloads = (await lookup(order)).downloads
    const downloadOf = (title: RegExp) => downloads.find((d) => title.test(d.title))!.url
    const stockBefore = await stock()
    const chargeBefore = await chargeOf(order)

    const response = await refund(order, { items: [circuit.id, headphones.id] })
    expect(response.status).toBe(202)
    const started = RefundStarted.parse(await response.json())
    const expected = circuit.refundable_cents + headphones.refundable_cents
    expect(started.amount_cents).toBe(expected)
    expect(expected).toBeGreaterThan(0)
    expect(started.refund_id).toMatch(/^re_/)

    // Stripe refunded exactly those lines' amount: a partial refund of the charge.
    const charge = await chargeOf(order)
    expect(charge.amount_refunded - chargeBefore.amount_refunded).toBe(expected)
    expect(charge.refunded).toBe(false)
    await p.delivered(charge.id, 'charge.refunded')

    const after = await detail(order)
    expect(after.status).toBe('paid')
    expect(after.refunded_cents).toBe(expected)
    const byId = new Map(after.items.map((item) => [item.id, item]))
    expect(byId.get(circuit.id)!.refunded_at).not.toBeNull()
    expect(byId.get(headphones.id)).toMatchObject({ gear_outcome: 'restocked' })
    expect(byId.get(line(/Glass Horizon/).id)!.refunded_at).toBeNull()
    const revoked = Object.fromEntries(after.licences.map((g) => [g.title, g.revoked_at !== null]))
    expect(revoked).toEqual({ 'Glass Horizon': false, 'Midnight Circuit': true })
    // The refunded gear is back on the shelf, and nothing is left to ship.
    expect(await stock()).toBe(stockBefore + 2)
    expect(after.has_gear).toBe(false)

    // Only the refunded licence's downloads close.
    const closed = await fetch(downloadOf(/Midnight Circuit/), { redirect: 'manual' })
    expect(closed.status).toBe(410)
    const open = await fetch(downloadOf(/Glass Horizon/), { redirect: 'manual' })
    expect(open.status).toBe(302)

    // The buyer's email, in the order's language, names what was refunded.
    const email = await waitFor('the refund email', async () => {
      const { data } = (await (await fetch(`${p.url}/_mail/api/messages`)).json()) as {
        data: { to: string[]; subject: string; text: string | null }[]
      }
      return data.find((m) => m.to.includes(order.email) && /erstattet/.test(m.subject))
    })
    expect(email.text).toContain('Midnight Circuit')
    expect(email.text).toContain('vor dem Versand storniert')
    expect(email.text).not.toContain('Glass Horizon')

    // The same line again: refused, and Stripe is not asked.
    const again = await refund(order, { items: [circuit.id] })
    expect(again.status).toBe(409)
    expect(await errorOf(again)).toMatchObject({
      code: 'order_item_already_refunded',
      fields: { 'items.0': 'already_refunded' },
    })
    expect((await chargeOf(order)).amount_refunded).toBe(charge.amount_refunded)
  })

  it('lets two clicks at once refund a line only once', async () => {
    const order = await buy([
      { kind: 'track', slug: 'velvet-hours', licence: 'private' },
      { kind: 'track', slug: 'glass-horizon', licence: 'commercial' },
    ])
    const [first] = (await detail(order)).items
    const answers = await Promise.all([
      refund(order, { items: [first!.id] }),
      refund(order, { items: [first!.id] }),
    ])
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([202, 409])
    const charge = await chargeOf(order)
    expect(charge.amount_refunded).toBe(first!.refundable_cents)
  })

  it('marks shipped gear returned (not restocked), and refunding the last lines refunds the rest and closes the order', async () => {
    const order = await buy([
      { kind: 'track', slug: 'midnight-circuit', licence: 'private' },
      { kind: 'product', slug: HEADPHONES, quantity: 1 },
    ])
    const shipped = await adminCall(p, owner, `orders/${order.id}/shipment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ carrier: 'DHL', tracking_number: 'JD0001' }),
    })
    expect(shipped.status).toBe(201)
    const { items } = await detail(order)
    const gear = items.find((item) => item.kind === 'product')!
    const stockBefore = await stock()

    expect((await refund(order, { items: [gear.id] })).status).toBe(202)
    expect((await detail(order)).items.find((i) => i.id === gear.id)!.gear_outcome).toBe('returned')
    expect(await stock()).toBe(stockBefore)

    const track = items.find((item) => item.kind === 'track')!
    expect((await refund(order, { items: [track.id] })).status).toBe(202)
    const charge = await chargeOf(order)
    expect(charge.refunded).toBe(true)
    await p.delivered(charge.id, 'charge.refunded')
    await waitFor('the order closed', async () => (await detail(order)).status === 'refunded')
  })

  it('lists gear to ship until it ships or is refunded, on the sales list and the dashboard', async () => {
    const toShipIds = async () => {
      const list = await adminCall(p, owner, 'orders?shipping=to_ship&limit=200')
      expect(list.status).toBe(200)
      const { items } = (await list.json()) as { items: { id: string; shipping: string }[] }
      for (const item of items) expect(item.shipping).toBe('to_ship')
      const dashboard = await adminCall(p, owner, 'dashboard')
      const { to_ship } = (await dashboard.json()) as {
        to_ship: { count: number; orders: { id: string }[] }
      }
      expect(to_ship.count).toBe(items.length)
      return items.map((item) => item.id)
    }
    const waiting = await buy([{ kind: 'product', slug: HEADPHONES, quantity: 1 }])
    const refunded = await buy([
      { kind: 'track', slug: 'velvet-hours', licence: 'private' },
      { kind: 'product', slug: HEADPHONES, quantity: 1 },
    ])
    expect(await toShipIds()).toEqual(expect.arrayContaining([waiting.id, refunded.id]))
    const gear = (await detail(refunded)).items.find((item) => item.kind === 'product')!
    expect((await refund(refunded, { items: [gear.id] })).status).toBe(202)
    const left = await toShipIds()
    expect(left).toContain(waiting.id)
    expect(left).not.toContain(refunded.id)
    // Nothing of it left to ship: the shipment is refused.
    const shipment = await adminCall(p, owner, `orders/${refunded.id}/shipment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ carrier: 'DHL', tracking_number: 'JD0002' }),
    })
    expect([shipment.status, (await errorOf(shipment)).code]).toEqual([409, 'order_has_no_gear'])
    const bad = await adminCall(p, owner, 'orders?shipping=lost')
    expect(bad.status).toBe(400)
  })

  it('refuses hostile lists of lines with a 4xx, changing nothing', async () => {
    const order = await buy([{ kind: 'track', slug: 'velvet-hours', licence: 'commercial' }])
    const other = await buy([{ kind: 'track', slug: 'glass-horizon', licence: 'private' }])
    const [mine] = (await detail(order)).items
    const [theirs] = (await detail(other)).items
    const cases: [string, unknown, number, string][] = [
      ['an unknown id', { items: [randomUUID()] }, 422, 'order_item_unknown'],
      ['another order’s line', { items: [theirs!.id] }, 422, 'order_item_unknown'],
      ['a mix of mine and theirs', { items: [mine!.id, theirs!.id] }, 422, 'order_item_unknown'],
      ['duplicates', { items: [mine!.id, mine!.id] }, 422, 'validation_failed'],
      [
        'duplicates in another case',
        { items: [mine!.id, mine!.id.toUpperCase()] },
        422,
        'validation_failed',
      ],
      [
        'a huge array',
        { items: Array.from({ length: 5000 }, () => randomUUID()) },
        413,
        'payload_too_large',
      ],
      [
        'too many ids',
        { items: Array.from({ length: 101 }, () => randomUUID()) },
        422,
        'validation_failed',
      ],
      ['an empty list', { items: [] }, 422, 'validation_failed'],
      ['not ids', { items: ['1 or 1=1', 42, null] }, 422, 'validation_failed'],
      ['not a list', { items: mine!.id }, 422, 'validation_failed'],
      ['an unknown field', { items: [mine!.id], amount: 1 }, 422, 'validation_failed'],
      ['broken JSON', '{"items": [', 400, 'invalid_json'],
    ]
    for (const [name, body, status, code] of cases) {
      const response = await refund(order, body)
      expect([name, response.status, (await errorOf(response)).code]).toEqual([name, status, code])
    }
    const asText = await adminCall(p, owner, `orders/${order.id}/refund`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ items: [mine!.id] }),
    })
    expect(asText.status).toBe(415)
    const noBodyType = await adminCall(p, owner, `orders/${order.id}/refund`, {
      method: 'POST',
      body: new Blob([JSON.stringify({ items: [mine!.id] })]),
    })
    expect(noBodyType.status).toBe(415)

    expect((await chargeOf(order)).amount_refunded).toBe(0)
    expect((await chargeOf(other)).amount_refunded).toBe(0)
    expect((await detail(order)).items.every((item) => item.refunded_at === null)).toBe(true)
  })
})
