import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  AdminOrderDetail,
  AdminOrderList,
  AdminShipment,
} from '../../functions/_shared/contract/admin/sales.ts'
import { waitFor } from '../contract/helpers/wait-for.ts'
import { adminCall, signIn } from './helpers/admin.ts'
import { pay, sessionIdOf, startTestPlatform, type TestPlatform } from './helpers/platform.ts'

type Line =
  | { kind: 'track'; slug: string; licence: 'private' | 'commercial' }
  | { kind: 'product'; slug: string; quantity: number }

const GEAR: Line = { kind: 'product', slug: 'kv1-studio-headphones', quantity: 1 }
const TRACK: Line = { kind: 'track', slug: 'midnight-circuit', licence: 'private' }

describe('marking a gear order shipped', () => {
  let p: TestPlatform
  let owner: string
  let fan: string

  const ship = (id: string, body: unknown, token: string | null = owner) =>
    adminCall(p, token, `orders/${id}/shipment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  const detail = async (id: string) => {
    const response = await adminCall(p, owner, `orders/${id}`)
    expect(response.status).toBe(200)
    return AdminOrderDetail.parse(await response.json())
  }
  const listed = async (email: string) => {
    const response = await adminCall(p, owner, `orders?q=${encodeURIComponent(email)}`)
    expect(response.status).toBe(200)
    return AdminOrderList.parse(await response.json()).items.map((item) => item.shipping)
  }
  const errorOf = async (response: Response) =>
    ((await response.json()) as { error: { code: string; fields?: Record<string, string> } }).error
  const mailTo = async (email: string) => {
    const { data } = (await (await fetch(`${p.url}/_mail/api/messages`)).json()) as {
      data: { to: string[]; subject: string; text: string | null; html: string | null }[]
    }
    return data.filter((message) => message.to.includes(email))
  }

  /** Checks out as the site does, in `locale`, and pays unless told not to. */
  const buy = async (items: Line[], locale: string, paid = true) => {
    const email = `ship-${randomBytes(4).toString('hex')}@example.com`
    const created = await p.call('site/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items, email, name: 'Jo Buyer', locale }),
    })
    expect(created.status).toBe(201)
    const { order_id: id, url } = (await created.json()) as { order_id: string; url: string }
    if (paid) {
      await pay(url, { shipping: items.some((item) => item.kind === 'product') })
      await p.delivered(sessionIdOf(url), 'checkout.session.completed')
    }
    return { id, email }
  }

  beforeAll(async () => {
    p = await startTestPlatform()
    owner = (await signIn(p, 'owner@example.com')).token
    fan = (await signIn(p, 'fan@example.com')).token
  })
  afterAll(() => p?.stop())

  it('records the carrier and tracking, shows it on the order, and emails the buyer in their language', async () => {
    const order = await buy([TRACK, GEAR], 'de')
    const before = await detail(order.id)
    expect(before).toMatchObject({ has_gear: true, shipment: null })
    expect(await listed(order.email)).toEqual(['to_ship'])

    const response = await ship(order.id, {
      carrier: '  DHL ',
      tracking_number: 'JD0146 0000 1234',
      tracking_url: 'https://www.dhl.de/sendung?id=JD014600001234',
    })
    expect(response.status).toBe(201)
    const shipment = AdminShipment.parse(await response.json())
    expect(shipment).toMatchObject({
      carrier: 'DHL',
      tracking_number: 'JD0146 0000 1234',
      tracking_url: 'https://www.dhl.de/sendung?id=JD014600001234',
    })
    const after = await detail(order.id)
    expect(after.shipment).toEqual(shipment)
    expect(after.status).toBe('paid')
    expect(after.emails.map((email) => email.template)).toContain('order_shipped')
    expect(await listed(order.email)).toEqual(['shipped'])

    const [mail] = await waitFor('the shipping email at /_mail', async () => {
      const found = (await mailTo(order.email)).filter((m) => m.subject.includes('unterwegs'))
      return found.length > 0 && found
    })
    expect(mail!.subject).toMatch(/^Bestellung Nr\. \d+ ist unterwegs$/)
    expect(mail!.text).toContain('Sendungsnummer: JD0146 0000 1234')
    expect(mail!.text).toContain('https://www.dhl.de/sendung?id=JD014600001234')
    expect(mail!.text).toContain('KV-1')
    expect(mail!.html).toContain('Sendung verfolgen')
  })

  it('ships an order once, even when two admins mark it at the same moment', async () => {
    const order = await buy([GEAR], 'en')
    const answers = await Promise.all([
      ship(order.id, { carrier: 'UPS', tracking_number: '1Z999AA10123456784' }),
      ship(order.id, { carrier: 'GLS', tracking_number: '12345678901' }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409])
    const refused = answers.find((answer) => answer.status === 409)!
    expect((await errorOf(refused)).code).toBe('order_already_shipped')
    const again = await ship(order.id, { carrier: 'UPS', tracking_number: '1Z999AA10123456784' })
    expect(again.status).toBe(409)

    const shipped = await detail(order.id)
    expect(shipped.emails.filter((email) => email.template === 'order_shipped')).toHaveLength(1)
    expect(shipped.shipment?.tracking_url).toBeNull()
  })

  it('refuses orders with nothing to ship or not paid, and unknown orders', async () => {
    const tracksOnly = await buy([TRACK], 'en')
    const noGear = await ship(tracksOnly.id, { carrier: 'DHL', tracking_number: 'A1' })
    expect(noGear.status).toBe(409)
    expect((await errorOf(noGear)).code).toBe('order_has_no_gear')
    expect((await detail(tracksOnly.id)).has_gear).toBe(false)
    expect(await listed(tracksOnly.email)).toEqual(['none'])

    const unpaid = await buy([GEAR], 'en', false)
    const notPaid = await ship(unpaid.id, { carrier: 'DHL', tracking_number: 'A1' })
    expect(notPaid.status).toBe(409)
    expect((await errorOf(notPaid)).code).toBe('order_not_paid')
    expect((await detail(unpaid.id)).shipment).toBeNull()

    for (const id of [crypto.randomUUID(), 'not-an-order', '%00']) {
      const missing = await ship(id, { carrier: 'DHL', tracking_number: 'A1' })
      expect(missing.status, id).toBe(404)
    }
  })

  it('refuses bad input field by field and changes nothing', async () => {
    const order = await buy([GEAR], 'es')
    const cases: [unknown, number, string, string | undefined][] = [
      [{ tracking_number: 'A1' }, 422, 'validation_failed', 'carrier'],
      [{ carrier: ' ', tracking_number: 'A1' }, 422, 'validation_failed', 'carrier'],
      [{ carrier: 'x'.repeat(61), tracking_number: 'A1' }, 422, 'validation_failed', 'carrier'],
      [
        { carrier: 'DHL', tracking_number: 'A1; drop table' },
        422,
        'validation_failed',
        'tracking_number',
      ],
      [
        { carrier: 'DHL', tracking_number: 'A1', tracking_url: 'http://dhl.de/x' },
        422,
        'validation_failed',
        'tracking_url',
      ],
      [
        { carrier: 'DHL', tracking_number: 'A1', tracking_url: 'javascript:alert(1)' },
        422,
        'validation_failed',
        'tracking_url',
      ],
      [{ carrier: 'DHL\u0000', tracking_number: 'A1' }, 422, 'validation_failed', 'carrier'],
      [
        { carrier: 'DHL', tracking_number: 'A1\ud800' },
        422,
        'validation_failed',
        'tracking_number',
      ],
      [
        { carrier: 'DHL', tracking_number: 'A1', shipped_at: '2020-01-01' },
        422,
        'validation_failed',
        undefined,
      ],
      ['{"carrier":', 400, 'invalid_json', undefined],
    ]
    for (const [body, status, code, field] of cases) {
      const response = await ship(order.id, body)
      const error = await errorOf(response)
      expect({ status: response.status, code: error.code }, JSON.stringify(body)).toEqual({
        status,
        code,
      })
      if (field) expect(error.fields, JSON.stringify(body)).toHaveProperty(field)
    }
    expect((await detail(order.id)).shipment).toBeNull()
  })

  it('lets only admins mark an order shipped', async () => {
    const order = await buy([GEAR], 'en')
    const body = { carrier: 'DHL', tracking_number: 'A1' }
    expect((await ship(order.id, body, null)).status).toBe(401)
    const asFan = await ship(order.id, body, fan)
    expect(asFan.status).toBe(403)
    expect((await errorOf(asFan)).code).toBe('not_admin')
    expect((await detail(order.id)).shipment).toBeNull()
  })
})
