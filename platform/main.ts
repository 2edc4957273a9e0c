import { writeFile } from 'node:fs/promises'
import type { IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { Duplex } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { openFunctionPool } from '../functions/_shared/db/pool.ts'
import { startOutboxWorker } from '../functions/_shared/email/worker.ts'
import { readFunctionEnv } from '../functions/_shared/env.ts'
import { createStripeClient } from '../functions/_shared/stripe.ts'
import { createRenderApp } from '../functions/render/app.ts'
import { securityHeaders } from '../web/build/security-headers.ts'
import { loadApiKeys } from './api-keys.ts'
import { loadSigningKeys } from './auth/keys.ts'
import type { PlatformConfig } from './config.ts'
import { startDatabase } from './database-service.ts'
import type { Sql } from './db/database.ts'
import { supabaseDefaultSecrets } from './function-env.ts'
import { createPlatformApp } from './http-app.ts'
import { createMailSandbox } from './mail/index.ts'
import { localOAuthProvider } from './oauth-idp/local-provider.ts'
import { createRealtimeServer } from './realtime/server.ts'
import { loadLocalSecrets } from './secrets.ts'
import { DEMO_ACCOUNTS } from './seed/demo-users.ts'
import { DEMO_PROMOTION_CODE, seedDemoPromotionCodes } from './seed/promotion-codes.ts'
import { createSiteApp, loadPageRenderer } from './site-server.ts'
import { createSmsSandbox, localTwilioAccount } from './sms/index.ts'
import { createStripeSandbox, type StripeRecorder } from './stripe/index.ts'
import { ensureWebBuild } from './web-build.ts'

const WEB_DIST = fileURLToPath(new URL('../web/dist', import.meta.url))

export type RunningPlatform = {
  url: string
  siteUrl: string
  databaseUrl: string
  /** The platform's own database connection (the embedded database serves one session). */
  sql: Sql
  /**
   * The functions' environment as strings, as a hosted project's functions receive it: Supabase's
   * default secrets (platform/function-env.ts) and the README's `supabase secrets set` ones.
   */
  functionVariables: Record<string, string>
  stop(): Promise<void>
}

type Listening = { port: number; close(): Promise<void> }

type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => boolean

function listen(
  handler: (request: Request, env?: unknown) => Response | Promise<Response>,
  port: number,
  upgrade?: UpgradeHandler,
): Promise<Listening> {
  // Handlers keep running when their client hangs up; closing must wait for them, since they
  // still need the database.
  const inFlight = new Set<Promise<unknown>>()
  // `env` carries node-server's socket (getConnInfo): rate limits count each real caller.
  const fetch = (request: Request, env: unknown) => {
    const handling = Promise.resolve(handler(request, env))
    inFlight.add(handling)
    handling.then(
      () => inFlight.delete(handling),
      () => inFlight.delete(handling),
    )
    return handling
  }
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({
        port: info.port,
        close: async () => {
          const closed = new Promise<void>((done) => server.close(() => done()))
          if ('closeIdleConnections' in server) server.closeIdleConnections()
          await Promise.allSettled([...inFlight])
          await closed
        },
      }),
    )
    server.once('error', reject)
    // WebSockets (Realtime); any other upgrade request is refused.
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      if (!upgrade?.(request, socket, head)) socket.destroy()
    })
  })
}

/**
 * The whole local platform in one process: database, Supabase's Auth/REST/Storage/Functions,
 * the Stripe and email sandboxes, and the website.
 */
