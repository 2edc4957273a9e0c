import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isUnsafeText } from '../../functions/_shared/http/unsafe-text.ts'
import { startTestPlatform, type TestPlatform } from './helpers/platform.ts'

// An attacker's inputs at every anonymous endpoint of the site function, the Stripe webhook and
// the served pages, through the whole local platform: NUL bytes, lone UTF-16 surrogates, absurd
// dates and numbers, path tricks, malformed JSON and correctly signed but malformed events. Every
// answer must be a deliberate one: never a 5xx, and a 4xx always in the JSON error shape.

let p: TestPlatform
beforeAll(async () => {
  p = await startTestPlatform({ buildWeb: true })
}, 240_000)
afterAll(() => p?.stop())

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

describe('hostile input', () => {
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

  afterAll(() => {
    console.info(`hostile input: ${fired.requests} requests fired, every answer below 500`)
  })
})
