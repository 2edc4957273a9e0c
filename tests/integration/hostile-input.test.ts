import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isUnsafeText } from '../../functions/_shared/http/unsafe-text.ts'
import { svixSignature } from '../../platform/mail/webhooks.ts'
import { createScratchDatabase, databaseTargets } from '../helpers/database.ts'
import { adminCall, signIn } from './helpers/admin.ts'
import { startTestPlatform, type TestPlatform } from './helpers/platform.ts'

// An attacker's inputs at every anonymous endpoint of the site function, the Stripe webhook and
// the served pages, through the whole local platform: NUL bytes, lone UTF-16 surrogates, absurd
// dates and numbers, path tricks, malformed JSON and correctly signed but malformed events. Every
// answer must be a deliberate one: never a 5xx, and a 4xx always in the JSON error shape. On the
// embedded database and on a PostgreSQL server, whose functions connect through the transaction
// pooler as on a hosted project: the server refuses a NUL in a text parameter where PGlite does
// not, so a NUL that reached SQL was a 500 there only.

/** Hostile values for any text, number or date. */
const HOSTILE = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '9999-12-31',
  '+010000-01-01',
  '2026-02-30',
  '-1',
  '1e309',
  'NaN',
  '../../etc/passwd',
  "'; drop table public.orders; --",
  'x'.repeat(6000),
  '',
]
const HOSTILE_VALUES: unknown[] = [...HOSTILE, -1, 1e308, 0.5, 2 ** 53, null, true, [], {}]

