import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BOOKING_STATUSES,
  type BookingStatus,
  canMoveBooking,
  type InboxPage,
  type MessageDetail,
} from '../../functions/_shared/contract/admin/messages.ts'
import { adminCall, signIn } from './helpers/admin.ts'
import { startTestPlatform, type TestPlatform } from './helpers/platform.ts'

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } }

// Booking requests in the admin inbox: their steps from new to completed, through the platform.
describe('booking statuses in the admin inbox', () => {
  let p: TestPlatform
  let owner: string

  beforeAll(async () => {
    p = await startTestPlatform()
    owner = (await signIn(p, 'owner@example.com')).token
  })
  afterAll(() => p?.stop())

  const submit = async (form: 'contact' | 'bookings', body: object) => {
    const response = await p.call(`site/${form}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(response.status, await response.clone().text()).toBe(201)
    return ((await response.json()) as { id: string }).id
  }
  const booking = (setHours?: number) =>
    submit('bookings', {
      name: 'Razzmatazz',
      email: `club-${randomBytes(4).toString('hex')}@example.com`,
      event_type: 'club',
      preferred_date: '2027-03-13',
      details: 'Closing set in room 2, doors at midnight.',
      ...(setHours ? { set_hours: setHours } : {}),
      locale: 'en',
    })
  const move = async <T = MessageDetail>(id: string, body: object) => {
    const response = await adminCall(p, owner, `messages/${id}/booking-status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as T }
  }
  const detail = async (id: string) =>
    (await (await adminCall(p, owner, `messages/${id}`)).json()) as MessageDetail

  it('takes a booking from new to quoted, confirmed and completed', async () => {
    const id = await booking(3)
    const opened = await detail(id)
    expect(opened.booking).toMatchObject({
      status: 'new',
      quote_cents: null,
      set_hours: 3,
      next_statuses: ['quoted', 'declined', 'cancelled'],
      // Two 2-hour blocks at the seed's 600 EUR.
      estimate: { total_cents: 120_000, hours: 3, currency: 'EUR' },
    })

    const quoted = await move(id, { status: 'quoted', quote_cents: 150_000 })
    expect(quoted.status).toBe(200)
    expect(quoted.body.booking).toMatchObject({
      status: 'quoted',
      quote_cents: 150_000,
      next_statuses: ['confirmed', 'declined', 'cancelled'],
    })

    const confirmed = await move(id, { status: 'confirmed' })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.booking).toMatchObject({ status: 'confirmed', quote_cents: 150_000 })

    const completed = await move(id, { status: 'completed' })
    expect(completed.status).toBe(200)
    expect(completed.body.booking).toMatchObject({ status: 'completed', next_statuses: [] })

    const inbox = (await (
      await adminCall(p, owner, 'messages?booking_status=completed')
    ).json()) as InboxPage
    expect(inbox.items.find((item) => item.id === id)?.booking).toEqual({
      event_type: 'club',
      preferred_date: '2027-03-13',
      status: 'completed',
      quote_cents: 150_000,
    })
  })

  it('refuses a step the booking cannot take with 409, and changes nothing', async () => {
    const id = await booking()
    const skipped = await move<ErrorBody>(id, { status: 'confirmed' })
    expect([skipped.status, skipped.body.error.code]).toEqual([409, 'illegal_transition'])
    expect((await detail(id)).booking?.status).toBe('new')

    expect((await move(id, { status: 'declined' })).status).toBe(200)
    for (const body of [
      { status: 'quoted', quote_cents: 1000 },
      { status: 'confirmed', quote_cents: 1000 },
      { status: 'cancelled' },
      { status: 'new' },
    ]) {
      const refused = await move<ErrorBody>(id, body)
      expect([body, refused.status, refused.body.error.code]).toEqual([
        body,
        409,
        'illegal_transition',
      ])
    }
    expect((await detail(id)).booking?.status).toBe('declined')
  })

  it('asks for the quote when quoting, with 422 on quote_cents', async () => {
    const id = await booking()
    for (const body of [{ status: 'quoted' }, { status: 'quoted', quote_cents: 0 }]) {
      const refused = await move<ErrorBody>(id, body)
      expect(refused.status).toBe(422)
      expect(refused.body.error.fields).toHaveProperty('quote_cents')
    }
    const missing = await move<ErrorBody>(id, { status: 'quoted' })
    expect(missing.body.error).toMatchObject({
      code: 'validation_failed',
      fields: { quote_cents: 'quote_required' },
    })
    expect((await detail(id)).booking?.status).toBe('new')
  })

  it('has no booking status for a contact message', async () => {
    const id = await submit('contact', {
      name: 'Alex Rivera',
      email: `contact-${randomBytes(4).toString('hex')}@example.com`,
      message: 'Just wanted to say the last set was amazing.',
      locale: 'en',
    })
    const refused = await move<ErrorBody>(id, { status: 'quoted', quote_cents: 50_000 })
    expect([refused.status, refused.body.error.code]).toEqual([409, 'not_a_booking'])
    const missing = await move<ErrorBody>(crypto.randomUUID(), { status: 'declined' })
    expect([missing.status, missing.body.error.code]).toEqual([404, 'message_not_found'])
    const wrongMethod = await adminCall(p, owner, `messages/${id}/booking-status`)
    expect(wrongMethod.status).toBe(405)
  })

  it('offers exactly the steps the database trigger accepts', async () => {
    /** 'accepted' or 'refused' by the trigger; anything else (a broken probe) fails the test. */
    const databaseAnswer = async (from: BookingStatus, to: BookingStatus) => {
      const id = crypto.randomUUID()
      // Setup and probe as the database owner; rolled back, so nothing stays behind.
      return p.platform.sql
        .begin(async (tx) => {
          await tx`insert into public.messages (id, kind, name, email, body)
            values (${id}, 'booking', 'Probe', 'probe@example.com', 'Probe')`
          await tx`insert into public.booking_requests (message_id, event_type, preferred_date, status, quote_cents)
            values (${id}, 'club', '2027-01-01', ${from}, 1000)`
          await tx`update public.booking_requests set status = ${to} where message_id = ${id}`
          throw new Error('accepted')
        })
        .catch((error: { code?: string; message: string }) =>
          error.code === '23514' ? 'refused' : error.message,
        )
    }
    for (const from of BOOKING_STATUSES) {
      for (const to of BOOKING_STATUSES) {
        if (from === to) continue
        const expected = canMoveBooking(from, to) ? 'accepted' : 'refused'
        expect(await databaseAnswer(from, to), `${from} → ${to}`).toBe(expected)
      }
    }
  })
})
