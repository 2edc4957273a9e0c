import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Dashboard } from '../../functions/_shared/contract/admin/dashboard.ts'
import { AdminOrderDetail } from '../../functions/_shared/contract/admin/sales.ts'
import { adminCall, signIn } from './helpers/admin.ts'
import { pay, sessionIdOf, startTestPlatform, type TestPlatform } from './helpers/platform.ts'

type TrackLine = { kind: 'track'; slug: string; licence: 'private' | 'commercial' }

const DAY_MS = 86_400_000
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10)

describe('the admin dashboard through the whole platform', () => {
  let p: TestPlatform
  let owner: string

  const dashboard = async (query = '') => {
    const response = await adminCall(p, owner, `dashboard${query}`)
    expect(response.status, query).toBe(200)
    return Dashboard.parse(await response.json())
  }
  const order = async (id: string) =>
    AdminOrderDetail.parse(await (await adminCall(p, owner, `orders/${id}`)).json())
  const postJson = async (path: string, body: unknown) => {
    const response = await p.call(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(response.status, `${path}: ${await response.clone().text()}`).toBe(201)
    return response.json()
  }
  /** Checks out as the site does; pays on the sandbox's page unless told not to. */
  const buy = async (items: TrackLine[], options: { pay: boolean }) => {
    const email = `dash-${randomBytes(4).toString('hex')}@example.com`
    const { order_id: id, url } = (await postJson('site/checkout', {
      items,
      email,
      name: 'Dana Dashboard',
      locale: 'en',
    })) as { order_id: string; url: string }
    if (options.pay) {
      await pay(url, { shipping: false })
      await p.delivered(sessionIdOf(url), 'checkout.session.completed')
    }
    return id
  }

  beforeAll(async () => {
    p = await startTestPlatform()
    owner = (await signIn(p, 'owner@example.com')).token
  })
  afterAll(() => p?.stop())

  it('starts with nothing sold, every day of the range at zero, and the demo inbox waiting', async () => {
    const empty = await dashboard()
    const today = isoDay(Date.now())
    expect(empty).toMatchObject({
      range: { to: today, from: isoDay(Date.now() - 29 * DAY_MS), days: 30 },
      revenue_cents: 0,
      currency: 'EUR',
      orders: 0,
      licences: { private: 0, commercial: 0, exclusive: 0 },
      top_tracks: [],
      // The demo data's contact message, booking request and enquiry (supabase/seed.sql).
      unread_messages: 3,
      open_bookings: 1,
    })
    expect(empty.recent_activity.map((event) => event.kind).sort()).toEqual([
      'booking',
      'message',
      'message',
    ])
    expect(empty.revenue_by_day).toHaveLength(30)
    expect(empty.revenue_by_day.every((day) => day.revenue_cents === 0)).toBe(true)
  })

  it('is for admins only', async () => {
    const { token } = await signIn(p, 'fan@example.com')
    const response = await adminCall(p, token, 'dashboard')
    expect(response.status).toBe(403)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_admin')
  })

  it('adds up what was paid in the range, without refunds or pending orders', async () => {
    const before = await dashboard('?days=30')
    const big = await buy(
      [
        { kind: 'track', slug: 'midnight-circuit', licence: 'commercial' },
        { kind: 'track', slug: 'glass-horizon', licence: 'private' },
      ],
      { pay: true },
    )
    const small = await buy([{ kind: 'track', slug: 'midnight-circuit', licence: 'private' }], {
      pay: true,
    })
    const refunded = await buy([{ kind: 'track', slug: 'velvet-hours', licence: 'commercial' }], {
      pay: true,
    })
    const pending = await buy([{ kind: 'track', slug: 'aurora-run', licence: 'commercial' }], {
      pay: false,
    })
    const refund = await adminCall(p, owner, `orders/${refunded}/refund`, { method: 'POST' })
    expect(refund.status).toBe(202)
    const intent = await p.stripe.paymentIntents.retrieve(
      (await order(refunded)).payment_intent_id!,
    )
    await p.delivered(String(intent.latest_charge), 'charge.refunded')
    expect((await order(refunded)).status).toBe('refunded')
    expect((await order(pending)).status).toBe('pending')

    const contact = (await postJson('site/contact', {
      name: 'Ana López',
      email: 'ana@example.com',
      message: 'Do you play vinyl-only sets\n\n  as well?',
      website: '',
    })) as { id: string }
    const bookedDay = isoDay(Date.now() + 120 * DAY_MS)
    const booking = (await postJson('site/bookings', {
      name: 'Sala Apolo',
      email: 'booking@apolo.example',
      event_type: 'club',
      preferred_date: bookedDay,
      details: 'Saturday night, 1,600 capacity, peak-time set.',
      set_hours: 4,
    })) as { id: string }

    const figures = await dashboard('?days=30')
    expect(figures).toMatchObject({
      revenue_cents: 9900 + 2900 + 2900,
      orders: 2,
      licences: { private: 2, commercial: 1, exclusive: 0 },
      unread_messages: before.unread_messages + 2,
      open_bookings: before.open_bookings + 1,
    })
    expect(figures.top_tracks).toEqual([
      { slug: 'midnight-circuit', title: 'Midnight Circuit', licences: 2, revenue_cents: 12800 },
      { slug: 'glass-horizon', title: 'Glass Horizon', licences: 1, revenue_cents: 2900 },
    ])

    // Each order's revenue on the UTC day it was paid; every other day of the range at zero.
    const expected = new Map<string, number>()
    for (const [id, total] of [
      [big, 12800],
      [small, 2900],
    ] as const) {
      const paidDay = (await order(id)).paid_at!.slice(0, 10)
      expected.set(paidDay, (expected.get(paidDay) ?? 0) + total)
    }
    expect(figures.revenue_by_day).toHaveLength(30)
    expect(figures.revenue_by_day.at(-1)!.date).toBe(figures.range.to)
    expect(figures.revenue_by_day[0]!.date).toBe(figures.range.from)
    for (const day of figures.revenue_by_day) {
      expect([day.date, day.revenue_cents]).toEqual([day.date, expected.get(day.date) ?? 0])
    }

    // Everything that happened, newest first: three payments, a refund, a message, a booking.
    const seeded = new Set(before.recent_activity.map((event) => event.id))
    const activity = figures.recent_activity.filter((event) => !seeded.has(event.id))
    expect(activity.map((event) => `${event.kind}:${event.id}`).sort()).toEqual(
      [
        `order:${big}`,
        `order:${small}`,
        `order:${refunded}`,
        `refund:${refunded}`,
        `message:${contact.id}`,
        `booking:${booking.id}`,
      ].sort(),
    )
    const times = activity.map((event) => Date.parse(event.at))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    const refundEvent = activity.find((event) => event.kind === 'refund')!
    const refundedNumber = (await order(refunded)).number
    expect(refundEvent).toMatchObject({
      order_number: refundedNumber,
      name: 'Dana Dashboard',
      amount_cents: 7900,
      currency: 'EUR',
      excerpt: null,
      booking: null,
    })
    expect(activity.find((event) => event.kind === 'booking')).toMatchObject({
      name: 'Sala Apolo',
      order_number: null,
      amount_cents: null,
      excerpt: null,
      booking: { event_type: 'club', preferred_date: bookedDay },
    })
    // The message's text on one line, every letter kept.
    expect(activity.find((event) => event.kind === 'message')).toMatchObject({
      name: 'Ana López',
      excerpt: 'Do you play vinyl-only sets as well?',
      booking: null,
    })

    const week = await dashboard('?days=7')
    expect(week.range).toEqual({
      from: isoDay(Date.parse(`${week.range.to}T00:00:00Z`) - 6 * DAY_MS),
      to: figures.range.to,
      days: 7,
    })
    expect(week.revenue_by_day).toHaveLength(7)
    expect(week.revenue_cents).toBe(figures.revenue_cents)
    const quarter = await dashboard('?days=90')
    expect(quarter.revenue_by_day).toHaveLength(90)
    expect(quarter.revenue_by_day.reduce((sum, day) => sum + day.revenue_cents, 0)).toBe(15700)
    // No `days` is 30.
    expect((await dashboard()).range.days).toBe(30)
  })

  it('accepts only 7, 30 or 90 days', async () => {
    for (const days of ['5', '0', '31', 'abc', '-7', '7.5']) {
      const response = await adminCall(p, owner, `dashboard?days=${days}`)
      expect([days, response.status, await response.json()]).toEqual([
        days,
        400,
        {
          error: {
            code: 'invalid_query',
            message: expect.any(String),
            fields: { days: 'days_invalid' },
          },
        },
      ])
    }
  })

  it('answers 405 for anything but GET', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await adminCall(p, owner, 'dashboard', { method })
      expect([method, response.status, response.headers.get('allow')]).toEqual([method, 405, 'GET'])
    }
  })
})