export async function startPlatform(
  config: PlatformConfig,
  options: {
    log?: (line: string) => void
    seed?: boolean
    seedFullSeconds?: number
    /** Build web/ for this platform first (npm start); tests that need no pages skip it. */
    buildWeb?: boolean
    /** Tests only: sees the Stripe sandbox's API calls and events (platform/stripe/recorder.ts). */
    stripeRecorder?: StripeRecorder
  } = {},
): Promise<RunningPlatform> {
  const log = options.log ?? (() => {})
  const url = `http://localhost:${config.platformPort}`
  const siteUrl = `http://localhost:${config.sitePort}`
  const secrets = await loadLocalSecrets(config.dataDir, { demoPassword: config.demoPassword })
  const keys = await loadApiKeys(config.dataDir)
  const signing = await loadSigningKeys(config.dataDir, `${url}/auth/v1`)
  log(`Data folder: ${config.dataDir}`)
  // The site this platform serves: its own build when asked, else whatever web/dist holds.
  const webDist = options.buildWeb ? join(config.dataDir, 'web') : WEB_DIST
  // The page renderer's server build, made with the site's own; a platform that serves whatever
  // web/dist holds (tests that need no pages) serves index.html for every page instead.
  const webServerDist = join(config.dataDir, 'web-server')
  if (options.buildWeb) {
    await ensureWebBuild(
      {
        VITE_SUPABASE_URL: url,
        VITE_SUPABASE_PUBLISHABLE_KEY: keys.publishable_key,
        VITE_SITE_URL: siteUrl,
      },
      webDist,
      webServerDist,
      log,
    )
  }

  const db = await startDatabase({
    config,
    demoPassword: secrets.demo_password,
    log,
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    ...(options.seedFullSeconds ? { seedFullSeconds: options.seedFullSeconds } : {}),
  })
  // The Stripe account's business name, as its invoices print it: the artist's brand.
  const [account] = await db.sql<{ brand_name: string }[]>`select brand_name from public.settings`
  const stripe = createStripeSandbox({
    ...(account ? { accountName: account.brand_name } : {}),
    dataDir: config.dataDir,
    publicUrl: url,
    secretKey: keys.stripe_secret_key,
    webhookSecret: keys.stripe_webhook_secret,
    webhookUrl: `${url}/functions/v1/stripe-webhook`,
    ...(options.stripeRecorder ? { recorder: options.stripeRecorder } : {}),
  })
  const mail = createMailSandbox({
    dataDir: config.dataDir,
    apiKey: keys.resend_api_key,
    webhook: { url: `${url}/functions/v1/resend-webhook`, secret: keys.resend_webhook_secret },
  })
  const twilio = localTwilioAccount(keys)
  const sms = createSmsSandbox({ dataDir: config.dataDir, ...twilio })
  // What a hosted project's functions receive, through the same parser their Deno entries use.
  const functionVariables: Record<string, string> = {
    ...supabaseDefaultSecrets({ url, databaseUrl: db.url, keys, signing }),
    STRIPE_SECRET_KEY: keys.stripe_secret_key,
    STRIPE_WEBHOOK_SECRET: keys.stripe_webhook_secret,
    STRIPE_API_BASE: url,
    RESEND_API_KEY: keys.resend_api_key,
    RESEND_API_BASE: `${url}/resend`,
    RESEND_WEBHOOK_SECRET: keys.resend_webhook_secret,
    EMAIL_FROM: 'Kael Voss <no-reply@kaelvoss.example>',
    OWNER_EMAIL: DEMO_ACCOUNTS[0].email,
    SITE_URL: siteUrl,
    // The render function's: the project's address as browsers reach it (the custom domain hosted).
    PUBLIC_SUPABASE_URL: url,
    ...(config.poolerUrl ? { DB_POOLER_URL: config.poolerUrl } : {}),
  }
  const functionEnv = readFunctionEnv(functionVariables)
  // With a pooler, the functions open their own pool through it, exactly as their Deno entries do
  // on a hosted project; otherwise they share the platform's connection (the embedded database is
  // one session). Auth, REST, Storage and Realtime keep theirs, as Supabase's services connect
  // directly.
  // One process here hosts what are many small instances hosted: the pool of five of them.
  const functionsSql = functionEnv.DB_POOLER_URL ? openFunctionPool(functionEnv, 5) : db.sql
  // Supabase has no long-running worker; locally the platform sends the outbox as a cron would.
  const outbox = startOutboxWorker(
    functionsSql,
    { apiKey: keys.resend_api_key, apiBase: `${url}/resend`, from: functionEnv.EMAIL_FROM },
    { intervalMs: 15_000 },
  )
  const oauth = localOAuthProvider(config.keycloak, url)
  // The public pages, rendered with their data as the render function does in production, served
  // at /functions/v1/render as Supabase serves it; it reads the `site` API in-process here.
  const page = options.buildWeb ? await loadPageRenderer(webServerDist) : undefined
  const renderer = page
    ? createRenderApp({
        page,
        siteApi: `${url}/functions/v1/site`,
        siteOrigin: siteUrl,
        fetch: async (request) => platformApp.fetch(request),
        securityHeaders: securityHeaders(url),
      })
    : undefined
  const platformApp = createPlatformApp({
    sql: db.sql,
    dataDir: config.dataDir,
    publicUrl: url,
    keys,
    signing,
    accessTokenTtlSeconds: config.jwtExpirySeconds,
    functionEnv,
    functionsSql,
    stripe,
    mail,
    sms,
    twilio,
    kickOutbox: () => void outbox.kick(),
    ...(renderer ? { render: renderer } : {}),
    ...oauth,
  })

  const realtime = createRealtimeServer({ sql: db.sql, keys, signing, log })
  const platformServer = await listen(
    platformApp.fetch,
    config.platformPort,
    realtime.handleUpgrade,
  )
  if (options.seed ?? true) {
    // Made through the Stripe sandbox's API, as the owner's admin would: it must be listening.
    const { created } = await seedDemoPromotionCodes(db.sql, createStripeClient(functionEnv))
    if (created) log(`  demo promotion code ${DEMO_PROMOTION_CODE} created in the Stripe sandbox`)
  }
  // The static host: its files, and every page proxied to the render function through the
  // functions' gateway, as the production host's `_redirects` rewrite does.
  const siteServer = await listen(
    createSiteApp(webDist, url, renderer ? { fetch: platformApp.fetch } : undefined).fetch,
    config.sitePort,
  )

  // Where local tools and tests find this installation.
  await writeFile(
    join(config.dataDir, 'platform.json'),
    `${JSON.stringify(
      {
        url,
        site_url: siteUrl,
        publishable_key: keys.publishable_key,
        secret_key: keys.secret_key,
        db_url: db.url,
        stripe_webhook_secret: keys.stripe_webhook_secret,
        resend_webhook_secret: keys.resend_webhook_secret,
      },
      null,
      2,
    )}\n`,
    { mode: 0o600 },
  )

  log('')
  log(`Website:   ${siteUrl}`)
  log(
    `Platform:  ${url}  (Auth, REST, Storage, Realtime, Functions at /auth/v1, /rest/v1, /storage/v1, /realtime/v1, /functions/v1)`,
  )
  log(`Stripe:    ${url}/v1 (sandbox; checkout pages at ${url}/_stripe/…)`)
  log(`Email:     ${url}/_mail (every email the site sends)`)
  log(`SMS:       ${url}/_sms (every text the auth service sends)`)
  if (oauth.oauthIdp) {
    log(`OAuth:     ${oauth.oauthIdp.realmUrl(url)} (local identity provider for "keycloak")`)
  }
  log(`Database (${db.kind === 'embedded' ? 'embedded PGlite' : 'PostgreSQL server'}): ${db.url}`)
  if (functionEnv.DB_POOLER_URL) log(`  the functions connect through ${functionEnv.DB_POOLER_URL}`)
  log(`  psql "${db.url}"`)
  log(`Keys and URLs for tools: ${join(config.dataDir, 'platform.json')}`)
  log('Demo accounts (local only):')
  for (const account of DEMO_ACCOUNTS) log(`  ${account.email}  password: ${secrets.demo_password}`)
  if (secrets.generated && !config.demoPassword) {
    log(
      `  (generated at first start; kept in ${join(config.dataDir, 'secrets.json')}, or set DEMO_PASSWORD)`,
    )
  }

  return {
    url,
    siteUrl,
    databaseUrl: db.url,
    sql: db.sql,
    functionVariables,
    async stop() {
      await realtime.close()
      await Promise.all([platformServer.close(), siteServer.close()])
      await outbox.stop()
      await stripe.close()
      await mail.close()
      if (functionsSql !== db.sql) await functionsSql.end({ timeout: 5 })
      await db.close()
    },
  }
}
