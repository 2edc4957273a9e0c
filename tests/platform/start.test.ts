import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import postgres from 'postgres'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readPlatformConfig } from '../../platform/config.ts'
import { type RunningPlatform, startPlatform } from '../../platform/main.ts'
import { supabaseClient } from '../contract/helpers/auth-clients.ts'
import { freePort } from '../helpers/free-port.ts'

const DEMO_PASSWORD = 'demo-password-for-tests'

type PlatformFile = {
  url: string
  site_url: string
  publishable_key: string
  secret_key: string
  db_url: string
  stripe_webhook_secret: string
}

async function start(dataDir: string, ports: Record<string, number>, lines: string[]) {
  const config = readPlatformConfig({
    DATA_DIR: dataDir,
    PORT: String(ports.site),
    PLATFORM_PORT: String(ports.platform),
    DB_PORT: String(ports.db),
    DEMO_PASSWORD,
  })
  return startPlatform(config, {
    log: (line) => lines.push(line),
    seedFullSeconds: 3,
    buildWeb: true,
  })
}

describe('npm start: the whole platform in one process', () => {
  let dataDir: string
  let platform: RunningPlatform
  let info: PlatformFile
  const ports: Record<string, number> = {}
  const lines: string[] = []

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'dj-platform-'))
    for (const name of ['site', 'platform', 'db']) ports[name] = await freePort()
    platform = await start(dataDir, ports, lines)
    info = JSON.parse(await readFile(join(dataDir, 'platform.json'), 'utf8'))
  })
  afterAll(async () => {
    await platform?.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('writes platform.json and prints where everything is', () => {
    expect(info.url).toBe(`http://localhost:${ports.platform}`)
    expect(info.publishable_key).toMatch(/^sb_publishable_/)
    expect(info.secret_key).toMatch(/^sb_secret_/)
    expect(info.stripe_webhook_secret).toMatch(/^whsec_/)
    const printed = lines.join('\n')
    expect(printed).toContain(`Website:   http://localhost:${ports.site}`)
    expect(printed).toContain(info.db_url)
    expect(printed).toContain(`owner@example.com  password: ${DEMO_PASSWORD}`)
  })

  it('gives the functions what a hosted project gives them: the new keys as JSON, no legacy key', async () => {
    const variables = platform.functionVariables
    expect(JSON.parse(variables.SUPABASE_SECRET_KEYS!)).toEqual({ default: info.secret_key })
    expect(JSON.parse(variables.SUPABASE_PUBLISHABLE_KEYS!)).toEqual({
      default: info.publishable_key,
    })
    const served = await fetch(`${info.url}/auth/v1/.well-known/jwks.json`)
    expect(JSON.parse(variables.SUPABASE_JWKS!)).toEqual(await served.json())
    expect(Object.keys(variables).filter((name) => /ANON_KEY|SERVICE_ROLE/.test(name))).toEqual([])
  })

  it('opens the outbox job to the secret key in the apikey header, as pg_cron sends it', async () => {
    const job = (headers: Record<string, string>) =>
      fetch(`${info.url}/functions/v1/site/jobs/deliver-emails`, { method: 'POST', headers })
    const bearer = await job({ authorization: `Bearer ${info.secret_key}` })
    expect(bearer.status).toBe(401)
    const publishable = await job({ apikey: info.publishable_key })
    expect(publishable.status).toBe(401)
    const answer = await job({ apikey: info.secret_key })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ failed: 0 })
  })

  it('serves the database on its Postgres socket with the demo data', async () => {
    const sql = postgres(info.db_url, { max: 1 })
    try {
      const [row] = await sql`select count(*)::int as tracks from public.tracks where is_published`
      expect(row).toEqual({ tracks: 8 })
    } finally {
      await sql.end()
    }
  })

  it('signs the demo owner in with supabase-js and finds the admin row, and none for the fan', async () => {
    for (const [email, expected] of [
      ['owner@example.com', { role: 'admin' }],
      ['fan@example.com', null],
    ] as const) {
      const supabase = supabaseClient(info.url, info.publishable_key)
      const { data, error } = await supabase.auth.signInWithPassword({
        email,
        password: DEMO_PASSWORD,
      })
      expect(error).toBeNull()
      const roles = await supabase
        .from('roles')
        .select('role')
        .eq('user_id', data.user!.id)
        .eq('role', 'admin')
        .maybeSingle()
      expect(roles.error).toBeNull()
      expect(roles.data).toEqual(expected)
    }
  })

  it('serves covers publicly and full MP3s only through signed URLs', async () => {
    const service = supabaseClient(info.url, info.secret_key)
    const cover = service.storage.from('covers').getPublicUrl('midnight-circuit.svg').data.publicUrl
    const coverResponse = await fetch(cover)
    expect(coverResponse.status).toBe(200)
    expect(coverResponse.headers.get('content-type')).toContain('image/svg+xml')

    expect(
      (await fetch(`${info.url}/storage/v1/object/public/tracks/midnight-circuit.mp3`)).status,
    ).not.toBe(200)
    const signed = await service.storage
      .from('tracks')
      .createSignedUrl('midnight-circuit.mp3', 60, {
        download: 'Kael Voss - Midnight Circuit.mp3',
      })
    expect(signed.error).toBeNull()
    const audio = await fetch(signed.data!.signedUrl)
    expect(audio.status).toBe(200)
    expect(audio.headers.get('content-type')).toBe('audio/mpeg')
    expect(audio.headers.get('content-disposition')).toContain('Kael Voss - Midnight Circuit.mp3')
    const bytes = new Uint8Array(await audio.arrayBuffer())
    // An MP3 starts with an ID3 tag or an MPEG frame sync.
    expect(bytes[0] === 0x49 || (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0)).toBe(true)
  })

  it('mounts the edge functions with their environment and CORS for the site', async () => {
    const settings = await fetch(`${info.url}/functions/v1/site/settings`)
    expect(settings.status).toBe(200)
    expect(await settings.json()).toMatchObject({
      brand_name: 'Kael Voss',
      claims: { festivals: 50 },
    })

    const preflight = await fetch(`${info.url}/functions/v1/site/contact`, {
      method: 'OPTIONS',
      headers: { origin: info.site_url, 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(info.site_url)
    expect((await fetch(`${info.url}/functions/v1/nope`)).status).toBe(404)
  })

  it('answers the stripe library through its host setting', async () => {
    const keys = JSON.parse(await readFile(join(dataDir, 'api-keys.json'), 'utf8'))
    const stripe = new Stripe(keys.stripe_secret_key, {
      host: 'localhost',
      port: ports.platform,
      protocol: 'http',
    })
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'eur',
            unit_amount: 2900,
            product_data: { name: 'Midnight Circuit' },
          },
        },
      ],
      success_url: `${info.site_url}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${info.site_url}/tracks`,
    })
    expect(session.url).toMatch(new RegExp(`^${info.url}/_stripe/checkout/cs_test_`))
    expect((await fetch(session.url!)).status).toBe(200)
  })

  it('takes email through the Resend API and shows it at /_mail', async () => {
    const keys = JSON.parse(await readFile(join(dataDir, 'api-keys.json'), 'utf8'))
    const sent = await fetch(`${info.url}/resend/emails`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${keys.resend_api_key}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        from: 'site@example.com',
        to: 'fan@example.com',
        subject: 'Platform check',
        text: 'Hello',
      }),
    })
    expect(sent.status).toBe(200)
    const inbox = await (await fetch(`${info.url}/_mail`)).text()
    expect(inbox).toContain('Platform check')
  })

  it('serves the website on its own port', async () => {
    const response = await fetch(info.site_url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')

    const sitemap = await fetch(`${info.site_url}/sitemap.xml`)
    expect(sitemap.status).toBe(200)
    expect(sitemap.headers.get('content-type')).toContain('application/xml')
    expect(await sitemap.text()).toContain('/track/midnight-circuit')

    const robots = await fetch(`${info.site_url}/robots.txt`)
    expect(await robots.text()).toContain(`Sitemap: ${info.site_url}/sitemap.xml`)
  })

  it("sends the build's security headers with every page and caches hashed assets for a year", async () => {
    const page = await fetch(`${info.site_url}/track/midnight-circuit`)
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain(`connect-src 'self' ${info.url}`)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(page.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/)
    expect(page.headers.get('x-content-type-options')).toBe('nosniff')
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')

    // The served page names the app's entry for its loader (hydrate.js) to fetch after paint.
    const script = /data-entry="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1]
    expect(script).toBeDefined()
    const entry = await fetch(`${info.site_url}${script}`, {
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(entry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(entry.headers.get('content-security-policy')).toBe(csp)
    // The entry is under a kilobyte, which is not worth compressing (as hosts and CDNs judge); a
    // chunk it imports is sent gzipped, and cached as long.
    const imported = /from"\.\/([^"]+\.js)"/.exec(await entry.text())?.[1]
    expect(imported).toBeDefined()
    const chunk = await fetch(`${info.site_url}/assets/${imported}`, {
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(chunk.headers.get('content-encoding')).toBe('gzip')
  })

  it('stops cleanly and a restart keeps the data without seeding again', async () => {
    const sql = postgres(info.db_url, { max: 1 })
    await sql`update public.settings set brand_name = 'Kept Across Restarts'`
    await sql.end()
    await platform.stop()

    const again: string[] = []
    platform = await start(dataDir, ports, again)
    expect(again.join('\n')).not.toContain('demo data seeded')
    const settings = await (await fetch(`${info.url}/functions/v1/site/settings`)).json()
    expect(settings.brand_name).toBe('Kept Across Restarts')
  })
})
