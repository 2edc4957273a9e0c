import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MessageDetail } from '../../functions/_shared/contract/admin/messages.ts'
import { SessionView, SlotList, SlotTaken } from '../../functions/_shared/contract/site/sessions.ts'
import { expectPublishedStripeTypes } from '../contract/helpers/stripe-published-types.ts'
import { waitFor } from '../contract/helpers/wait-for.ts'
import { databaseTargets } from '../helpers/database.ts'
import { adminCall, signIn } from './helpers/admin.ts'
import {
  attachment,
  daysFromToday,
  emailsLike,
  icsLines,
  json,
  platformOn,
  uniqueEmail,
} from './helpers/bookings.ts'
import { pay, sessionIdOf, type TestPlatform } from './helpers/platform.ts'

// Private sessions by slot through the whole platform, on the embedded database and on a
// PostgreSQL server (where the two requests of a race really run side by side): the free slots,
// two buyers racing for one (one 200, one 409 with the next free slots, decided by the database),
// paying confirms it with emails and calendar entries, the genre rule, bad slots, moving and
// cancelling with the refund the rule gives, and a hold that expires giving its slot back.

const MADRID = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Madrid',
  hour: '2-digit',
  minute: '2-digit',
})

describe.each(databaseTargets())('session slots on $target', ({ target, skip }) => {
  let p: TestPlatform
  let drop: (() => Promise<void>) | undefined

  beforeAll(async () => {
    if (skip) return
    ;({ p, drop } = await platformOn(target, 'slots'))
  }, 240_000)
  afterAll(async () => {
    // The sandbox's answers to these flows' calls, and its events, as stripe-node types them.
    try {
      if (p) await expectPublishedStripeTypes(p.stripeTraffic)
    } finally {
      await p?.stop()
      await drop?.()
    }
  })

  // From the third day on: every slot then starts more than 48 hours ahead (the demo's window to
  // move or cancel for free), whatever the hour the tests run at.
  const slots = async (hours = 2, from = daysFromToday(3), to = daysFromToday(30)) => {
    const response = await p.call(`site/sessions/slots?from=${from}&to=${to}&hours=${hours}`)
    expect(response.status, await response.clone().text()).toBe(200)
    return SlotList.parse(await response.json())
  }
  const book = (slot_start: string, overrides: object = {}) =>
    p.call(
      'site/sessions',
      json({
        slot_start,
        hours: 2,
        name: 'Ada Producer',
        email: uniqueEmail('ada'),
        genre: 'Melodic techno',
        details: 'Arrangement of my EP, four tracks, stems ready.',
        locale: 'en',
        ...overrides,
      }),
    )
  const tokenOf = async (url: string) => {
    const session = await p.stripe.checkout.sessions.retrieve(sessionIdOf(url))
    const match = /\/session\/([A-Za-z0-9_-]{43})\?paid=1$/.exec(session.success_url ?? '')
    expect(match, session.success_url ?? '').not.toBeNull()
    return match![1]!
  }
  const view = async (token: string) =>
    SessionView.parse(await (await p.call(`site/sessions/${token}`)).json())

  it.skipIf(skip)(
    'offers slots on the hour in the owner’s hours, and gives a raced slot to one buyer',
    async () => {
      const list = await slots()
      expect(list.time_zone).toBe('Europe/Madrid')
      expect(list.items.length).toBeGreaterThan(10)
      for (const slot of list.items) {
        expect(MADRID.format(new Date(slot.start))).toMatch(/^(1[0-6]):00$/)
        expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(2 * 3_600_000)
        expect(Date.parse(slot.start)).toBeGreaterThan(Date.now() + 24 * 3_600_000)
      }
      const slot = list.items[0]!

      const [first, second] = await Promise.all([book(slot.start), book(slot.start)])
      expect([first.status, second.status].sort()).toEqual([200, 409])
      const loser = first.status === 409 ? first : second
      const winner = first.status === 200 ? first : second
      const refusal = SlotTaken.parse(await loser.json())
      expect(refusal.next_slots.length).toBeGreaterThan(0)
      expect(refusal.next_slots.map((next) => next.start)).not.toContain(slot.start)
      const { url } = (await winner.json()) as { url: string }
      const checkout = await p.stripe.checkout.sessions.retrieve(sessionIdOf(url))
      // Two hours at the demo's 1500 EUR an hour.
      expect(checkout).toMatchObject({
        amount_total: 300_000,
        metadata: { kind: 'private_session' },
      })
      // Held while its Checkout Session is open: no longer offered.
      expect((await slots()).items.map((free) => free.start)).not.toContain(slot.start)

      const token = await tokenOf(url)
      expect((await view(token)).state).toBe('awaiting_payment')
      await pay(url, { shipping: false })
      await p.delivered(sessionIdOf(url), 'checkout.session.completed')
      const booked = await waitFor('the session to be confirmed', async () => {
        const current = await view(token)
        return current.state === 'confirmed' && current
      })
      expect(booked).toMatchObject({
        starts_at: slot.start,
        ends_at: slot.end,
        hours: 2,
        can_cancel: true,
        can_reschedule: true,
      })

      const [buyerMail] = (await emailsLike(p, 'session:%:confirmed')).filter((mail) =>
        mail.subject.startsWith('Session booked'),
      )
      expect(buyerMail?.text_body).toContain(`/session/${token}`)
      const ics = icsLines(attachment(buyerMail, 'text/calendar').content_base64)
      expect(ics).toContain(`DTSTART:${slot.start.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`)
      expect(ics).toContain(`DTEND:${slot.end.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`)
      const owners = await emailsLike(p, 'session:%:confirmed:owner')
      expect(owners.map((mail) => mail.to_email)).toContain('owner@example.com')
      // In the inbox, as an enquiry for a private session.
      const [enquiry] = await p.rows<{ service: string; genre: string; hours: number }>(
        'service_enquiries',
        {
          select: 'service,genre,hours',
          genre: 'eq.Melodic techno',
        },
      )
      expect(enquiry).toMatchObject({ service: 'private_session', hours: 2 })
      const [held] = await p.rows<{ message_id: string }>('session_bookings', {
        select: 'message_id',
        token: `eq.${token}`,
      })
      const owner = (await signIn(p, 'owner@example.com')).token
      const detail = (await (
        await adminCall(p, owner, `messages/${held!.message_id}`)
      ).json()) as MessageDetail
      expect(detail.session).toMatchObject({
        starts_at: slot.start,
        status: 'confirmed',
        amount_cents: 300_000,
      })
    },
  )

  it.skipIf(skip)(
    'refuses Latin and reggaeton, and slots off the grid, past or too far ahead',
    async () => {
      const [slot] = (await slots()).items
      const refused = async (body: object) => {
        const response = await book(slot!.start, body)
        expect(response.status).toBe(422)
        return ((await response.json()) as { error: { fields: Record<string, string> } }).error
          .fields
      }
      expect(await refused({ genre: 'Reguetón' })).toEqual({ genre: 'genre_not_offered' })
      expect(await refused({ genre: 'latin trap' })).toEqual({ genre: 'genre_not_offered' })
      expect(
        await refused({
          slot_start: new Date(Date.parse(slot!.start) + 30 * 60_000).toISOString(),
        }),
      ).toEqual({
        slot_start: 'slot_not_on_grid',
      })
      expect(await refused({ slot_start: '2020-01-06T09:00:00Z' })).toEqual({
        slot_start: 'slot_in_past',
      })
      expect(await refused({ slot_start: `${daysFromToday(400)}T09:00:00Z` })).toEqual({
        slot_start: 'slot_too_far',
      })
      expect(await refused({ hours: 5 })).toEqual({ hours: 'session_hours_invalid' })
      expect(await refused({ slot_start: 'tomorrow at ten' })).toEqual({
        slot_start: 'slot_invalid',
      })
      const bad = await p.call(
        `site/sessions/slots?from=${daysFromToday(5)}&to=${daysFromToday(1)}`,
      )
      expect(bad.status).toBe(400)
    },
  )

  it.skipIf(skip)(
    'moves a session, cancels it with a full refund in time, and frees the slot',
    async () => {
      const free = (await slots()).items
      const [first, other] = [free[3]!, free.at(-1)!]
      const response = await book(first.start)
      expect(response.status).toBe(200)
      const { url } = (await response.json()) as { url: string }
      const token = await tokenOf(url)
      await pay(url, { shipping: false })
      await p.delivered(sessionIdOf(url), 'checkout.session.completed')
      await waitFor('confirmed', async () => (await view(token)).state === 'confirmed')

      const moved = await p.call(
        `site/sessions/${token}/reschedule`,
        json({ slot_start: other.start }),
      )
      expect(moved.status, await moved.clone().text()).toBe(200)
      expect(SessionView.parse(await moved.json())).toMatchObject({
        starts_at: other.start,
        state: 'confirmed',
      })
      const after = (await slots()).items.map((slot) => slot.start)
      expect(after).toContain(first.start)
      expect(after).not.toContain(other.start)
      expect((await emailsLike(p, 'session:%:moved:%')).length).toBeGreaterThanOrEqual(2)

      const cancelled = await p.call(`site/sessions/${token}/cancel`, { method: 'POST' })
      expect(cancelled.status, await cancelled.clone().text()).toBe(200)
      expect(SessionView.parse(await cancelled.json())).toMatchObject({
        state: 'cancelled',
        refund_cents: 300_000,
      })
      // Stripe's own record: one refund of the whole amount for this payment.
      const created = await p.stripe.events.list({ type: 'refund.created', limit: 100 })
      const checkout = await p.stripe.checkout.sessions.retrieve(sessionIdOf(url))
      const refunds = created.data
        .map((event) => event.data.object as { payment_intent: string; amount: number })
        .filter((refund) => refund.payment_intent === checkout.payment_intent)
      expect(refunds.map((refund) => refund.amount)).toEqual([300_000])
      expect((await slots()).items.map((slot) => slot.start)).toContain(other.start)
      // Cancelled once: again is a 409, and nothing is refunded twice.
      expect((await p.call(`site/sessions/${token}/cancel`, { method: 'POST' })).status).toBe(409)
    },
  )

  it.skipIf(skip)('offers nothing on a day a confirmed show holds', async () => {
    const [slot] = (await slots()).items
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(
      new Date(slot!.start),
    )
    const [message] = await p.platform.sql<{ id: string }[]>`
      insert into public.messages (kind, name, email, body)
      values ('booking', 'Club Nox', 'nox@example.com', 'A night') returning id`
    await p.platform.sql`
      insert into public.booking_requests (message_id, event_type, preferred_date, status, quote_cents)
      values (${message!.id}, 'club', ${day}, 'confirmed', 150000)`
    await p.platform.sql`
      insert into public.show_offers (message_id, token, status, locale, owner_name, owner_email,
        organiser_name, organiser_email, event_type, event_date, details, time_zone, currency,
        fee_cents, deposit_percent, deposit_cents, balance_cents, balance_due_on, contract_terms,
        document_sha256, expires_at, signer_name, signed_at, confirmed_at)
      values (${message!.id}, ${'H'.repeat(43)}, 'confirmed', 'en', 'Kael Voss', 'hello@example.com',
        'Club Nox', 'nox@example.com', 'club', ${day}, 'A night', 'Europe/Madrid', 'EUR', 150000, 30,
        45000, 105000, ${day}, 'Terms.', ${'c'.repeat(64)}, now() + interval '1 day', 'Nox', now(), now())`
    const starts = (await slots()).items.map((free) => free.start)
    expect(starts).not.toContain(slot!.start)
    const refused = await book(slot!.start)
    expect(refused.status).toBe(422)
    expect(await refused.json()).toMatchObject({
      error: { fields: { slot_start: 'slot_not_on_grid' } },
    })
  })

  it.skipIf(skip)('gives the slot back when the Checkout Session expires unpaid', async () => {
    const [slot] = (await slots()).items
    const response = await book(slot!.start)
    expect(response.status).toBe(200)
    const { url } = (await response.json()) as { url: string }
    expect((await slots()).items.map((free) => free.start)).not.toContain(slot!.start)
    await p.stripe.checkout.sessions.expire(sessionIdOf(url))
    await p.delivered(sessionIdOf(url), 'checkout.session.expired')
    expect((await slots()).items.map((free) => free.start)).toContain(slot!.start)
    expect((await p.call(`site/sessions/${'C'.repeat(43)}`)).status).toBe(404)
  })
})