/** URL-encodes like a browser, and a lone surrogate as the bytes an attacker would send. */
const enc = (value: string) =>
  value
    .split(/([\ud800-\udfff])/)
    .map((part) => (/^[\ud800-\udfff]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('')

type Probe = { method: string; url: string; body?: string; headers?: Record<string, string> }

async function fire(probes: Probe[]) {
  const failures: string[] = []
  for (const probe of probes) {
    const response = await fetch(probe.url, {
      method: probe.method,
      redirect: 'manual',
      ...(probe.body !== undefined
        ? { body: probe.body, headers: { 'content-type': 'application/json', ...probe.headers } }
        : probe.headers
          ? { headers: probe.headers }
          : {}),
    })
    const text = await response.text()
    const what = `${response.status} ${probe.method} ${probe.url.slice(0, 120)} ${probe.body?.slice(0, 80) ?? ''}`
    if (response.status >= 500) failures.push(what)
    const json = (response.headers.get('content-type') ?? '').includes('application/json')
    if (response.status >= 400 && json && !JSON.parse(text).error?.code)
      failures.push(`no error shape: ${what}`)
  }
  return failures
}

const fired = { requests: 0 }

let p: TestPlatform

describe.each(databaseTargets())('hostile input on $target', ({ target, skip }) => {
  let dropDatabase: (() => Promise<void>) | undefined
  beforeAll(async () => {
    if (skip) return
    if (target === 'server') {
      const scratch = await createScratchDatabase(String(process.env.TEST_DATABASE_URL), 'hostile')
      dropDatabase = scratch.drop
      p = await startTestPlatform({ databaseUrl: scratch.url, buildWeb: true })
    } else {
      p = await startTestPlatform({ buildWeb: true })
    }
  }, 300_000)
  afterAll(async () => {
    await p?.stop()
    await dropDatabase?.()
  })
  describe.skipIf(skip)('every endpoint', hostileInputTests)
})

function hostileInputTests() {
  it('never answers 5xx on the catalogue, orders, downloads and licences (queries and paths)', async () => {
    const site = `${p.url}/functions/v1/site`
    const probes: Probe[] = []
    for (const value of HOSTILE) {
      for (const name of ['q', 'genre', 'bpm_min', 'bpm_max', 'sort', 'lang', 'offset', 'limit']) {
        probes.push({ method: 'GET', url: `${site}/tracks?${name}=${enc(value)}` })
      }
      for (const name of ['category', 'lang', 'offset', 'limit']) {
        probes.push({ method: 'GET', url: `${site}/products?${name}=${enc(value)}` })
      }
      for (const path of ['tracks', 'products', 'licences', 'orders/by-session', 'downloads']) {
        probes.push({
          method: 'GET',
          url: `${site}/${path}/${enc(value) || '%20'}?lang=${enc(value)}&token=${enc(value)}`,
        })
      }
      probes.push({
        method: 'GET',
        url: `${site}/licences/${enc(value) || 'x'}/pdf?token=${enc(value)}`,
      })
      // Licence tiers: a file that is not one of the licence's, an invoice of no order.
      probes.push({
        method: 'GET',
        url: `${site}/downloads/00000000-0000-4000-8000-000000000000?token=t&format=${enc(value)}`,
      })
      probes.push({
        method: 'GET',
        url: `${site}/orders/by-session/${enc(value) || 'x'}/invoice`,
      })
      probes.push({ method: 'GET', url: `${site}/licence-tiers?lang=${enc(value)}` })
    }
    probes.push({ method: 'GET', url: `${site}/gigs?x=${enc('\u0000')}` })
    probes.push({ method: 'GET', url: `${site}/settings?lang=${enc('\ud800')}` })
    fired.requests += probes.length
    expect(await fire(probes)).toEqual([])
  })

  it('refuses NUL and lone surrogates in any form field with text_invalid, and stores nothing', async () => {
    const site = `${p.url}/functions/v1/site`
    const forms: Record<string, Record<string, unknown>> = {
      contact: {
        name: 'Ana',
        email: 'ana@example.com',
        message: 'A message that is long enough.',
        locale: 'en',
      },
      bookings: {
        name: 'Ana',
        email: 'ana@example.com',
        event_type: 'club',
        preferred_date: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10),
        details: 'Warehouse party, 300 people.',
        set_hours: 3,
        locale: 'en',
      },
      enquiries: {
        name: 'Ana',
        email: 'ana@example.com',
        service: 'mixing',
        message: 'Mixing for an EP of four tracks.',
        genre: 'techno',
        locale: 'en',
      },
    }
    const before = await p.rows('messages', { select: 'id' })
    const probes: Probe[] = []
    for (const [path, valid] of Object.entries(forms)) {
      for (const field of Object.keys(valid)) {
        for (const value of HOSTILE_VALUES) {
          probes.push({
            method: 'POST',
            url: `${site}/${path}`,
            body: JSON.stringify({ ...valid, [field]: value }),
          })
        }
        // The text rule, by field: 422 naming it.
        const refused = await fetch(`${site}/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...valid, [field]: 'bad\u0000text' }),
        })
        expect(refused.status, `${path}.${field}`).toBe(422)
        expect((await refused.json()).error).toMatchObject({
          code: 'validation_failed',
          fields: { [field]: 'text_invalid' },
        })
      }
      for (const raw of [
        '{',
        'null',
        '[]',
        '"x"',
        '{"name":"\\ud800"}',
        '{"__proto__":{"admin":true}}',
        'x'.repeat(40_000),
      ]) {
        probes.push({ method: 'POST', url: `${site}/${path}`, body: raw })
      }
    }
    fired.requests += probes.length
    const failures = await fire(probes)
    expect(failures).toEqual([])
    // Only valid submissions could have been stored: none of the refused ones.
    const stored = await p.rows<{ name: string; body: string }>('messages', { select: 'name,body' })
    expect(stored.length).toBeGreaterThanOrEqual(before.length)
    expect(stored.some((row) => isUnsafeText(`${row.name}${row.body}`))).toBe(false)
  })

  it('refuses booking dates in the past or years ahead with a field error', async () => {
    const site = `${p.url}/functions/v1/site`
    for (const [date, code] of [
      ['9999-12-31', 'date_too_far'],
      ['2001-01-01', 'date_in_past'],
      ['+010000-01-01', 'date_invalid'],
      ['2026-02-30', 'date_invalid'],
    ] as const) {
      const response = await fetch(`${site}/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Ana',
          email: 'ana@example.com',
          event_type: 'club',
          preferred_date: date,
          details: 'Warehouse party, 300 people.',
          set_hours: 3,
          locale: 'en',
        }),
      })
      expect(response.status, date).toBe(422)
      expect((await response.json()).error.fields).toEqual({ preferred_date: code })
    }
    fired.requests += 4
  })

  it('refuses hostile checkouts without a 5xx', async () => {
    const checkout = `${p.url}/functions/v1/site/checkout`
    const probes: Probe[] = []
    const buyer = { email: 'ana@example.com', name: 'Ana', locale: 'en' }
    for (const value of HOSTILE_VALUES) {
      probes.push(
        {
          method: 'POST',
          url: checkout,
          body: JSON.stringify({
            ...buyer,
            items: [{ kind: 'track', slug: value, licence: 'private' }],
          }),
        },
        {
          method: 'POST',
          url: checkout,
          body: JSON.stringify({
            ...buyer,
            items: [{ kind: 'track', slug: 'midnight-circuit', licence: value }],
          }),
        },
        {
          method: 'POST',
          url: checkout,
          body: JSON.stringify({
            ...buyer,
            items: [{ kind: 'product', slug: 'kv1-studio-headphones', quantity: value }],
          }),
        },
        {
          method: 'POST',
          url: checkout,
          body: JSON.stringify({
            ...buyer,
            name: value,
            items: [{ kind: 'track', slug: 'midnight-circuit', licence: 'private' }],
          }),
        },
        { method: 'POST', url: checkout, body: JSON.stringify({ ...buyer, items: value }) },
        {
          method: 'POST',
          url: checkout,
          body: JSON.stringify({
            ...buyer,
            promotion_code: value,
            items: [{ kind: 'track', slug: 'midnight-circuit', licence: 'private' }],
          }),
        },
        {
          method: 'POST',
          url: checkout,
          body: JSON.stringify({
            ...buyer,
            items: [{ kind: 'track', slug: value, licence: 'exclusive' }],
          }),
        },
      )
    }
    // The exclusive rights beside another licence of the same track, a track without exclusive
    // rights on offer, and codes that look right but are nobody's.
    const exclusive = { kind: 'track', slug: 'midnight-circuit', licence: 'exclusive' }
    for (const body of [
      { ...buyer, items: [exclusive, { ...exclusive, licence: 'private' }] },
      { ...buyer, items: [{ ...exclusive, slug: 'velvet-hours' }] },
      { ...buyer, items: [exclusive], promotion_code: 'NOT-A-CODE' },
      { ...buyer, items: [exclusive], promotion_code: 'welcome10\u0000' },
      { ...buyer, items: [exclusive], promotion_code: 'W'.repeat(41) },
      // Tampered tiers, files and tax fields: a WAV of a track without masters, a track-out with
      // its files or price named, VAT left out by the buyer. The server prices and taxes.
      { ...buyer, items: [{ kind: 'track', slug: 'aurora-run', licence: 'wav' }] },
      { ...buyer, items: [{ ...exclusive, licence: 'trackout', files: ['stems'] }] },
      { ...buyer, items: [{ ...exclusive, licence: 'wav', price_cents: 1 }] },
      { ...buyer, items: [exclusive], automatic_tax: { enabled: false }, tax_exempt: 'reverse' },
    ]) {
      probes.push({ method: 'POST', url: checkout, body: JSON.stringify(body) })
    }
    fired.requests += probes.length
    expect(await fire(probes)).toEqual([])
  })

  it('never answers 5xx at the mailing list, and confirms or mails nobody from hostile input', async () => {
    const site = `${p.url}/functions/v1/site`
    const probes: Probe[] = []
    const fan = { email: 'fan@example.com', locale: 'en', website: '' }
    for (const value of [...HOSTILE_VALUES, 'fan@example.com\r\nBcc: all@example.com']) {
      for (const path of ['subscribe', 'subscription/link']) {
        probes.push(
          {
            method: 'POST',
            url: `${site}/${path}`,
            body: JSON.stringify({ ...fan, email: value }),
          },
          {
            method: 'POST',
            url: `${site}/${path}`,
            body: JSON.stringify({ ...fan, locale: value }),
          },
          {
            method: 'POST',
            url: `${site}/${path}`,
            body: JSON.stringify({ ...fan, website: value }),
          },
        )
      }
      for (const path of ['confirm', 'read', 'unsubscribe', 'export', 'erase']) {
        probes.push({
          method: 'POST',
          url: `${site}/subscription/${path}`,
          body: JSON.stringify({ token: value }),
        })
      }
      probes.push({
        method: 'POST',
        url: `${site}/contact`,
        body: JSON.stringify({
          ...fan,
          name: 'Ana',
          message: 'A question about Lisbon.',
          subscribe: value,
        }),
      })
      probes.push({
        method: 'POST',
        url: `${site}/subscription/language`,
        body: JSON.stringify({ token: 'A'.repeat(43), locale: value }),
      })
    }
    // Well-formed tokens nobody was given, and bodies that are not what they claim.
    for (const path of ['confirm', 'unsubscribe', 'erase']) {
      probes.push(
        {
          method: 'POST',
          url: `${site}/subscription/${path}`,
          body: JSON.stringify({ token: 'A'.repeat(43) }),
        },
        { method: 'POST', url: `${site}/subscription/${path}`, body: '{"token":' },
        { method: 'GET', url: `${site}/subscription/${path}?token=${'A'.repeat(43)}` },
      )
    }
    fired.requests += probes.length
    expect(await fire(probes)).toEqual([])
    expect(await p.rows('subscribers', { select: 'email', status: 'eq.confirmed' })).toEqual([])
  })

  it('answers correctly signed but malformed Stripe events with 400, never 5xx', async () => {
    const deliver = (payload: string): Probe => ({
      method: 'POST',
      url: `${p.url}/functions/v1/stripe-webhook`,
      body: payload,
      headers: {
        'stripe-signature': p.stripe.webhooks.generateTestHeaderString({
          payload,
          secret: p.keys.stripe_webhook_secret,
        }),
      },
    })
    const event = (type: string, object: unknown) =>
      JSON.stringify({
        id: `evt_hostile_${randomBytes(6).toString('hex')}`,
        object: 'event',
        type,
        api_version: '2026-01-01',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: { object },
      })
    const objects: unknown[] = [
      null,
      'x',
      [],
      {},
      { id: '\u0000', object: 'checkout.session' },
      { id: 'cs_test_x', object: 'checkout.session', metadata: null, amount_total: 'lots' },
      { id: 'cs_test_x', object: 'checkout.session', metadata: { order_id: '\ud800' } },
      {
        id: 'cs_test_x',
        object: 'checkout.session',
        metadata: { order_id: 'not-a-uuid' },
        payment_status: 'paid',
      },
      { id: 'ch_x', object: 'charge', payment_intent: { nested: true }, amount_refunded: -5 },
      { id: 'cs_test_x', object: 'checkout.session', discounts: 'all of them' },
      { id: 'cs_test_x', object: 'checkout.session', discounts: [{ promotion_code: '\u0000' }] },
      { id: 'cs_test_x', object: 'checkout.session', discounts: [{ promotion_code: { id: 7 } }] },
      { id: 'cs_test_x', object: 'checkout.session', total_details: { amount_discount: -1 } },
      // Bookings' sessions naming rows that are not there, or not ids at all.
      {
        id: 'cs_test_x',
        object: 'checkout.session',
        metadata: { kind: 'show_deposit', payment_id: 'x' },
      },
      {
        id: 'cs_test_x',
        object: 'checkout.session',
        metadata: { kind: 'private_session', session_booking_id: '\ud800' },
      },
      {
        id: 'cs_test_y',
        object: 'checkout.session',
        status: 'complete',
        payment_status: 'unpaid',
        metadata: { kind: 'show_balance', payment_id: '00000000-0000-4000-8000-000000000000' },
      },
      {
        id: 'cs_test_x',
        object: 'checkout.session',
        discounts: Array.from({ length: 50 }, () => ({ promotion_code: 'promo_x' })),
      },
    ]
    const probes: Probe[] = []
    for (const type of [
      'checkout.session.completed',
      'checkout.session.async_payment_succeeded',
      'checkout.session.async_payment_failed',
      'checkout.session.expired',
      'charge.refunded',
      'charge.dispute.created',
    ]) {
      for (const object of objects) probes.push(deliver(event(type, object)))
    }
    // Disputes, and expired sessions whose recovery link or consent is not what Stripe sends.
    for (const object of [
      {
        id: 'dp_x',
        object: 'dispute',
        amount: -5,
        currency: 'eur',
        reason: 'fraudulent',
        charge: 'ch_x',
      },
      { id: 'dp_x', object: 'dispute', amount: 5, currency: 'euro', reason: '', charge: 'ch_x' },
      { id: 'dp_x', object: 'dispute', amount: 5, currency: 'eur', reason: 'x', charge: 7 },
    ]) {
      probes.push(deliver(event('charge.dispute.created', object)))
    }
    for (const extra of [
      { after_expiration: { recovery: { url: 'javascript:alert(1)' } } },
      { consent: { promotions: 'yes please' } },
      { invoice: 'not-an-invoice' },
    ]) {
      probes.push(
        deliver(
          event('checkout.session.expired', {
            id: 'cs_test_x',
            object: 'checkout.session',
            ...extra,
          }),
        ),
      )
    }
    probes.push(
      deliver('{'),
      deliver('[]'),
      deliver('{"type":null}'),
      deliver('{"id":"\\u0000","type":"x"}'),
    )
    fired.requests += probes.length
    const failures = await fire(probes)
    expect(failures).toEqual([])
    // A malformed event is refused, not acknowledged: Stripe would retry a mistake of ours.
    const malformed = await fetch(probes[0]!.url, {
      method: 'POST',
      body: probes[0]!.body!,
      headers: { 'content-type': 'application/json', ...probes[0]!.headers },
    })
    expect(malformed.status).toBe(400)
  })

  it('answers hostile Resend webhooks and announcement edits with a 4xx, never 5xx, and suppresses nobody', async () => {
    const url = `${p.url}/functions/v1/resend-webhook`
    const signed = (payload: string, id = `msg_${randomBytes(9).toString('base64url')}`): Probe => {
      const timestamp = Math.floor(Date.now() / 1000)
      return {
        method: 'POST',
        url,
        body: payload,
        headers: {
          'svix-id': id,
          'svix-timestamp': String(timestamp),
          'svix-signature': svixSignature(p.keys.resend_webhook_secret, id, timestamp, payload),
        },
      }
    }
    const probes: Probe[] = []
    for (const type of ['email.bounced', 'email.complained']) {
      for (const value of HOSTILE_VALUES) {
        probes.push(signed(JSON.stringify({ type, created_at: 'now', data: value })))
        probes.push(
          signed(JSON.stringify({ type, created_at: 'now', data: { email_id: 'e', to: [value] } })),
        )
        probes.push(
          signed(
            // A bounce without its type is never one to act on, whatever else it holds.
            JSON.stringify({
              type: 'email.bounced',
              created_at: type,
              data: { email_id: value, to: ['x@example.com'], bounce: value },
            }),
          ),
        )
      }
    }
    for (const payload of ['', 'null', '[]', '"x"', '{}', '{"type":7}', 'not json']) {
      probes.push(signed(payload))
    }
    probes.push(signed('{"type":"email.delivered"}', 'x'.repeat(5000)))
    // Header values fetch can carry (no NUL, no lone surrogate): empty, odd numbers, junk, huge.
    for (const value of ['', 'v1,', '-1', '1e99', 'v2,x v1,@@', `v1,${'A'.repeat(10_000)}`]) {
      probes.push({
        method: 'POST',
        url,
        body: '{"type":"email.bounced"}',
        headers: { 'svix-id': 'msg_x', 'svix-timestamp': value, 'svix-signature': value },
      })
    }
    expect(await fire(probes)).toEqual([])
    fired.requests += probes.length

    // The owner's own edits: hostile texts and ids refused by field or as not found.
    const { token } = await signIn(p, 'owner@example.com')
    const created = await adminCall(p, token, 'announcements', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ subject: { es: 'Borrador' }, body: { es: 'Aún no.' } }),
    })
    const { id } = (await created.json()) as { id: string }
    const edits: Probe[] = []
    for (const value of [...HOSTILE_VALUES, 'Hola\r\nBcc: all@example.com']) {
      for (const body of [
        { subject: { es: value }, body: { es: 'x' } },
        { subject: { es: 'x' }, body: { es: value } },
        { subject: value, body: { es: 'x' } },
        { subject: { es: 'x' }, body: { es: 'x' }, topic: value, track_id: value, send: value },
      ]) {
        edits.push({
          method: 'PATCH',
          url: `${p.url}/functions/v1/admin/announcements/${id}`,
          body: JSON.stringify(body),
          headers: { authorization: `Bearer ${token}` },
        })
      }
    }
    for (const path of ['%00', 'x'.repeat(300), '..%2Fsettings', `${id}%0d%0a`]) {
      for (const method of ['GET', 'PATCH', 'DELETE']) {
        edits.push({
          method,
          url: `${p.url}/functions/v1/admin/announcements/${path}`,
          headers: { authorization: `Bearer ${token}` },
        })
      }
    }
    expect(await fire(edits)).toEqual([])
    fired.requests += edits.length
    // Texts that are only odd (markup, RTL marks, long) were taken as texts; nothing was sent.
    const [draft] = await p.rows<{ status: string }>('announcements', {
      select: 'status',
      id: `eq.${id}`,
    })
    expect(draft).toEqual({ status: 'draft' })
    expect(await p.rows('mail_suppressions', { select: 'email' })).toEqual([])
  })

  it('never answers 5xx at show offers and private sessions, and refuses bad text by field', async () => {
    const site = `${p.url}/functions/v1/site`
    const day = (days: number) =>
      new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
    const slots = (await (
      await fetch(`${site}/sessions/slots?from=${day(2)}&to=${day(30)}&hours=1`)
    ).json()) as {
      items: { start: string }[]
    }
    const valid = {
      slot_start: slots.items.at(-1)!.start,
      hours: 1,
      name: 'Ana',
      email: 'ana@example.com',
      genre: 'Techno',
      details: 'Mixdown of two tracks, stems ready.',
      locale: 'en',
    }
    const before = await p.rows('session_bookings', { select: 'id' })
    const probes: Probe[] = []
    const token = 'A'.repeat(43)
    for (const value of HOSTILE) {
      for (const name of ['from', 'to', 'hours']) {
        probes.push({
          method: 'GET',
          url: `${site}/sessions/slots?from=${day(2)}&to=${day(9)}&${name}=${enc(value)}`,
        })
      }
      for (const path of ['offers', 'sessions']) {
        probes.push({ method: 'GET', url: `${site}/${path}/${enc(value) || '%20'}` })
      }
      probes.push(
        { method: 'GET', url: `${site}/offers/${enc(value) || 'x'}/contract.pdf` },
        { method: 'POST', url: `${site}/offers/${enc(value) || 'x'}/balance` },
        { method: 'POST', url: `${site}/sessions/${enc(value) || 'x'}/cancel` },
        { method: 'GET', url: `${site}/sessions/${enc(value) || 'x'}/calendar.ics` },
      )
    }
    for (const value of HOSTILE_VALUES) {
      for (const field of Object.keys(valid)) {
        probes.push({
          method: 'POST',
          url: `${site}/sessions`,
          body: JSON.stringify({ ...valid, [field]: value }),
        })
      }
      for (const field of ['signer_name', 'accept_terms']) {
        probes.push({
          method: 'POST',
          url: `${site}/offers/${token}/accept`,
          body: JSON.stringify({
            signer_name: 'Ana Organiser',
            accept_terms: true,
            [field]: value,
          }),
        })
      }
      probes.push({
        method: 'POST',
        url: `${site}/sessions/${token}/reschedule`,
        body: JSON.stringify({ slot_start: value }),
      })
    }
    for (const raw of ['{', 'null', '[]', '{"__proto__":{"hours":1}}', 'x'.repeat(40_000)]) {
      probes.push({ method: 'POST', url: `${site}/sessions`, body: raw })
    }
    for (const field of Object.keys(valid).filter((key) => key !== 'hours')) {
      const refused = await fetch(`${site}/sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...valid, [field]: 'bad\u0000text' }),
      })
      expect(refused.status, `sessions.${field}`).toBe(422)
      expect((await refused.json()).error).toMatchObject({
        code: 'validation_failed',
        fields: { [field]: 'text_invalid' },
      })
    }
    fired.requests += probes.length
    expect(await fire(probes)).toEqual([])
    // Only valid bookings could hold a slot (a strange but valid name may): none of the refused.
    const held = await p.rows<{ name: string; genre: string; details: string }>(
      'session_bookings',
      {
        select: 'name,genre,details',
      },
    )
    expect(held.length).toBeGreaterThanOrEqual(before.length)
    expect(held.some((row) => isUnsafeText(`${row.name}${row.genre}${row.details}`))).toBe(false)
  })

  it('serves the pages and their assets without a 5xx whatever the path or query', async () => {
    const site = p.platform.siteUrl
    const probes: Probe[] = []
    for (const value of HOSTILE) {
      for (const page of ['/track/', '/product/', '/licenses/', '/assets/', '/']) {
        probes.push({
          method: 'GET',
          url: `${site}${page}${enc(value)}?lng=${enc(value)}&q=${enc(value)}`,
        })
      }
    }
    probes.push({
      method: 'GET',
      url: `${site}/tracks?genre=${enc('\u0000')}&bpm_min=${enc('1e309')}`,
    })
    fired.requests += probes.length
    expect(await fire(probes)).toEqual([])
  })

  it('never answers 5xx at the auth stand-in’s OAuth sign-in and the local identity provider', async () => {
    const auth = `${p.url}/auth/v1`
    const idp = `${p.url}/_oauth/realms/local/protocol/openid-connect`
    const form = { 'content-type': 'application/x-www-form-urlencoded' }
    const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'
    const values = [...HOSTILE, 'javascript:alert(1)', 'https://evil.example/']
    const probes: Probe[] = []
    for (const value of values) {
      for (const name of ['provider', 'redirect_to', 'scopes', 'code_challenge', 'prompt']) {
        const query = new URLSearchParams({
          provider: 'keycloak',
          redirect_to: p.url,
          code_challenge: challenge,
          code_challenge_method: 's256',
        })
        query.delete(name)
        probes.push({ method: 'GET', url: `${auth}/authorize?${query}&${name}=${enc(value)}` })
      }
      for (const name of ['state', 'code', 'error', 'error_description']) {
        probes.push({ method: 'GET', url: `${auth}/callback?${name}=${enc(value)}` })
        probes.push({
          method: 'POST',
          url: `${auth}/callback`,
          body: `state=00000000-0000-4000-8000-000000000000&${name}=${enc(value)}`,
          headers: form,
        })
      }
      for (const name of ['client_id', 'redirect_uri', 'response_type', 'state', 'email']) {
        probes.push({
          method: 'POST',
          url: `${idp}/auth`,
          body: `client_id=local-site&redirect_uri=${enc(`${auth}/callback`)}&response_type=code&decision=approve&${name}=${enc(value)}`,
          headers: form,
        })
      }
      for (const name of ['grant_type', 'code', 'client_id', 'client_secret', 'redirect_uri']) {
        probes.push({
          method: 'POST',
          url: `${idp}/token`,
          body: `grant_type=authorization_code&${name}=${enc(value)}`,
          headers: form,
        })
      }
      probes.push({
        method: 'GET',
        url: `${idp}/userinfo`,
        headers: { authorization: `Bearer ${value.replace(/[^\x20-\x7e]/g, '?')}` },
      })
    }
    probes.push({ method: 'POST', url: `${idp}/token`, body: 'x'.repeat(3_000_000), headers: form })
    const failures: string[] = []
    for (const probe of probes) {
      const response = await fetch(probe.url, {
        method: probe.method,
        redirect: 'manual',
        ...(probe.body !== undefined ? { body: probe.body } : {}),
        ...(probe.headers ? { headers: probe.headers } : {}),
      })
      const text = await response.text()
      const what = `${response.status} ${probe.method} ${probe.url.slice(0, 120)}`
      if (response.status >= 500) failures.push(what)
      // GoTrue's error shape (error_code, msg) or OAuth's (error, error_description).
      const json = (response.headers.get('content-type') ?? '').includes('application/json')
      const body = json && response.status >= 400 ? JSON.parse(text) : null
      if (body && !body.error_code && typeof body.error !== 'string') {
        failures.push(`no error shape: ${what}`)
      }
    }
    fired.requests += probes.length
    expect(failures).toEqual([])
  })

  it('answers a NUL in any path segment or query of every endpoint with a 4xx, before any SQL', async () => {
    const fn = `${p.url}/functions/v1`
    const id = '00000000-0000-4000-8000-000000000000'
    const endpoints: [string, string][] = [
      ['GET', 'site/settings'],
      ['GET', 'site/tracks'],
      ['GET', 'site/tracks/midnight-circuit'],
      ['GET', 'site/products'],
      ['GET', 'site/products/kv1-studio-headphones'],
      ['GET', 'site/gigs'],
      ['GET', 'site/sitemap'],
      ['GET', 'site/sitemap.xml'],
      ['GET', 'site/orders/by-session/cs_test_x'],
      ['GET', `site/downloads/${id}`],
      ['GET', 'site/licences/KV-2026-ABCD'],
      ['GET', 'site/licences/KV-2026-ABCD/pdf'],
      ['GET', 'site/me/orders'],
      ['POST', `site/me/downloads/${id}`],
      ['POST', 'site/contact'],
      ['POST', 'site/bookings'],
      ['POST', 'site/enquiries'],
      ['POST', 'site/checkout'],
      ['POST', 'site/jobs/deliver-emails'],
      ['GET', `admin/tracks/${id}`],
      ['GET', `admin/orders/${id}`],
      ['PATCH', 'admin/settings'],
    ]
    const failures: string[] = []
    const check = async (method: string, url: string, expected: number, code: string) => {
      const response = await fetch(url, { method, redirect: 'manual' })
      const body = (await response.json().catch(() => null)) as { error?: { code?: string } } | null
      if (response.status !== expected || body?.error?.code !== code) {
        failures.push(`${response.status} ${body?.error?.code} ${method} ${url.slice(fn.length)}`)
      }
    }
    for (const [method, path] of endpoints) {
      const segments = path.split('/')
      for (let index = 1; index < segments.length; index++) {
        const spoiled = segments.map((segment, at) => (at === index ? `${segment}%00` : segment))
        await check(method, `${fn}/${spoiled.join('/')}`, 404, 'not_found')
      }
      for (const query of ['token=%00', 'lang=a%00b', 'q=x%00', '%00=1']) {
        await check(method, `${fn}/${path}?${query}`, 400, 'invalid_query')
      }
    }
    // The issue's own three, by name.
    await check('GET', `${fn}/site/tracks/%00`, 404, 'not_found')
    await check('GET', `${fn}/site/products/a%00b`, 404, 'not_found')
    await check('GET', `${fn}/site/downloads/${id}?token=%00`, 400, 'invalid_query')
    fired.requests += endpoints.length * 8
    expect(failures).toEqual([])
  })

  it('refuses JSON bodies nested thousands of levels deep with a 400, and stores nothing', async () => {
    const site = `${p.url}/functions/v1/site`
    const before = (await p.rows('messages', { select: 'id' })).length
    const deepObject = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`
    const deepArray = `${'['.repeat(10_000)}${']'.repeat(10_000)}`
    // A valid body with one field nested deep: the walk over it, not the parser, used to overflow.
    const deepField = (valid: object) =>
      JSON.stringify({ ...valid, name: JSON.parse(`${'['.repeat(2000)}"Ana"${']'.repeat(2000)}`) })
    const failures: string[] = []
    for (const path of ['contact', 'bookings', 'enquiries', 'checkout']) {
      for (const body of [
        deepObject,
        deepArray,
        deepField({ email: 'ana@example.com', locale: 'en' }),
      ]) {
        const response = await fetch(`${site}/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        })
        const answer = (await response.json()) as { error?: { code?: string } }
        if (response.status !== 400 || answer.error?.code !== 'invalid_json') {
          failures.push(`${response.status} ${answer.error?.code} ${path} ${body.slice(0, 12)}`)
        }
      }
    }
    // Signed as Stripe signs: the webhook refuses it by shape, never with a 5xx.
    const payload = `{"id":"evt_deep","object":"event","type":"checkout.session.completed","data":{"object":${deepObject}}}`
    const webhook = await fetch(`${p.url}/functions/v1/stripe-webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': p.stripe.webhooks.generateTestHeaderString({
          payload,
          secret: p.keys.stripe_webhook_secret,
        }),
      },
      body: payload,
    })
    if (webhook.status >= 500 || !(await webhook.json()).error?.code) {
      failures.push(`${webhook.status} stripe-webhook deep event`)
    }
    fired.requests += 13
    expect(failures).toEqual([])
    expect((await p.rows('messages', { select: 'id' })).length).toBe(before)
  })

  it('stops reading a chunked 20 MB body at the limit, whatever it declares', async () => {
    const chunk = new Uint8Array(256 * 1024).fill(0x20)
    for (const path of ['stripe-webhook', 'resend-webhook', 'site/contact']) {
      let sent = 0
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= 20 * 1024 * 1024) return controller.close()
          sent += chunk.byteLength
          controller.enqueue(chunk)
        },
      })
      const response = await fetch(`${p.url}/functions/v1/${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': 't=1,v1=x',
          'svix-id': 'msg_x',
          'svix-timestamp': '1',
          'svix-signature': 'v1,x',
        },
        body,
        duplex: 'half',
      } as RequestInit)
      expect(response.status, path).toBe(413)
      expect((await response.json()).error.code, path).toBe('payload_too_large')
      // The answer came before the caller had sent it all: nobody read the 20 MB first.
      expect(sent, path).toBeLessThan(20 * 1024 * 1024)
    }
    fired.requests += 3
  })

  it('never answers 5xx at the auth stand-in’s factors, account care, /verify and the SMS sandbox', async () => {
    const auth = `${p.url}/auth/v1`
    const apikey = p.keys.publishable_key
    // A throwaway account: a hostile value that is a valid password may well become its password.
    const email = `hostile-${randomBytes(4).toString('hex')}@example.com`
    const signUp = await fetch(`${p.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: { apikey: p.keys.secret_key, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'hostile-start-password', email_confirm: true }),
    })
    expect(signUp.status).toBe(200)
    const signIn = await fetch(`${auth}/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'hostile-start-password' }),
    })
    const { access_token: token } = (await signIn.json()) as { access_token: string }
    const asUser = {
      apikey,
      authorization: `Bearer ${token}`,
      'x-supabase-api-version': '2024-01-01',
    }
    const enrolled = await fetch(`${auth}/factors`, {
      method: 'POST',
      headers: { ...asUser, 'content-type': 'application/json' },
      body: JSON.stringify({ factor_type: 'webauthn', friendly_name: 'key' }),
    })
    const { id: factorId } = (await enrolled.json()) as { id: string }
    const challenged = await fetch(`${auth}/factors/${factorId}/challenge`, {
      method: 'POST',
      headers: { ...asUser, 'content-type': 'application/json' },
      body: '{}',
    })
    const { id: challengeId } = (await challenged.json()) as { id: string }

    const nested = (depth: number): unknown => (depth === 0 ? 'x' : { a: nested(depth - 1) })
    const values: unknown[] = [...HOSTILE_VALUES, nested(2000), 'x'.repeat(200_000)]
    const probes: Probe[] = []
    const json = (
      method: string,
      path: string,
      body: unknown,
      headers: Record<string, string> = asUser,
    ) => probes.push({ method, url: `${auth}${path}`, body: JSON.stringify(body), headers })
    for (const value of values) {
      for (const field of ['factor_type', 'friendly_name', 'phone', 'issuer']) {
        json('POST', '/factors', { factor_type: 'phone', phone: '+34612345678', [field]: value })
      }
      json('POST', `/factors/${factorId}/challenge`, { channel: value })
      json('POST', `/factors/${factorId}/challenge`, { webauthn: value })
      for (const webauthn of [
        value,
        { type: value },
        { type: 'create', credential_response: value },
      ]) {
        json('POST', `/factors/${factorId}/verify`, { challenge_id: challengeId, webauthn })
      }
      json('POST', `/factors/${factorId}/verify`, {
        challenge_id: challengeId,
        webauthn: {
          type: 'create',
          credential_response: {
            id: value,
            response: { clientDataJSON: value, attestationObject: value },
          },
        },
      })
      json('POST', `/factors/${factorId}/verify`, { challenge_id: value, code: value })
      if (typeof value === 'string') {
        probes.push({
          method: 'POST',
          url: `${auth}/factors/${enc(value)}/verify`,
          body: '{}',
          headers: asUser,
        })
        probes.push({
          method: 'GET',
          url: `${auth}/verify?type=${enc(value)}&token=${enc(value)}&redirect_to=${enc(value)}`,
        })
        probes.push({ method: 'GET', url: `${auth}/verify?type=email_change&token=${enc(value)}` })
      }
      for (const field of ['email', 'code_challenge', 'code_challenge_method']) {
        json('POST', '/recover', { email: 'owner@example.com', [field]: value }, { apikey })
      }
      for (const field of ['type', 'email', 'phone']) {
        json(
          'POST',
          '/resend',
          { type: 'signup', email: 'nobody@example.com', [field]: value },
          { apikey },
        )
      }
      for (const field of ['email', 'password', 'data', 'phone']) {
        json(
          'POST',
          '/signup',
          { email: 'newcomer@example.com', password: 'long enough', [field]: value },
          { apikey },
        )
      }
      for (const field of ['email', 'password', 'nonce', 'data', 'app_metadata', 'phone']) {
        json('PUT', '/user', { [field]: value })
      }
      json(
        'POST',
        '/verify',
        { type: 'email_change', email: 'owner@example.com', token: value },
        { apikey },
      )
      json('POST', '/verify', { type: 'recovery', token_hash: value }, { apikey })
      if (typeof value === 'string') {
        probes.push({
          method: 'POST',
          url: `${p.url}/twilio/2010-04-01/Accounts/${enc(value)}/Messages.json`,
          body: `To=${enc(value)}&Body=${enc(value)}`,
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            authorization: `Basic ${enc(value)}`,
          },
        })
        probes.push({ method: 'GET', url: `${p.url}/_sms?page=${enc(value)}` })
      }
    }
    probes.push({ method: 'GET', url: `${auth}/reauthenticate`, headers: asUser })
    probes.push({ method: 'POST', url: `${auth}/signup`, body: '{"email":', headers: { apikey } })
    probes.push({ method: 'PUT', url: `${auth}/user`, body: '[]', headers: asUser })
    const failures: string[] = []
    for (const probe of probes) {
      const response = await fetch(probe.url, {
        method: probe.method,
        redirect: 'manual',
        ...(probe.body !== undefined
          ? { body: probe.body, headers: { 'content-type': 'application/json', ...probe.headers } }
          : { headers: probe.headers ?? {} }),
      })
      const text = await response.text()
      const what = `${response.status} ${probe.method} ${probe.url.slice(0, 120)} ${probe.body?.slice(0, 80) ?? ''}`
      if (response.status >= 500) failures.push(what)
      const isJson = (response.headers.get('content-type') ?? '').includes('application/json')
      const body = isJson && response.status >= 400 ? JSON.parse(text) : null
      // GoTrue's shapes (code + message, or error_code + msg) and Twilio's (code + message).
      if (body && typeof body.code === 'undefined' && !body.error_code)
        failures.push(`no error shape: ${what}`)
    }
    fired.requests += probes.length
    expect(failures).toEqual([])
  })

  afterAll(() => {
    console.info(`hostile input: ${fired.requests} requests fired, every answer below 500`)
  })
}
