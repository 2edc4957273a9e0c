import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { inflateSync } from 'node:zlib'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SUPABASE_DEFAULT_SECRETS } from '../../platform/function-env.ts'
import { svixSignature } from '../../platform/mail/webhooks.ts'
import { waitFor } from '../contract/helpers/wait-for.ts'
import { createScratchDatabase, poolerUrlFor } from '../helpers/database.ts'
import { signIn } from '../integration/helpers/admin.ts'
import { pay, startTestPlatform, type TestPlatform } from '../integration/helpers/platform.ts'
import { deno, denoMachine, root, type Served, serveWithDeno } from './helpers/serve.ts'

const pickDefaults = (variables: Record<string, string>) =>
  Object.fromEntries(SUPABASE_DEFAULT_SECRETS.map((name) => [name, variables[name] ?? '']))

// The three edge functions as Supabase runs them: each entry (`Deno.serve(app.fetch)`) started by
// the Deno runtime with the functions' environment, talking to the local platform's Auth (JWKS),
// Storage and Stripe sandbox and to the same PostgreSQL. A purchase goes through the Deno site
// function from checkout to the downloaded MP3.
//
// The functions open their own connections beside the platform's, which the embedded database
// (one session) cannot serve: these tests need a PostgreSQL server (TEST_DATABASE_URL; CI sets it).

const serverUrl = process.env.TEST_DATABASE_URL
const SKIP_REASON =
  !serverUrl && process.env.CI !== 'true'
    ? 'Deno serving tests are skipped: they need a PostgreSQL server (TEST_DATABASE_URL; CI sets it).'
    : undefined
if (SKIP_REASON) console.warn(`\n⚠ ${SKIP_REASON}`)

