import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  AdminOrderDetail,
  AdminOrderList,
  RefundStarted,
} from '../../functions/_shared/contract/admin/sales.ts'
import type { OrderView } from '../../functions/_shared/contract/checkout.ts'
import { LICENCE_NUMBER_PATTERN } from '../../functions/_shared/orders/licence-number.ts'
import { waitFor } from '../contract/helpers/wait-for.ts'
import { adminCall, signIn } from './helpers/admin.ts'
import { pay, sessionIdOf, startTestPlatform, type TestPlatform } from './helpers/platform.ts'

type Line =
  | { kind: 'track'; slug: string; licence: 'private' | 'commercial' }
  | { kind: 'product'; slug: string; quantity: number }

type Bought = { id: string; sessionId: string; email: string; name: string }

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; fields?: Record<string, string> } })
    .error
}

/** RFC 4180, as a spreadsheet reads it: quoted fields may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      i++
    } else field += char
  }
  if (field !== '' || row.length > 0) throw new Error('The CSV does not end with CRLF')
  return rows
}

describe('admin Sales through the whole platform', () => {
  let p: TestPlatform
  let owner: string
  let fan: string
  let withGear: Bought
  let formulaName: Bought
  let pending: Bought

  const get = (path: string, token = owner) => adminCall(p, token, path)
  const post = (path: string, token = owner) => adminCall(p, token, path, { method: 'POST' })
  const list = async (query: string) => {
    const response = await get(`orders?${query}`)
    expect(response.status, query).toBe(200)
    return AdminOrderList.parse(await response.json())
  }
  const numbersOf = (found: AdminOrderList, ...orders: Bought[]) => {
    expect(found.items.map((item) => item.id)).toEqual(orders.map((order) => order.id))
  }
  const detail = async (order: Bought) => {
    const response = await get(`orders/${order.id}`)
    expect(response.status).toBe(200)
    return AdminOrderDetail.parse(await response.json())
  }
  const lookup = async (order: Bought) =>
    (await (await p.call(`site/orders/by-session/${order.sessionId}`)).json()) as OrderView
  const mailTo = async (email: string) => {
    const { data } = (await (await fetch(`${p.url}/_mail/api/messages`)).json()) as {
      data: { to: string[]; subject: string; text: string | null }[]
    }
    return data.filter((message) => message.to.includes(email))
  }

  /** Checks out as the site does; pays on the sandbox's page unless told not to. */
  const buy = async (name: string, items: Line[], options: { pay: boolean }) => {
    const email = `sales-${randomBytes(4).toString('hex')}@example.com`
    const created = await p.call('site/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items, email, name, locale: 'en' }),
    })
    expect(created.status).toBe(201)
    const { order_id: id, url } = (await created.json()) as { order_id: string; url: string }
    const sessionId = sessionIdOf(url)
    if (options.pay) {
      await pay(url, { shipping: items.some((item) => item.kind === 'product') })
      await p.delivered(sessionId, 'checkout.session.completed')
    }
    return { id, sessionId, email, name }
  }

  beforeAll(async () => {
    p = await startTestPlatform()
    owner = (await signIn(p, 'owner@example.com')).token
    fan = (await signIn(p, 'fan@example.com')).token
    withGear = await buy(
      'Fan, Alex',
      [
        { kind: 'track', slug: 'midnight-circuit', licence: 'commercial' },
        { kind: 'product', slug: 'kv1-studio-headphones', quantity: 2 },
      ],
      { pay: true },
    )
    formulaName = await buy(
      '=cmd()',
      [
        { kind: 'track', slug: 'glass-horizon', licence: 'private' },
        { kind: 'track', slug: 'midnight-circuit', licence: 'private' },
      ],
      { pay: true },
    )
    pending = await buy(
      'Carla "Pending" Ruiz',
      [{ kind: 'track', slug: 'velvet-hours', licence: 'private' }],
      { pay: false },
    )
  })
  afterAll(() => p?.stop())

  it('is for admins only: a signed-in fan gets 403 everywhere', async () => {
    for (const path of ['orders', `orders/${withGear.id}`, 'orders/export.csv']) {
      const response = await get(path, fan)
      expect([path, response.status, (await errorOf(response)).code]).toEqual([
        path,
        403,
        'not_admin',
      ])
    }
    for (const action of ['resend', 'refund']) {
      const response = await post(`orders/${withGear.id}/${action}`, fan)
      expect([action, response.status]).toEqual([action, 403])
    }
    // Neither action happened.
    const order = await detail(withGear)
    expect(order.status).toBe('paid')
    expect(order.emails.map((email) => email.template).sort()).toEqual([
      'order_buyer',
      'order_owner',
    ])
  })

  it('lists orders newest first with totals, item counts and a summary', async () => {
    const all = await list('')
    expect(all.total).toBe(3)
    numbersOf(all, pending, formulaName, withGear)
    expect(all.items[2]).toMatchObject({
      email: withGear.email,
      name: 'Fan, Alex',
      status: 'paid',
      // The demo's Standard shipping (4,90 €), which Checkout preselects, is in the total.
      total_cents: 9900 + 2 * 19900 + 490,
      currency: 'EUR',
      item_count: 3,
      items_summary: 'Midnight Circuit (commercial), KV-1 Studio Headphones × 2',
    })
    expect(all.items[0]).toMatchObject({ status: 'pending', total_cents: 2400, item_count: 1 })
    expect(all.items[2]!.number).toBeLessThan(all.items[1]!.number)
  })

  it('filters by status, dates and search, and pages', async () => {
    numbersOf(await list('status=paid'), formulaName, withGear)
    numbersOf(await list('status=pending'), pending)
    expect(await list('status=refunded')).toEqual({ items: [], total: 0 })
    // A cleared filter is no filter.
    expect((await list('status=&q=')).total).toBe(3)

    const today = (await list('')).items[0]!.created_at.slice(0, 10)
    const dayAfter = (days: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
    expect((await list(`from=${today}&to=${today}`)).total).toBe(3)
    expect((await list(`from=${dayAfter(1)}`)).total).toBe(0)
    expect((await list(`to=${dayAfter(-1)}`)).total).toBe(0)
    expect((await list(`from=${dayAfter(-1)}&status=paid`)).total).toBe(2)

    numbersOf(await list(`q=${encodeURIComponent(withGear.email.toUpperCase())}`), withGear)
    numbersOf(await list('q=CMD'), formulaName)
    numbersOf(await list('q=pending'), pending)
    const number = (await list('q=cmd')).items[0]!.number
    numbersOf(await list(`q=${encodeURIComponent(`#${number}`)}`), formulaName)
    numbersOf(await list(`q=${number}`), formulaName)
    // LIKE's wildcards are searched for as characters.
    expect((await list('q=%25')).total).toBe(0)
    expect((await list('q=_')).total).toBe(0)

    const first = await list('limit=2')
    expect(first.total).toBe(3)
    numbersOf(first, pending, formulaName)
    const second = await list('limit=2&offset=2')
    expect(second.total).toBe(3)
    numbersOf(second, withGear)
    expect(await list('offset=10')).toEqual({ items: [], total: 3 })
  })

  it('refuses a bad filter with 400 and the parameter at fault', async () => {
    const cases: [string, string, string][] = [
      ['status=shipped', 'status', 'status_invalid'],
      ['from=2026-13-40', 'from', 'date_invalid'],
      ['from=2026-11-22&to=2026-11-21', 'to', 'date_range_invalid'],
      ['limit=0', 'limit', 'limit_invalid'],
      ['limit=201', 'limit', 'limit_invalid'],
      ['offset=-1', 'offset', 'offset_invalid'],
    ]
    for (const [query, field, code] of cases) {
      for (const path of ['orders', 'orders/export.csv']) {
        // The export has the list's filters but no paging.
        if (path.endsWith('.csv') && (field === 'limit' || field === 'offset')) continue
        const response = await get(`${path}?${query}`)
        const error = await errorOf(response)
        expect([query, response.status, error.code, error.fields?.[field]]).toEqual([
          query,
          400,
          'invalid_query',
          code,
        ])
      }
    }
  })

  it('shows an order with its lines, licence numbers, address, payment and emails', async () => {
    const order = await detail(withGear)
    const view = await lookup(withGear)
    expect(order).toMatchObject({
      id: withGear.id,
      status: 'paid',
      email: withGear.email,
      name: 'Fan, Alex',
      locale: 'en',
      subtotal_cents: 49700,
      shipping_cents: 490,
      shipping_rate: 'Standard',
      total_cents: 50190,
      refunded_at: null,
      shipping_address: { name: 'Alex Fan', line1: 'Kastanienallee 1', city: 'Berlin' },
    })
    expect(order.payment_intent_id).toMatch(/^pi_/)
    expect(order.paid_at).not.toBeNull()
    expect(order.items).toEqual([
      expect.objectContaining({
        kind: 'track',
        slug: 'midnight-circuit',
        title: 'Midnight Circuit',
        licence: 'commercial',
        quantity: 1,
        unit_price_cents: 9900,
        total_cents: 9900,
      }),
      expect.objectContaining({
        kind: 'product',
        slug: 'kv1-studio-headphones',
        licence: null,
        quantity: 2,
        unit_price_cents: 19900,
        total_cents: 39800,
      }),
    ])
    expect(order.licences).toHaveLength(1)
    expect(order.licences[0]).toMatchObject({
      title: 'Midnight Circuit',
      licence: 'commercial',
      holder_name: 'Fan, Alex',
      holder_email: withGear.email,
      downloads_left: 5,
      revoked_at: null,
    })
    expect(order.licences[0]!.number).toMatch(LICENCE_NUMBER_PATTERN)
    expect(order.licences[0]!.number).toBe(view.licences[0]!.number)
    expect(JSON.stringify(order)).not.toContain('token')
    expect(order.emails.map((email) => email.template).sort()).toEqual([
      'order_buyer',
      'order_owner',
    ])
    expect(order.emails.find((email) => email.template === 'order_buyer')?.to).toBe(withGear.email)

    const unpaid = await detail(pending)
    expect(unpaid).toMatchObject({ status: 'pending', paid_at: null, licences: [], emails: [] })
    expect(unpaid.payment_intent_id).toBeNull()
  })

  it('answers 404 for an order that does not exist', async () => {
    for (const path of [
      'orders/00000000-0000-4000-8000-000000000000',
      'orders/not-an-id',
      'orders/00000000-0000-4000-8000-000000000000/resend',
    ]) {
      const response = path.endsWith('resend') ? await post(path) : await get(path)
      expect([path, response.status, (await errorOf(response)).code]).toEqual([
        path,
        404,
        'order_not_found',
      ])
    }
  })

  it('exports the filtered orders as CSV a spreadsheet cannot be tricked by', async () => {
    const response = await get('orders/export.csv?status=paid')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/)
    const today = new Date().toISOString().slice(0, 10)
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="sales-${today}.csv"`,
    )
    expect(response.headers.get('access-control-expose-headers')).toBe('Content-Disposition')
    const bytes = new Uint8Array(await response.arrayBuffer())
    // UTF-8's byte order mark, so a spreadsheet reads accented names right; decoding drops it.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes)
    expect(text).toContain('"Fan, Alex"')
    const [header, ...rows] = parseCsv(text)
    expect(header).toEqual([
      'order_number',
      'created_at',
      'status',
      'name',
      'email',
      'items',
      'item_count',
      'total',
      'currency',
      'paid_at',
      'refunded_at',
    ])
    expect(rows).toHaveLength(2)
    const byEmail = new Map(rows.map((row) => [row[4], row]))
    const formula = byEmail.get(formulaName.email)!
    expect(formula[3]).toBe("'=cmd()")
    expect(formula[5]).toBe('Glass Horizon (private), Midnight Circuit (private)')
    expect(formula[7]).toBe('58.00')
    const gear = byEmail.get(withGear.email)!
    expect(gear.slice(2, 9)).toEqual([
      'paid',
      'Fan, Alex',
      withGear.email,
      'Midnight Circuit (commercial), KV-1 Studio Headphones × 2',
      '3',
      '501.90',
      'EUR',
    ])
    expect(gear[10]).toBe('')

    const searched = parseCsv(await (await get('orders/export.csv?q=pending')).text())
    expect(searched).toHaveLength(2)
    expect(searched[0]![0]).toBe('order_number')
    expect(searched[1]![3]).toBe('Carla "Pending" Ruiz')
  })

  it('sends the buyer’s download email again, with the same links, for a paid order', async () => {
    const view = await lookup(withGear)
    const response = await post(`orders/${withGear.id}/resend`)
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ queued: true })

    const emails = (await detail(withGear)).emails
    expect(emails.map((email) => email.template).sort()).toEqual([
      'order_buyer',
      'order_buyer_resend',
      'order_owner',
    ])
    const original = emails.find((email) => email.template === 'order_buyer')!
    const resent = emails.find((email) => email.template === 'order_buyer_resend')!
    expect(resent).toMatchObject({ to: withGear.email, subject: original.subject })

    const arrived = await waitFor('both buyer emails at /_mail', async () => {
      const messages = (await mailTo(withGear.email)).filter((m) => m.subject === resent.subject)
      return messages.length === 2 && messages
    })
    for (const message of arrived) {
      expect(message.text).toContain(view.downloads[0]!.url)
      expect(message.text).toContain(view.licences[0]!.number)
    }
    await waitFor('the resend marked sent', async () => {
      const again = (await detail(withGear)).emails.find((e) => e.id === resent.id)
      return again?.status === 'sent' && again.sent_at !== null
    })
  })

  it('refuses to resend or refund an order that is not paid', async () => {
    for (const action of ['resend', 'refund']) {
      const response = await post(`orders/${pending.id}/${action}`)
      expect([action, response.status, (await errorOf(response)).code]).toEqual([
        action,
        409,
        'order_not_paid',
      ])
    }
    expect((await detail(pending)).emails).toEqual([])
  })

  it('refunds through Stripe; the webhook then marks the order refunded and revokes its licence', async () => {
    const download = (await lookup(formulaName)).downloads[0]!.url

    const response = await post(`orders/${formulaName.id}/refund`)
    expect(response.status).toBe(202)
    const refund = RefundStarted.parse(await response.json())
    expect(refund.refund_id).toMatch(/^re_/)
    expect(refund.status).toBe('succeeded')

    const paymentIntent = (await detail(formulaName)).payment_intent_id!
    const intent = await p.stripe.paymentIntents.retrieve(paymentIntent)
    await p.delivered(String(intent.latest_charge), 'charge.refunded')

    const refunded = await detail(formulaName)
    expect(refunded.status).toBe('refunded')
    expect(refunded.refunded_at).not.toBeNull()
    expect(refunded.licences).toHaveLength(2)
    for (const grant of refunded.licences) expect(grant.revoked_at).not.toBeNull()
    numbersOf(await list('status=refunded'), formulaName)

    const closed = await fetch(download, { redirect: 'manual' })
    expect(closed.status).toBe(410)
    expect((await errorOf(closed)).code).toBe('download_revoked')

    // Once refunded, neither again.
    for (const action of ['refund', 'resend']) {
      const again = await post(`orders/${formulaName.id}/${action}`)
      expect([action, again.status, (await errorOf(again)).code]).toEqual([
        action,
        409,
        'order_not_paid',
      ])
    }
  })

  it('answers 405 with the allowed method for a wrong one', async () => {
    const cases: [string, string, string][] = [
      ['orders', 'POST', 'GET'],
      ['orders/export.csv', 'POST', 'GET'],
      [`orders/${withGear.id}`, 'DELETE', 'GET'],
      [`orders/${withGear.id}`, 'PATCH', 'GET'],
      [`orders/${withGear.id}/resend`, 'GET', 'POST'],
      [`orders/${withGear.id}/refund`, 'PUT', 'POST'],
    ]
    for (const [path, method, allowed] of cases) {
      const response = await adminCall(p, owner, path, { method })
      expect([path, method, response.status, response.headers.get('allow')]).toEqual([
        path,
        method,
        405,
        allowed,
      ])
      expect((await errorOf(response)).code).toBe('method_not_allowed')
    }
    expect((await detail(withGear)).status).toBe('paid')
  })
})
