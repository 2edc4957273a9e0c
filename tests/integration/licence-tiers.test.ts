import { randomBytes } from 'node:crypto'
import { parseBuffer } from 'music-metadata'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OrderView } from '../../functions/_shared/contract/checkout.ts'
import { TrackDetail } from '../../functions/_shared/contract/site/site.ts'
import { expectPublishedStripeTypes } from '../contract/helpers/stripe-published-types.ts'
import { waitFor } from '../contract/helpers/wait-for.ts'
import { createScratchDatabase, databaseTargets } from '../helpers/database.ts'
import { pdfText } from './helpers/pdf-text.ts'
import {
  sessionIdOf,
  startTestPlatform,
  stripeEvent,
  type TestPlatform,
} from './helpers/platform.ts'
import { zipEntries } from './helpers/zip-entries.ts'

// Licence tiers, VAT, invoices, terms, disputes and recovered checkouts, through the whole
// platform: the site and webhook functions, the Stripe sandbox's hosted page and webhooks, on the
// embedded database and on a PostgreSQL server. The demo has WAVs and stems for midnight-circuit
// and glass-horizon (seed.ts).

type OrderRow = {
  id: string
  status: string
  total_cents: number
  tax_cents: number
  net_cents: number | null
  tax_country: string | null
  tax_exempt: string | null
  buyer_business_name: string | null
  buyer_tax_ids: { type: string; value: string }[]
  terms_version: string | null
  terms_accepted_at: string | null
  stripe_invoice_id: string | null
  invoice_number: string | null
  disputed_at: string | null
}