describe.skipIf(SKIP_REASON !== undefined)('the edge functions served by Deno', () => {
  let p: TestPlatform
  let database: Awaited<ReturnType<typeof createScratchDatabase>> | undefined
  let env: Record<string, string>
  const served: Record<string, Served> = {}

  beforeAll(async () => {
    database = await createScratchDatabase(serverUrl!, 'deno')
    p = await startTestPlatform({ databaseUrl: database.url })
    env = {
      // Supabase's default secrets as the platform sets them (the new keys as JSON, the JWKS).
      ...pickDefaults(p.platform.functionVariables),
      SUPABASE_URL: p.url,
      SUPABASE_DB_URL: database.url,
      // The project secret the README sets: Supavisor's transaction pooler hosted, PgBouncer here.
      ...(poolerUrlFor(database.url) ? { DB_POOLER_URL: poolerUrlFor(database.url)! } : {}),
      STRIPE_SECRET_KEY: p.keys.stripe_secret_key,
      STRIPE_WEBHOOK_SECRET: p.keys.stripe_webhook_secret,
      STRIPE_API_BASE: p.url,
      RESEND_API_KEY: 're_deno_test',
      RESEND_API_BASE: `${p.url}/resend`,
      RESEND_WEBHOOK_SECRET: p.keys.resend_webhook_secret,
      EMAIL_FROM: 'Kael Voss <no-reply@kaelvoss.example>',
      OWNER_EMAIL: 'owner@example.com',
      SITE_URL: p.platform.siteUrl,
    }
    const names = ['site', 'admin', 'stripe-webhook', 'resend-webhook']
    const started = await Promise.all(names.map((name) => serveWithDeno(name, env)))
    names.forEach((name, index) => {
      served[name] = started[index]!
    })
  }, 300_000)

  afterAll(async () => {
    for (const { process: child } of Object.values(served)) child.kill()
    await p?.stop()
    await database?.drop()
  })

  const site = (path: string, init?: RequestInit) =>
    fetch(`${served.site!.url}/${path}`, { redirect: 'manual', ...init })

  it('stops at start with the list of what its environment lacks', async () => {
    const child = spawn(
      deno,
      ['run', '--allow-net', '--allow-env', '--allow-read', 'site/index.ts'],
      {
        cwd: `${root}/functions`,
        env: { ...denoMachine, SUPABASE_URL: p.url },
      },
    )
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    expect(code).not.toBe(0)
    expect(stderr).toContain("The function's environment is incomplete")
    expect(stderr).toContain('SUPABASE_DB_URL')
    expect(stderr).toContain('STRIPE_WEBHOOK_SECRET')
  })

  it('site: serves the catalogue and settings, refuses bad input in the JSON error shape', async () => {
    const settings = await (await site('settings')).json()
    expect(settings.claims).toEqual({ festivals: 50, releases: 100, monthly_listeners: 500000 })
    const tracks = await (await site('tracks?lang=en')).json()
    expect(tracks.items.map((track: { slug: string }) => track.slug)).toContain('midnight-circuit')

    const refused = await site('contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: env.SITE_URL! },
      body: JSON.stringify({ name: 'A', email: 'nope', message: 'hi', website: '' }),
    })
    expect(refused.status).toBe(422)
    expect(refused.headers.get('access-control-allow-origin')).toBe(env.SITE_URL)
    const { error } = await refused.json()
    expect(error.code).toBe('validation_failed')
    expect(Object.keys(error.fields)).toEqual(expect.arrayContaining(['name', 'email', 'message']))

    const foreign = await site('settings', { headers: { origin: 'https://evil.example' } })
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('site: takes a purchase from checkout to the downloaded MP3 and the certificate', async () => {
    const checkout = await site('checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        items: [{ kind: 'track', slug: 'midnight-circuit', licence: 'private' }],
        email: 'deno-buyer@example.com',
        // A name the certificate shapes with HarfBuzz, its CJK chunk read from the fonts bucket.
        name: 'Dina 王小明 محمد',
        locale: 'en',
      }),
    })
    expect(checkout.status).toBe(201)
    const { url } = await checkout.json()
    const success = new URL(await pay(url, { shipping: false }))
    const sessionId = success.searchParams.get('session_id')!
    // The order lookup fulfils the order itself if Stripe's webhook is still on its way.
    const order = await waitFor('the order to be paid', async () => {
      const answer = await (await site(`orders/by-session/${sessionId}`)).json()
      return answer.status === 'paid' && answer
    })
    expect(order.downloads).toHaveLength(1)

    const download = await fetch(new URL(order.downloads[0].url, served.site!.url), {
      redirect: 'manual',
    })
    expect(download.status).toBe(302)
    const file = await fetch(download.headers.get('location')!)
    expect(file.headers.get('content-type')).toMatch(/^audio\/mpeg/)
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(100_000)

    // The certificate, from the Deno function (the link names the platform's own).
    const link = new URL(order.licences[0].pdf_url)
    const certificate = await site(`${link.pathname.split('/site/')[1]}${link.search}`)
    expect(certificate.status).toBe(200)
    expect(certificate.headers.get('content-type')).toBe('application/pdf')
    const pdf = Buffer.from(await certificate.arrayBuffer())
    const layer =
      pdfStreams(pdf)
        .join('\n')
        .match(/\/NameText[\s\S]*?ET/)?.[0] ?? ''
    // 王 and م in the name's text layer (UTF-16 codes).
    expect(layer.toUpperCase()).toContain('<738B>')
    expect(layer.toUpperCase()).toContain('<0645>')
  })

  it('admin: verifies tokens against the JWKS and lets only admins in', async () => {
    const me = (token?: string) =>
      fetch(`${served.admin!.url}/me`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      })
    expect((await me()).status).toBe(401)
    expect((await me('not.a.token')).status).toBe(401)
    const fan = await signIn(p, 'fan@example.com')
    const refused = await me(fan.token)
    expect(refused.status).toBe(403)
    expect((await refused.json()).error.code).toBe('not_admin')

    const owner = await signIn(p, 'owner@example.com')
    const answer = await me(owner.token)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ email: 'owner@example.com', aal: 'aal1' })
    const dashboard = await fetch(`${served.admin!.url}/dashboard?days=7`, {
      headers: { authorization: `Bearer ${owner.token}` },
    })
    expect(dashboard.status).toBe(200)
    expect((await dashboard.json()).range.days).toBe(7)
  })

  it('stripe-webhook: checks the signature on the raw body and processes each event once', async () => {
    const stripe = new Stripe(p.keys.stripe_secret_key)
    const payload = JSON.stringify({
      id: `evt_deno_${randomBytes(6).toString('hex')}`,
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_deno', object: 'customer' } },
    })
    const post = (signature: string | null, body = payload) =>
      fetch(served['stripe-webhook']!.url, {
        method: 'POST',
        headers: signature ? { 'stripe-signature': signature } : {},
        body,
      })

    expect((await (await post(null)).json()).error.code).toBe('signature_missing')
    const forged = await stripe.webhooks.generateTestHeaderStringAsync({
      payload,
      secret: 'whsec_not_the_secret',
    })
    const refused = await post(forged)
    expect(refused.status).toBe(400)
    expect((await refused.json()).error.code).toBe('signature_invalid')

    const signature = await stripe.webhooks.generateTestHeaderStringAsync({
      payload,
      secret: p.keys.stripe_webhook_secret,
    })
    const first = await post(signature)
    expect(first.status).toBe(200)
    expect(await first.json()).toMatchObject({ received: true, type: 'customer.created' })
    const replay = await post(signature)
    expect(await replay.json()).toEqual({ received: true, duplicate: true })
  })
  it('resend-webhook: checks the Svix signature on the raw body and processes each message once', async () => {
    const payload = JSON.stringify({
      type: 'email.delivered',
      created_at: new Date().toISOString(),
      data: { email_id: 'deno-email', to: ['fan@example.com'] },
    })
    const id = `msg_deno_${randomBytes(6).toString('hex')}`
    const timestamp = Math.floor(Date.now() / 1000)
    const post = (signature: string | null) =>
      fetch(served['resend-webhook']!.url, {
        method: 'POST',
        headers: signature
          ? { 'svix-id': id, 'svix-timestamp': String(timestamp), 'svix-signature': signature }
          : {},
        body: payload,
      })
    expect((await (await post(null)).json()).error.code).toBe('signature_missing')
    const forged = svixSignature('whsec_bm90IHRoZSBzZWNyZXQ=', id, timestamp, payload)
    expect((await (await post(forged)).json()).error.code).toBe('signature_invalid')
    const signature = svixSignature(p.keys.resend_webhook_secret, id, timestamp, payload)
    const first = await post(signature)
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({
      received: true,
      duplicate: false,
      suppressed: 0,
      ignored: 'event_type',
    })
    expect(await (await post(signature)).json()).toEqual({ received: true, duplicate: true })
  })
})

/** A PDF's streams, inflated where they are compressed. */
function pdfStreams(pdf: Buffer): string[] {
  return [...pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map(
    (match) => {
      try {
        return inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1')
      } catch {
        return match[1]!
      }
    },
  )
}
