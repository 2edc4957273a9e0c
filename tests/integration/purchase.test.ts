import { randomBytes } from 'node:crypto'
import { inflateSync } from 'node:zlib'
import { parseBuffer } from 'music-metadata'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OrderView } from '../../functions/_shared/contract/checkout.ts'
import { LICENCE_NUMBER_PATTERN } from '../../functions/_shared/orders/licence-number.ts'
import { expectPublishedStripeTypes } from '../contract/helpers/stripe-published-types.ts'
import { waitFor } from '../contract/helpers/wait-for.ts'
import {
  pay,
  sessionIdOf,
  startTestPlatform,
  stripeEvent,
  type TestPlatform,
} from './helpers/platform.ts'

type OrderRow = {
  id: string
  status: string
  paid_at: string | null
  fulfilled_at: string | null
  refunded_at: string | null
  stripe_payment_intent_id: string | null
  shipping_address: { city: string; country: string } | null
}

describe('buying through the whole platform', () => {
  let p: TestPlatform

  beforeAll(async () => {
    p = await startTestPlatform()
  })
  afterAll(async () => {
    // The sandbox's answers to the product's own calls, and its events, as stripe-node types them.
    try {
      if (p) await expectPublishedStripeTypes(p.stripeTraffic)
    } finally {
      await p?.stop()
    }
  })

  const checkout = (body: unknown) =>
    p.call('site/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const buyer = (label: string) => ({
    email: `${label}-${randomBytes(3).toString('hex')}@example.com`,
    name: 'Alex Fan',
    locale: 'en',
  })
  const order = async (orderId: string) =>
    (await p.rows<OrderRow>('orders', { select: '*', id: `eq.${orderId}` }))[0]!
  const product = async (slug: string) =>
    (
      await p.rows<{ stock: number; reserved: number }>('products', {
        select: 'stock,reserved',
        slug: `eq.${slug}`,
      })
    )[0]!
  const outbox = (orderId: string) =>
    p.rows<{ dedupe_key: string; to_email: string; subject: string; text_body: string }>(
      'email_outbox',
      { select: 'dedupe_key,to_email,subject,text_body', dedupe_key: `like.order:${orderId}:*` },
    )
  const lookup = async (sessionId: string) => {
    const response = await p.call(`site/orders/by-session/${sessionId}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    return (await response.json()) as OrderView
  }

  it('sells a licence and gear: pay, webhook, emails, downloads, certificate, refund', async () => {
    const stockBefore = await product('kv1-studio-headphones')
    const who = buyer('flow')
    const created = await checkout({
      items: [
        { kind: 'track', slug: 'midnight-circuit', licence: 'commercial' },
        { kind: 'product', slug: 'kv1-studio-headphones', quantity: 1 },
      ],
      ...who,
    })
    expect(created.status).toBe(201)
    const { order_id: orderId, url } = (await created.json()) as { order_id: string; url: string }
    expect(url).toMatch(new RegExp(`^${p.url}/_stripe/checkout/cs_test_`))
    expect((await order(orderId)).status).toBe('pending')
    expect(await product('kv1-studio-headphones')).toEqual({
      stock: stockBefore.stock,
      reserved: stockBefore.reserved + 1,
    })
    const session = await p.stripe.checkout.sessions.retrieve(sessionIdOf(url), {
      expand: ['line_items'],
    })
    expect(session).toMatchObject({
      // The licence, the headphones, and the demo's Standard shipping Checkout preselects.
      amount_total: 9900 + 19900 + 490,
      currency: 'eur',
      customer_email: who.email,
      client_reference_id: orderId,
      metadata: { order_id: orderId },
      locale: 'en',
    })
    expect(session.line_items?.data.map((item) => item.description)).toEqual([
      'Midnight Circuit — Commercial-use licence',
      'KV-1 Studio Headphones',
    ])

    const successUrl = await pay(url, { shipping: true })
    expect(successUrl).toMatch(/\/payment-success\?session_id=cs_test_/)
    await p.delivered(session.id, 'checkout.session.completed')

    const paid = await order(orderId)
    expect(paid).toMatchObject({
      status: 'paid',
      shipping_address: { city: 'Berlin', country: 'DE' },
    })
    expect(paid.paid_at).not.toBeNull()
    expect(paid.fulfilled_at).not.toBeNull()
    expect(paid.stripe_payment_intent_id).toMatch(/^pi_/)
    expect(await product('kv1-studio-headphones')).toEqual({
      stock: stockBefore.stock - 1,
      reserved: stockBefore.reserved,
    })
    const emails = await outbox(orderId)
    expect(emails.map((email) => email.dedupe_key).sort()).toEqual([
      `order:${orderId}:buyer`,
      `order:${orderId}:owner`,
    ])
    const buyerEmail = emails.find((email) => email.to_email === who.email)!
    expect(buyerEmail.subject).toMatch(/^Order #\d+: your downloads and licences$/)
    expect(buyerEmail.text_body).toContain('/functions/v1/site/downloads/')
    expect(buyerEmail.text_body).toContain('Kastanienallee 1')
    const ownerEmail = emails.find((email) => email.to_email === 'owner@example.com')!
    expect(ownerEmail).toBeDefined()
    // The platform's outbox worker hands both to the email provider (the Resend sandbox).
    await waitFor('the buyer and owner emails at /_mail', async () => {
      const { data } = (await (await fetch(`${p.url}/_mail/api/messages`)).json()) as {
        data: { to: string[]; subject: string }[]
      }
      const arrived = (to: string, subject: string) =>
        data.some((message) => message.to.includes(to) && message.subject === subject)
      return (
        arrived(who.email, buyerEmail.subject) && arrived('owner@example.com', ownerEmail.subject)
      )
    })

    const view = await lookup(session.id)
    expect(view).toMatchObject({
      id: orderId,
      status: 'paid',
      email: who.email,
      total: 30290,
      shipping_cents: 490,
      shipping_rate: 'Standard',
    })
    expect(view.shipping).toBe(true)
    expect(view.downloads).toHaveLength(1)
    expect(view.downloads[0]).toMatchObject({
      title: 'Midnight Circuit',
      licence: 'commercial',
      downloads_left: 5,
    })
    expect(view.licences[0]!.number).toMatch(LICENCE_NUMBER_PATTERN)
    expect(buyerEmail.text_body).toContain(view.downloads[0]!.url)
    expect(buyerEmail.text_body).toContain(view.licences[0]!.number)

    // Five downloads, each through a fresh 60-second signed link to the named MP3; then no more.
    const download = view.downloads[0]!.url
    // A link checker's HEAD spends nothing.
    expect((await fetch(download, { method: 'HEAD', redirect: 'manual' })).status).toBe(405)
    expect((await lookup(session.id)).downloads[0]!.downloads_left).toBe(5)
    for (let i = 1; i <= 5; i++) {
      const redirect = await fetch(download, { redirect: 'manual' })
      expect(redirect.status, `download ${i}`).toBe(302)
      const file = await fetch(redirect.headers.get('location')!)
      expect(file.status).toBe(200)
      expect(file.headers.get('content-type')).toBe('audio/mpeg')
      expect(file.headers.get('content-disposition')).toContain('Kael Voss - Midnight Circuit.mp3')
      const bytes = new Uint8Array(await file.arrayBuffer())
      if (i === 1) {
        const { format } = await parseBuffer(bytes, { mimeType: 'audio/mpeg' })
        expect(format.container).toBe('MPEG')
        expect(format.bitrate).toBe(320_000)
      }
    }
    const sixth = await fetch(download, { redirect: 'manual' })
    expect(sixth.status).toBe(410)
    expect((await sixth.json()).error.code).toBe('downloads_exhausted')
    expect((await lookup(session.id)).downloads[0]!.downloads_left).toBe(0)

    const licence = view.licences[0]!
    // The buyer's link opens the site's verification page; the page reads the function's answer.
    expect(licence.verify_url).toBe(`${p.platform.siteUrl}/licenses/${licence.number}`)
    const verification = () => p.call(`site/licences/${encodeURIComponent(licence.number)}`)
    const verified = await verification()
    expect(await verified.json()).toMatchObject({
      number: licence.number,
      licence: 'commercial',
      track_title: 'Midnight Circuit',
      track_artist: 'Kael Voss',
      holder_initials: 'A. F.',
      valid: true,
    })
    const certificate = await fetch(licence.pdf_url)
    expect(certificate.status).toBe(200)
    expect(certificate.headers.get('content-type')).toBe('application/pdf')
    expect(
      Buffer.from(await certificate.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')

    // A full refund in Stripe revokes the licence: downloads and certificate close.
    const refund = await p.stripe.refunds.create({ payment_intent: paid.stripe_payment_intent_id! })
    await p.delivered(String(refund.charge), 'charge.refunded')
    const refunded = await order(orderId)
    expect(refunded.status).toBe('refunded')
    expect(refunded.refunded_at).not.toBeNull()
    const grants = await p.rows<{ revoked_at: string | null }>('licence_grants', {
      select: 'revoked_at',
      order_id: `eq.${orderId}`,
    })
    expect(grants).toHaveLength(1)
    expect(grants[0]!.revoked_at).not.toBeNull()
    const afterRefund = await fetch(download, { redirect: 'manual' })
    expect(afterRefund.status).toBe(410)
    expect((await afterRefund.json()).error.code).toBe('download_revoked')
    expect(await lookup(session.id)).toMatchObject({
      status: 'refunded',
      downloads: [],
      licences: [],
    })
    expect(await (await verification()).json()).toMatchObject({ valid: false })
    expect((await fetch(licence.pdf_url)).status).toBe(410)
  })

  it('prints a Chinese and Arabic holder name on the certificate, its CJK font read from the fonts bucket', async () => {
    // config.toml's `fonts` bucket, filled at start from supabase/buckets/fonts, is public.
    const chunk = await fetch(
      `${p.url}/storage/v1/object/public/fonts/noto-sans-jp-0-400-normal.woff`,
    )
    expect(chunk.status).toBe(200)
    expect(chunk.headers.get('content-type')).toBe('font/woff')
    expect(
      Buffer.from(await chunk.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('wOFF')

    const who = { ...buyer('cjk'), name: '王小明 محمد' }
    const created = await checkout({
      items: [{ kind: 'track', slug: 'midnight-circuit', licence: 'private' }],
      ...who,
    })
    expect(created.status).toBe(201)
    const { url } = (await created.json()) as { url: string }
    await pay(url, { shipping: false })
    await p.delivered(sessionIdOf(url), 'checkout.session.completed')
    const licence = (await lookup(sessionIdOf(url))).licences[0]!
    const certificate = await fetch(licence.pdf_url)
    expect(certificate.status).toBe(200)
    const pdf = Buffer.from(await certificate.arrayBuffer()).toString('latin1')
    // The name's text layer holds its characters (UTF-16 codes in hex): 王 and م among them.
    const streams = [...pdf.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((match) => {
      try {
        return inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1')
      } catch {
        return ''
      }
    })
    const layer = (streams.join('\n').match(/\/NameText[\s\S]*?ET/)?.[0] ?? '').toUpperCase()
    expect(layer).toContain('<738B>')
    expect(layer).toContain('<0645>')
  })

  it('shows the order paid as soon as Stripe has the payment, and still fulfils it once', async () => {
    const who = buyer('page')
    const { url, order_id: orderId } = await (
      await checkout({
        items: [{ kind: 'track', slug: 'glass-horizon', licence: 'private' }],
        ...who,
      })
    ).json()
    await pay(url, { shipping: false })
    // Whether the webhook or the page gets there first, the page reads the order as paid.
    const view = await lookup(sessionIdOf(url))
    expect(view).toMatchObject({ status: 'paid', shipping: false, total: 2900 })
    expect(view.downloads).toHaveLength(1)
    await p.delivered(sessionIdOf(url), 'checkout.session.completed')
    expect(await outbox(orderId)).toHaveLength(2)
    expect(
      await p.rows('licence_grants', { select: 'id', order_id: `eq.${orderId}` }),
    ).toHaveLength(1)
  })

  it('processes an event once however often it arrives, and fulfils an order once', async () => {
    const earplugs = await product('hifi-musician-earplugs')
    const who = buyer('replay')
    const { url, order_id: orderId } = await (
      await checkout({
        items: [
          { kind: 'track', slug: 'velvet-hours', licence: 'private' },
          { kind: 'product', slug: 'hifi-musician-earplugs', quantity: 2 },
        ],
        ...who,
      })
    ).json()
    const sessionId = sessionIdOf(url)
    await pay(url, { shipping: true })
    const session = await p.stripe.checkout.sessions.retrieve(sessionId)
    const deliver = (event: object) => p.deliverEvent(event)

    // Our own copy of the event, ten times at once, racing the sandbox's delivery.
    const event = stripeEvent('checkout.session.completed', session)
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(event)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200))
    const bodies = await Promise.all(answers.map((answer) => answer.json()))
    expect(bodies.filter((body) => body.duplicate === true)).toHaveLength(9)

    // The sandbox's own event, replayed ten times after its delivery, is a duplicate every time.
    await p.delivered(sessionId, 'checkout.session.completed')
    const events = await p.stripe.events.list({ type: 'checkout.session.completed' })
    const original = events.data.find(
      (candidate) => (candidate.data.object as { id: string }).id === sessionId,
    )!
    const replays = await Promise.all(Array.from({ length: 10 }, () => deliver(original)))
    for (const replay of replays)
      expect(await replay.json()).toEqual({ received: true, duplicate: true })

    expect((await order(orderId)).status).toBe('paid')
    expect(await outbox(orderId)).toHaveLength(2)
    expect(
      await p.rows('licence_grants', { select: 'id', order_id: `eq.${orderId}` }),
    ).toHaveLength(1)
    expect(await product('hifi-musician-earplugs')).toEqual({
      stock: earplugs.stock - 2,
      reserved: earplugs.reserved,
    })
    const recorded = await p.rows('stripe_events', {
      select: 'id',
      id: `in.(${event.id},${original.id})`,
    })
    expect(recorded).toHaveLength(2)
  })

  it('refuses an unsigned or forged event and changes nothing', async () => {
    const who = buyer('forged')
    const { url, order_id: orderId } = await (
      await checkout({
        items: [{ kind: 'track', slug: 'tidal-bloom', licence: 'commercial' }],
        ...who,
      })
    ).json()
    const session = await p.stripe.checkout.sessions.retrieve(sessionIdOf(url))
    const forged = JSON.stringify({
      id: `evt_forged_${randomBytes(6).toString('hex')}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { ...session, status: 'complete', payment_status: 'paid' } },
    })
    const before = await p.rows('stripe_events', { select: 'id' })
    const wrongSecret = p.stripe.webhooks.generateTestHeaderString({
      payload: forged,
      secret: 'whsec_not_the_secret',
    })
    const signatures: Record<string, string>[] = [
      {},
      { 'stripe-signature': wrongSecret },
      { 'stripe-signature': 't=1,v1=00' },
    ]
    for (const headers of signatures) {
      const response = await p.call('stripe-webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: forged,
      })
      expect(response.status).toBe(400)
      expect((await response.json()).error.code).toMatch(/^signature_(missing|invalid)$/)
    }
    expect(await p.rows('stripe_events', { select: 'id' })).toHaveLength(before.length)
    expect((await order(orderId)).status).toBe('pending')
    expect(await lookup(session.id)).toMatchObject({ status: 'pending', downloads: [] })
  })

  it('gives the stock back when the Checkout Session expires unpaid', async () => {
    const before = await product('active-studio-monitors')
    const { url, order_id: orderId } = await (
      await checkout({
        items: [{ kind: 'product', slug: 'active-studio-monitors', quantity: 2 }],
        ...buyer('expired'),
      })
    ).json()
    expect(await product('active-studio-monitors')).toEqual({
      stock: before.stock,
      reserved: before.reserved + 2,
    })
    const sessionId = sessionIdOf(url)
    await p.stripe.checkout.sessions.expire(sessionId)
    await p.delivered(sessionId, 'checkout.session.expired')
    expect((await order(orderId)).status).toBe('expired')
    expect(await product('active-studio-monitors')).toEqual(before)
    expect(await lookup(sessionId)).toMatchObject({ status: 'expired', shipping: true })
    expect((await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(410)
  })

  it('refuses a cart it cannot sell, naming the line', async () => {
    const soldOut = await checkout({
      items: [
        { kind: 'track', slug: 'midnight-circuit', licence: 'private' },
        { kind: 'product', slug: 'hard-shell-controller-case', quantity: 1 },
      ],
      ...buyer('sold-out'),
    })
    expect(soldOut.status).toBe(409)
    const soldOutBody = await soldOut.json()
    expect(soldOutBody.error).toMatchObject({
      code: 'out_of_stock',
      fields: { 'items.1': 'out_of_stock' },
    })
    expect(soldOutBody.error.message).toContain('Hard-Shell Controller Case')

    const unknown = await checkout({
      items: [{ kind: 'track', slug: 'no-such-track', licence: 'private' }],
      ...buyer('unknown'),
    })
    expect(unknown.status).toBe(409)
    expect((await unknown.json()).error).toMatchObject({
      code: 'item_unavailable',
      fields: { 'items.0': 'item_unavailable' },
    })

    const invalid = await checkout({ items: [], email: 'nope', name: 'A', locale: 'en' })
    expect(invalid.status).toBe(422)
    expect((await invalid.json()).error).toMatchObject({
      code: 'validation_failed',
      fields: { items: 'cart_empty', email: 'email_invalid', name: 'name_too_short' },
    })
    const orders = await p.rows('orders', { select: 'id', email: 'like.sold-out-*' })
    expect(orders).toHaveLength(0)
  })

  it('answers unknown ids and wrong methods in the JSON error shape', async () => {
    const cases: [string, RequestInit, number, string][] = [
      ['site/checkout', { method: 'GET' }, 405, 'method_not_allowed'],
      ['site/orders/by-session/cs_test_unknown', {}, 404, 'order_not_found'],
      ['site/orders/by-session/cs_test_unknown', { method: 'POST' }, 405, 'method_not_allowed'],
      [
        'site/downloads/00000000-0000-0000-0000-000000000000?token=x',
        {},
        404,
        'download_not_found',
      ],
      ['site/downloads/not-a-uuid', {}, 404, 'download_not_found'],
      [
        'site/downloads/00000000-0000-0000-0000-000000000000',
        { method: 'DELETE' },
        405,
        'method_not_allowed',
      ],
      ['site/licences/KV-2026-00000000', {}, 404, 'licence_not_found'],
      ['site/licences/KV-2026-00000000/pdf?token=x', {}, 404, 'licence_not_found'],
      ['site/licences/KV-2026-00000000', { method: 'PUT' }, 405, 'method_not_allowed'],
      ['stripe-webhook', { method: 'GET' }, 405, 'method_not_allowed'],
    ]
    for (const [path, init, status, code] of cases) {
      const response = await p.call(path, init)
      expect(response.status, `${init.method ?? 'GET'} ${path}`).toBe(status)
      const body = await response.json()
      expect(body.error.code, path).toBe(code)
      expect(JSON.stringify(body)).not.toMatch(/at .*\.ts/)
    }
  })
})