describe.each(databaseTargets())('selling licence tiers on $target', ({ target, skip }) => {
  let p: TestPlatform
  let dropDatabase: (() => Promise<void>) | undefined

  beforeAll(async () => {
    if (skip) return
    if (target === 'server') {
      const scratch = await createScratchDatabase(String(process.env.TEST_DATABASE_URL), 'tiers')
      dropDatabase = scratch.drop
      p = await startTestPlatform({ databaseUrl: scratch.url })
    } else {
      p = await startTestPlatform()
    }
  }, 240_000)
  afterAll(async () => {
    try {
      if (p) await expectPublishedStripeTypes(p.stripeTraffic)
    } finally {
      await p?.stop()
      await dropDatabase?.()
    }
  })

  const buyer = (label: string, locale = 'en') => ({
    email: `${label}-${randomBytes(3).toString('hex')}@example.com`,
    name: 'Alex Fan',
    locale,
  })
  const checkout = async (items: object[], who: object) => {
    const response = await p.call('site/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items, ...who }),
    })
    expect(response.status, await response.clone().text()).toBe(201)
    return (await response.json()) as { order_id: string; url: string }
  }
  const form = (fields: Record<string, string>) =>
    new URLSearchParams({
      card: '4242424242424242',
      cardholder_name: 'Alex Fan',
      terms_of_service: 'accepted',
      ...fields,
    })
  const submit = (url: string, body: URLSearchParams) =>
    fetch(`${url}/pay`, { method: 'POST', body, redirect: 'manual' })
  const order = async (id: string) =>
    (await p.rows<OrderRow>('orders', { select: '*', id: `eq.${id}` }))[0]!
  const lookup = async (sessionId: string) =>
    (await (await p.call(`site/orders/by-session/${sessionId}`)).json()) as OrderView
  const outbox = (orderId: string) =>
    p.rows<{ dedupe_key: string; to_email: string; subject: string; text_body: string }>(
      'email_outbox',
      { select: 'dedupe_key,to_email,subject,text_body', dedupe_key: `like.order:${orderId}:*` },
    )
  const paid = async (url: string, fields: Record<string, string>) => {
    const response = await submit(url, form(fields))
    expect(response.status, await response.clone().text()).toBe(303)
    await p.delivered(sessionIdOf(url), 'checkout.session.completed')
  }
  const download = async (url: string) => {
    const redirect = await fetch(url, {
      redirect: 'manual',
      headers: { 'user-agent': 'TiersTest/1.0' },
    })
    expect(redirect.status, await redirect.clone().text()).toBe(302)
    const file = await fetch(redirect.headers.get('location')!)
    expect(file.status).toBe(200)
    return { file, bytes: new Uint8Array(await file.arrayBuffer()) }
  }

  it.skipIf(skip)('offers the WAV and track-out licences with their files and caps', async () => {
    const track = TrackDetail.parse(await (await p.call('site/tracks/midnight-circuit')).json())
    expect(track.licences.map((offer) => [offer.licence, offer.files])).toEqual([
      ['private', ['mp3']],
      ['commercial', ['mp3']],
      ['wav', ['mp3', 'wav']],
      ['trackout', ['mp3', 'wav', 'stems']],
      // The demo's exclusive rights: every file the track has.
      ['exclusive', ['mp3', 'wav', 'stems']],
    ])
    expect(track.licences.find((offer) => offer.licence === 'wav')).toMatchObject({
      price_cents: 4900,
      terms: { copies: 10000, streams: 1000000, videos: 2, radio: 5, live: null },
    })
    // A track without masters sells the MP3 leases only, and refuses a WAV in a tampered cart.
    const plain = TrackDetail.parse(await (await p.call('site/tracks/aurora-run')).json())
    expect(plain.licences.map((offer) => offer.licence)).not.toContain('wav')
    const tampered = await p.call('site/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        items: [{ kind: 'track', slug: 'aurora-run', licence: 'wav' }],
        ...buyer('tamper'),
      }),
    })
    expect(tampered.status).toBe(409)
    expect((await tampered.json()).error.code).toBe('item_unavailable')
  })

  it.skipIf(skip)(
    'a German consumer buys a WAV licence: 19 % VAT, terms required, the WAV is a WAV',
    async () => {
      const who = buyer('de', 'de')
      const { order_id: orderId, url } = await checkout(
        [{ kind: 'track', slug: 'midnight-circuit', licence: 'wav' }],
        who,
      )
      const german = { billing_country: 'DE', billing_postal_code: '10435' }
      // Checkout refuses to take the payment until the licence terms are ticked.
      const unticked = form(german)
      unticked.delete('terms_of_service')
      const refused = await submit(url, unticked)
      expect(refused.status).toBe(400)
      expect(await refused.text()).toContain('Accept the terms of service to continue.')
      expect((await order(orderId)).status).toBe('pending')

      await paid(url, german)
      const row = await order(orderId)
      // Prices include VAT: 49,00 € of which 19 % German VAT, 7,82 €.
      expect(row).toMatchObject({
        status: 'paid',
        total_cents: 4900,
        tax_cents: 782,
        net_cents: 4118,
        tax_country: 'DE',
        tax_exempt: 'none',
      })
      expect(row.terms_version).toMatch(/^v\d{8}T\d{6}Z$/)
      expect(row.terms_accepted_at).not.toBeNull()
      const session = await p.stripe.checkout.sessions.retrieve(sessionIdOf(url))
      expect(session.consent?.terms_of_service).toBe('accepted')
      expect(session.total_details?.amount_tax).toBe(782)

      const view = await lookup(session.id)
      expect(view).toMatchObject({ tax: 782, prices_include_tax: true })
      expect(view.downloads.map((entry) => [entry.format, entry.downloads_left])).toEqual([
        ['mp3', 5],
        ['wav', 5],
      ])
      const wav = view.downloads.find((entry) => entry.format === 'wav')!
      const { file, bytes } = await download(wav.url)
      expect(file.headers.get('content-type')).toBe('audio/wav')
      expect(file.headers.get('content-disposition')).toContain('Kael Voss - Midnight Circuit.wav')
      const { format } = await parseBuffer(bytes, { mimeType: 'audio/wav' })
      expect(format).toMatchObject({ container: 'WAVE', sampleRate: 44100, bitsPerSample: 16 })
      expect((await lookup(session.id)).downloads.map((entry) => entry.downloads_left)).toEqual([
        5, 4,
      ])
      // Logged, as dispute evidence: which file, when, from where, with what.
      const log = await p.rows<{
        format: string
        user_agent: string
        ip_address: string | null
        channel: string
      }>('download_log', {
        select: 'format,user_agent,ip_address,channel',
        order_id: `eq.${orderId}`,
      })
      expect(log).toEqual([
        {
          format: 'wav',
          user_agent: 'TiersTest/1.0',
          ip_address: expect.any(String),
          channel: 'link',
        },
      ])

      // The buyer's email has both files' links, the VAT and the invoice; the owner's the VAT.
      await waitFor(
        'the invoice recorded',
        async () => (await order(orderId)).invoice_number !== null,
      )
      const emails = await outbox(orderId)
      const buyerEmail = emails.find((email) => email.to_email === who.email)!
      expect(buyerEmail.text_body).toContain('WAV herunterladen')
      expect(buyerEmail.text_body).toContain(wav.url)
      expect(buyerEmail.text_body).toContain('Darin enthaltene MwSt.: 7,82\u00a0€')
      expect(buyerEmail.text_body).toContain(
        `/functions/v1/site/orders/by-session/${session.id}/invoice`,
      )
      expect(emails.find((email) => email.to_email === 'owner@example.com')!.text_body).toMatch(
        /VAT|IVA/,
      )
      const invoice = await fetch(view.invoice_url!, { redirect: 'manual' })
      expect(invoice.status).toBe(302)
      const pdf = await fetch(invoice.headers.get('location')!)
      expect(pdf.headers.get('content-type')).toBe('application/pdf')
      expect(pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain('VAT 19% (DE), included')
    },
  )

  it.skipIf(skip)(
    'a Spanish business with a VAT number gets an invoice; the stems are a real zip',
    async () => {
      const who = buyer('es', 'es')
      const { order_id: orderId, url } = await checkout(
        [{ kind: 'track', slug: 'glass-horizon', licence: 'trackout' }],
        who,
      )
      await paid(url, {
        billing_country: 'ES',
        billing_postal_code: '28001',
        business_name: 'Estudio Norte SL',
        tax_id: 'ESB12345678',
      })
      // Domestic: Spanish VAT is charged (the reverse charge is for other member states).
      expect(await order(orderId)).toMatchObject({
        tax_cents: 2586,
        tax_country: 'ES',
        buyer_business_name: 'Estudio Norte SL',
        buyer_tax_ids: [{ type: 'eu_vat', value: 'ESB12345678' }],
      })
      const row = await order(orderId)
      const invoice = await p.stripe.invoices.retrieve(row.stripe_invoice_id!)
      expect(invoice).toMatchObject({
        status: 'paid',
        total: 14900,
        customer_name: 'Estudio Norte SL',
        customer_tax_ids: [{ type: 'eu_vat', value: 'ESB12345678' }],
        metadata: { order_id: orderId },
      })
      const text = pdfText(new Uint8Array(await (await fetch(invoice.invoice_pdf!)).arrayBuffer()))
      expect(text).toContain('EU VAT ESB12345678')
      expect(text).toContain('VAT 21% (ES), included')

      const view = await lookup(sessionIdOf(url))
      expect(view.downloads.map((entry) => entry.format)).toEqual(['mp3', 'wav', 'stems'])
      const { file, bytes } = await download(view.downloads.find((d) => d.format === 'stems')!.url)
      expect(file.headers.get('content-type')).toBe('application/zip')
      expect(file.headers.get('content-disposition')).toContain('Kael Voss - Glass Horizon.zip')
      const stems = zipEntries(bytes)
      expect(stems.map((stem) => stem.name)).toEqual([
        'Glass Horizon - drums.wav',
        'Glass Horizon - bass.wav',
        'Glass Horizon - music.wav',
      ])
      for (const stem of stems) {
        const { format } = await parseBuffer(stem.data, { mimeType: 'audio/wav' })
        expect(format.container, stem.name).toBe('WAVE')
      }
    },
  )

  it.skipIf(skip)('a French business is reverse-charged; a US buyer pays no VAT', async () => {
    const business = await checkout(
      [{ kind: 'track', slug: 'velvet-hours', licence: 'wav' }],
      buyer('fr', 'fr'),
    )
    await paid(business.url, {
      billing_country: 'FR',
      billing_postal_code: '75011',
      business_name: 'Studio Lumière SARL',
      tax_id: 'FR40303265045',
    })
    expect(await order(business.order_id)).toMatchObject({
      total_cents: 3900,
      tax_cents: 0,
      tax_exempt: 'reverse',
    })
    const us = await checkout(
      [{ kind: 'track', slug: 'midnight-circuit', licence: 'commercial' }],
      buyer('us'),
    )
    await paid(us.url, { billing_country: 'US', billing_postal_code: '10001' })
    expect(await order(us.order_id)).toMatchObject({
      total_cents: 9900,
      tax_cents: 0,
      tax_country: 'US',
    })
  })

  it.skipIf(skip)('a dispute revokes the downloads and tells the owner', async () => {
    const { order_id: orderId, url } = await checkout(
      [{ kind: 'track', slug: 'midnight-circuit', licence: 'private' }],
      buyer('dispute'),
    )
    // Stripe's test card whose payment the bank then disputes as fraudulent.
    await paid(url, {
      card: '4000000000000259',
      billing_country: 'ES',
      billing_postal_code: '28001',
    })
    // A dispute can arrive before the payment's checkout.session.completed: it is refused (500)
    // and not recorded, so Stripe delivers it again once the order knows its payment.
    const early = await p.deliverEvent(
      stripeEvent('charge.dispute.created', {
        id: 'dp_test_early',
        object: 'dispute',
        amount: 2900,
        currency: 'eur',
        reason: 'fraudulent',
        charge: 'ch_test_early',
        payment_intent: 'pi_test_not_yet_fulfilled',
      }),
    )
    expect(early.status).toBe(500)
    await waitFor('the dispute recorded', async () => (await order(orderId)).disputed_at !== null)
    // The link the buyer was emailed no longer downloads; the success page lists none.
    const emailed = (await outbox(orderId)).find((email) => email.dedupe_key.endsWith(':buyer'))!
    const link = /(http:\/\/\S+\/site\/downloads\/\S+)/.exec(emailed.text_body)![1]!
    const refused = await fetch(link, { redirect: 'manual' })
    expect(refused.status).toBe(410)
    expect((await refused.json()).error.code).toBe('download_revoked')
    expect((await lookup(sessionIdOf(url))).downloads).toEqual([])
    expect(
      (
        await p.rows<{ revoked_at: string | null }>('licence_grants', {
          select: 'revoked_at',
          order_id: `eq.${orderId}`,
        })
      )[0]?.revoked_at,
    ).not.toBeNull()
    expect((await outbox(orderId)).map((email) => email.dedupe_key)).toContain(
      `order:${orderId}:dispute`,
    )
  })

  it.skipIf(skip)(
    'an expired checkout with consent sends one recovery email, and its link still sells',
    async () => {
      const who = buyer('recover')
      const first = await checkout([{ kind: 'track', slug: 'glass-horizon', licence: 'wav' }], who)
      // The buyer ticks the promotions box and their card is declined; they leave.
      const declined = await submit(
        first.url,
        form({
          card: '4000000000000002',
          promotions: 'opt_in',
          billing_country: 'ES',
          billing_postal_code: '28001',
        }),
      )
      expect(declined.status).toBe(402)
      await p.stripe.checkout.sessions.expire(sessionIdOf(first.url))
      await p.delivered(sessionIdOf(first.url), 'checkout.session.expired')
      const emails = await outbox(first.order_id)
      const recovery = emails.find(
        (email) => email.dedupe_key === `order:${first.order_id}:recovery`,
      )
      expect(recovery?.to_email).toBe(who.email)
      const link = /(http:\/\/\S+\/_stripe\/recover\/\S+)/.exec(recovery!.text_body)![1]!

      // A second abandoned checkout of the same address (a +tag folded) the same week: no email.
      const tagged = { ...who, email: who.email.replace('@', '+later@') }
      const second = await checkout(
        [{ kind: 'track', slug: 'velvet-hours', licence: 'private' }],
        tagged,
      )
      await submit(
        second.url,
        form({
          card: '4000000000000002',
          promotions: 'opt_in',
          billing_country: 'ES',
          billing_postal_code: '28001',
        }),
      )
      await p.stripe.checkout.sessions.expire(sessionIdOf(second.url))
      await p.delivered(sessionIdOf(second.url), 'checkout.session.expired')
      expect((await outbox(second.order_id)).map((email) => email.dedupe_key)).not.toContain(
        `order:${second.order_id}:recovery`,
      )
      // Without consent: none either.
      const silent = await checkout(
        [{ kind: 'track', slug: 'velvet-hours', licence: 'private' }],
        buyer('silent'),
      )
      await p.stripe.checkout.sessions.expire(sessionIdOf(silent.url))
      await p.delivered(sessionIdOf(silent.url), 'checkout.session.expired')
      expect(await outbox(silent.order_id)).toEqual([])

      // The link opens a copy of the checkout; paying it fulfils the order after all.
      const opened = await fetch(link, { redirect: 'manual' })
      expect(opened.status).toBe(303)
      const recoveredUrl = opened.headers.get('location')!
      await paid(recoveredUrl, { billing_country: 'ES', billing_postal_code: '28001' })
      expect(await order(first.order_id)).toMatchObject({ status: 'paid' })
    },
  )
})
