import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../platform/db/database.ts'
import { MAX_JSON_BYTES } from '../../_shared/http/json-body.ts'
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

const contact = (email: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Ana Pérez',
  email,
  message: 'Loved your closing set in Lisbon. Do you share the tracklist?',
  locale: 'en',
  ...overrides,
})

describe('POST /site/contact', () => {
  it('asks a sender who ticked the news box to confirm, beside the message, and no one else', async () => {
    const { app } = formsApp(db)
    const ticked = uniqueEmail('ticked')
    const unticked = uniqueEmail('unticked')
    expect(
      (await postJson(app, '/site/contact', contact(ticked, { subscribe: true }))).status,
    ).toBe(201)
    expect((await postJson(app, '/site/contact', contact(unticked))).status).toBe(201)
    const confirmations = await db.sql<{ to_email: string; subject: string }[]>`
      select to_email, subject from public.email_outbox
      where template = 'subscription_confirmation' and to_email in (${ticked}, ${unticked})`
    expect(confirmations).toEqual([
      { to_email: ticked, subject: 'Confirm your subscription to news from Kael Voss' },
    ])
    const subscribers = await db.sql<{ email: string; status: string; consent_text: string }[]>`
      select email, status::text, consent_text from public.subscribers
      where email in (${ticked}, ${unticked})`
    expect(subscribers).toEqual([
      {
        email: ticked,
        status: 'pending',
        consent_text:
          'Yes, email me news of releases and gigs from Kael Voss. I can unsubscribe at any time.',
      },
    ])
  })

  it('stores the message, queues a confirmation and an owner notice, and wakes the outbox', async () => {
    const { app, kicks } = formsApp(db)
    const email = uniqueEmail('ana')
    const response = await postJson(app, '/site/contact', contact(email, { locale: 'de' }))

    expect(response.status).toBe(201)
    const body = (await response.json()) as { id: string; status: string }
    expect(body).toEqual({ id: expect.any(String), status: 'received' })
    const [message, ...others] = await messagesFrom(db, email)
    expect(others).toHaveLength(0)
    expect(message).toMatchObject({
      id: body.id,
      kind: 'contact',
      name: 'Ana Pérez',
      body: 'Loved your closing set in Lisbon. Do you share the tracklist?',
      locale: 'de',
    })

    const [confirmation, notice, ...more] = await outboxFor(db, body.id)
    expect(more).toHaveLength(0)
    expect(confirmation).toMatchObject({
      template: 'contact_confirmation',
      to_email: email,
      reply_to: 'hello@kaelvoss.example',
      subject: 'Danke für Ihre Nachricht',
      status: 'pending',
    })
    expect(confirmation!.html).toContain('<html lang="de">')
    expect(notice).toMatchObject({
      template: 'contact_owner_notice',
      to_email: testEnv.OWNER_EMAIL,
      reply_to: email,
      subject: 'Nuevo mensaje de Ana Pérez',
    })
    expect(notice!.text_body).toContain('Do you share the tracklist?')
    expect(kicks.count).toBe(1)
  })

  it('answers 201 for a stored message even when waking the outbox fails', async () => {
    const { app, kicks } = formsApp(db, {
      kickOutbox: () => {
        throw new Error('worker gone')
      },
    })
    const email = uniqueEmail('kick')
    const response = await postJson(app, '/site/contact', contact(email))
    expect(response.status).toBe(201)
    expect(kicks.count).toBe(1)
    expect(await messagesFrom(db, email)).toHaveLength(1)
  })

  it('takes Spanish when no language is given', async () => {
    const { app } = formsApp(db)
    const email = uniqueEmail('es')
    const response = await postJson(app, '/site/contact', contact(email, { locale: undefined }))
    const { id } = (await response.json()) as { id: string }
    const [confirmation] = await outboxFor(db, id)
    expect(confirmation!.subject).toBe('Gracias por tu mensaje')
  })

  it('answers a filled honeypot exactly like a success, and stores and sends nothing', async () => {
    const { app, kicks } = formsApp(db)
    const email = uniqueEmail('bot')
    const before = await countOutbox(db)
    const response = await postJson(
      app,
      '/site/contact',
      contact(email, { website: 'https://cheap-pills.example' }),
    )
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ id: expect.any(String), status: 'received' })
    expect(await messagesFrom(db, email)).toHaveLength(0)
    expect(await countOutbox(db)).toBe(before)
    expect(kicks.count).toBe(0)
  })

  it('refuses the sixth message from one address within the hour, storing nothing', async () => {
    const { app } = formsApp(db)
    const email = uniqueEmail('chatty')
    for (let attempt = 1; attempt <= 5; attempt++) {
      // Different case, same sender: the limit is per address, not per spelling.
      const sent = attempt === 3 ? email.toUpperCase() : email
      expect((await postJson(app, '/site/contact', contact(sent))).status).toBe(201)
    }
    const before = await countOutbox(db)
    const refused = await postJson(app, '/site/contact', contact(email))

    expect(refused.status).toBe(429)
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(Number.isInteger(retryAfter)).toBe(true)
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(3600)
    expect(await refused.json()).toEqual({
      error: { code: 'rate_limited', message: expect.any(String) },
    })
    const stored = await db.sql`select 1 from public.messages where lower(email) = ${email}`
    expect(stored).toHaveLength(5)
    expect(await countOutbox(db)).toBe(before)
    // The refused attempt rolled back with everything else: the counter stays at the limit.
    const [counter] = await db.sql<{ hits: number }[]>`
      select hits from public.rate_limits where bucket = ${`forms:email:${email}`}`
    expect(counter?.hits).toBe(5)
  })

  it('refuses the 21st message from one network address, whatever the emails', async () => {
    const { app } = formsApp(db)
    const headers = { 'x-forwarded-for': '203.0.113.50, 10.0.0.1' }
    for (let attempt = 1; attempt <= 20; attempt++) {
      const response = await postJson(app, '/site/contact', contact(uniqueEmail('ip')), headers)
      expect(response.status).toBe(201)
    }
    const email = uniqueEmail('ip')
    const refused = await postJson(app, '/site/contact', contact(email), headers)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await messagesFrom(db, email)).toHaveLength(0)

    const elsewhere = await postJson(app, '/site/contact', contact(email), {
      'x-real-ip': '198.51.100.9',
    })
    expect(elsewhere.status).toBe(201)
  })

  describe('refuses bad requests before anything happens', () => {
    it.each([
      ['a body that is not JSON', () => '{"name":', {}, 400, { code: 'invalid_json' }],
      [
        'a form-encoded body',
        () => 'name=Ana',
        { 'content-type': 'application/x-www-form-urlencoded' },
        415,
        { code: 'unsupported_media_type' },
      ],
      [
        'an oversized body',
        (email: string) => contact(email, { message: 'x'.repeat(MAX_JSON_BYTES) }),
        {},
        413,
        { code: 'payload_too_large' },
      ],
      [
        'an unknown field',
        (email: string) => contact(email, { phone: '+34 600 000 000' }),
        {},
        422,
        { code: 'validation_failed', fields: { _: 'unknown_field' } },
      ],
      [
        'bad fields',
        (email: string) => contact(email, { name: 'A', email: 'nope', message: 'hi' }),
        {},
        422,
        {
          code: 'validation_failed',
          fields: { name: 'name_too_short', email: 'email_invalid', message: 'text_too_short' },
        },
      ],
    ])('%s', async (_case, body, headers, status, error) => {
      const { app, kicks } = formsApp(db)
      const email = uniqueEmail('bad')
      const before = await countOutbox(db)
      const response = await postJson(app, '/site/contact', body(email), headers)
      expect(response.status).toBe(status)
      expect(((await response.json()) as { error: unknown }).error).toMatchObject(error)
      expect(await messagesFrom(db, email)).toHaveLength(0)
      expect(await countOutbox(db)).toBe(before)
      expect(kicks.count).toBe(0)
    })
  })

  it.each(['/site/contact', '/site/bookings', '/site/enquiries'])(
    'answers other methods on %s with 405 and Allow: POST',
    async (path) => {
      const { app } = formsApp(db)
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const response = await app.request(path, { method })
        expect(response.status).toBe(405)
        expect(response.headers.get('allow')).toBe('POST')
        expect(await response.json()).toMatchObject({ error: { code: 'method_not_allowed' } })
      }
    },
  )
})
