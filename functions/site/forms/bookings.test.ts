import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import type { Database } from '../../../platform/db/database.ts'
import {
  countOutbox,
  formsApp,
  messagesFrom,
  openPreparedDatabase,
  outboxFor,
  postJson,
  testEnv,
  uniqueEmail,
} from '../testing/forms-support.ts'

let db: Database
beforeAll(async () => {
  db = await openPreparedDatabase()
})
afterAll(() => db?.close())

const booking = (email: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Club Nox',
  email,
  event_type: 'club',
  preferred_date: '2027-03-13',
  details: 'Saturday night, 800 capacity, closing set from 4am.',
  location: 'Berlin, Nox',
  set_hours: 3,
  locale: 'en',
  ...overrides,
})

type BookingRow = {
  event_type: string
  preferred_date: string
  location: string | null
  set_hours: number | null
  status: string
}

async function bookingRow(id: string) {
  const [row] = await db.sql<BookingRow[]>`
    select event_type::text, to_char(preferred_date, 'YYYY-MM-DD') as preferred_date, location,
      set_hours, status::text
    from public.booking_requests where message_id = ${id}`
  return row
}

async function expectRefused(response: Response, email: string, fields: Record<string, string>) {
  expect(response.status).toBe(422)
  expect(await response.json()).toMatchObject({ error: { code: 'validation_failed', fields } })
  expect(await messagesFrom(db, email)).toHaveLength(0)
}

describe('POST /site/bookings', () => {
  it('stores the request and queues a confirmation with the estimate and a calendar file', async () => {
    const { app, kicks } = formsApp(db)
    const email = uniqueEmail('nox')
    const response = await postJson(app, '/site/bookings', booking(email))

    expect(response.status).toBe(201)
    const { id, status } = (await response.json()) as { id: string; status: string }
    expect(status).toBe('received')
    const [message] = await messagesFrom(db, email)
    expect(message).toMatchObject({ id, kind: 'booking', name: 'Club Nox', locale: 'en' })
    expect(message!.body).toBe('Saturday night, 800 capacity, closing set from 4am.')
    expect(await bookingRow(id)).toEqual({
      event_type: 'club',
      preferred_date: '2027-03-13',
      location: 'Berlin, Nox',
      set_hours: 3,
      status: 'new',
    })

    const emails = await outboxFor(db, id)
    expect(emails.map((row) => [row.template, row.to_email, row.reply_to])).toEqual([
      ['booking_confirmation', email, 'hello@kaelvoss.example'],
      ['booking_owner_notice', testEnv.OWNER_EMAIL, email],
    ])
    const [confirmation, notice] = emails as [(typeof emails)[0], (typeof emails)[0]]
    expect(confirmation.subject).toBe('Booking request received for 13 March 2027')
    // 3 hours are two 2-hour sessions at 600 EUR.
    expect(confirmation.text_body).toContain('€1,200 for a 3-hour set, plus travel and expenses.')
    expect(confirmation.html).toContain('€1,200 for a 3-hour set, plus travel and expenses.')
    expect(confirmation.attachments).toHaveLength(1)
    const [ics] = confirmation.attachments
    expect(ics).toMatchObject({
      filename: 'booking-request.ics',
      content_type: 'text/calendar; charset=utf-8',
    })
    const calendar = Buffer.from(ics!.content_base64, 'base64').toString('utf8')
    const lines = calendar.replace(/\r\n[ \t]/g, '').split('\r\n')
    expect(lines).toContain(`UID:${id}@kaelvoss.example`)
    expect(lines).toContain('DTSTAMP:20261201T100000Z')
    expect(lines).toContain('DTSTART;VALUE=DATE:20270313')
    expect(lines).toContain('DTEND;VALUE=DATE:20270314')
    expect(lines).toContain('LOCATION:Berlin\\, Nox')

    expect(notice.subject).toBe('Solicitud de booking: Club, 13 de marzo de 2027 (Club Nox)')
    expect(notice.text_body).toContain('1200\u00a0€ + desplazamiento y gastos')
    expect(notice.text_body).toContain('closing set from 4am')
    expect(kicks.count).toBe(1)
  })

  it('estimates one session when no set length is given, and stores no location', async () => {
    const { app } = formsApp(db)
    const email = uniqueEmail('fest')
    const response = await postJson(
      app,
      '/site/bookings',
      booking(email, {
        event_type: 'festival',
        set_hours: undefined,
        location: undefined,
        locale: 'es',
      }),
    )
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    expect(await bookingRow(id)).toMatchObject({ location: null, set_hours: null })
    const [confirmation] = await outboxFor(db, id)
    expect(confirmation!.text_body).toContain(
      '600\u00a0€ por un set de 2 h, más desplazamiento y gastos.',
    )
  })

  it('accepts today but not yesterday, by the UTC date of the clock', async () => {
    // 23:30 on 30 November in New York: already 1 December in UTC.
    const { app } = formsApp(db, { now: new Date('2026-11-30T23:30:00-05:00') })
    const yesterday = uniqueEmail('past')
    await expectRefused(
      await postJson(app, '/site/bookings', booking(yesterday, { preferred_date: '2026-11-30' })),
      yesterday,
      { preferred_date: 'date_in_past' },
    )
    const today = await postJson(
      app,
      '/site/bookings',
      booking(uniqueEmail('today'), { preferred_date: '2026-12-01' }),
    )
    expect(today.status).toBe(201)
  })

  it('refuses a date the owner blocked, and nothing else', async () => {
    await db.sql`update public.settings set blocked_dates = '{2026-12-24,2026-12-31}'`
    onTestFinished(async () => {
      await db.sql`update public.settings set blocked_dates = '{}'`
    })
    const { app } = formsApp(db)
    const email = uniqueEmail('xmas')
    const before = await countOutbox(db)
    await expectRefused(
      await postJson(app, '/site/bookings', booking(email, { preferred_date: '2026-12-31' })),
      email,
      { preferred_date: 'date_blocked' },
    )
    expect(await countOutbox(db)).toBe(before)
    const dayAfter = await postJson(
      app,
      '/site/bookings',
      booking(uniqueEmail('boxing'), { preferred_date: '2026-12-26' }),
    )
    expect(dayAfter.status).toBe(201)
  })

  it.each([
    [{ event_type: 'wedding' }, { event_type: 'event_type_invalid' }],
    [{ preferred_date: '2027-02-30' }, { preferred_date: 'date_invalid' }],
    [{ set_hours: 13 }, { set_hours: 'hours_invalid' }],
    [{ details: 'Hi' }, { details: 'text_too_short' }],
    [{ budget: 5000 }, { _: 'unknown_field' }],
  ])('refuses %j with its field code', async (overrides, fields) => {
    const { app } = formsApp(db)
    const email = uniqueEmail('invalid')
    await expectRefused(
      await postJson(app, '/site/bookings', booking(email, overrides)),
      email,
      fields,
    )
  })

  it('answers a filled honeypot like a success without checking or storing anything', async () => {
    const { app, kicks } = formsApp(db)
    const email = uniqueEmail('bot')
    const before = await countOutbox(db)
    const response = await postJson(
      app,
      '/site/bookings',
      booking(email, { website: 'x', preferred_date: '2020-01-01' }),
    )
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ id: expect.any(String), status: 'received' })
    expect(await messagesFrom(db, email)).toHaveLength(0)
    expect(await countOutbox(db)).toBe(before)
    expect(kicks.count).toBe(0)
  })
})
