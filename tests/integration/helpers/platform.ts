import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Stripe from 'stripe'
import { readPlatformConfig } from '../../../platform/config.ts'
import { type RunningPlatform, startPlatform } from '../../../platform/main.ts'
import {
  type StripeTraffic,
  stripeTrafficRecorder,
} from '../../contract/helpers/stripe-published-types.ts'
import { waitFor } from '../../contract/helpers/wait-for.ts'
import { poolerUrlFor } from '../../helpers/database.ts'
import { freePort } from '../../helpers/free-port.ts'

export type ApiKeys = {
  publishable_key: string
  secret_key: string
  stripe_secret_key: string
  stripe_webhook_secret: string
  resend_webhook_secret: string
}

export type TestPlatform = {
  platform: RunningPlatform
  url: string
  dataDir: string
  /** The demo accounts' password. */
  demoPassword: string
  keys: ApiKeys
  /** The official client, pointed at the platform's Stripe sandbox. */
  stripe: Stripe
  /** Every API call the sandbox answered and every event it sent, for the published-types check. */
  stripeTraffic: StripeTraffic
  /** A call to a function under /functions/v1 (no redirects followed). */
  call(path: string, init?: RequestInit): Promise<Response>
  /**
   * Rows read through the platform's REST API with the secret key (service role). The embedded
   * database serves one session, so tests read it through the platform rather than connecting
   * beside it.
   */
  rows<Row = Record<string, unknown>>(table: string, query: Record<string, string>): Promise<Row[]>
  /** Waits until Stripe's webhook deliveries for an object are all answered 2xx. */
  delivered(objectId: string, type: string, options?: { timeoutMs?: number }): Promise<void>
  /** Posts `event` to the webhook, signed with the endpoint's secret as Stripe signs. */
  deliverEvent(event: object): Promise<Response>
  stop(): Promise<void>
}

const DEMO_PASSWORD = 'demo-password-for-tests'

/**
 * The whole platform, as `npm start` runs it, on free ports with a fresh data folder; on the
 * embedded database unless `databaseUrl` names a PostgreSQL server database, whose functions then
 * connect through the test server's transaction pooler (TEST_DB_POOLER_URL) when there is one.
 */
export async function startTestPlatform(
  /** `buildWeb`: build the website for it and serve the pages, as `npm start` does. */
  options: { databaseUrl?: string; buildWeb?: boolean } = {},
): Promise<TestPlatform> {
  const dataDir = await mkdtemp(join(tmpdir(), 'dj-purchase-'))
  const poolerUrl = options.databaseUrl ? poolerUrlFor(options.databaseUrl) : undefined
  const config = readPlatformConfig({
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    PLATFORM_PORT: String(await freePort()),
    DB_PORT: String(await freePort()),
    DEMO_PASSWORD: DEMO_PASSWORD,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...(poolerUrl ? { DB_POOLER_URL: poolerUrl } : {}),
  })
  const { traffic: stripeTraffic, recorder: stripeRecorder } = stripeTrafficRecorder()
  const platform = await startPlatform(config, {
    seedFullSeconds: 3,
    stripeRecorder,
    ...(options.buildWeb ? { buildWeb: true } : {}),
  })
  const keys: ApiKeys = JSON.parse(await readFile(join(dataDir, 'api-keys.json'), 'utf8'))
  const url = platform.url
  const stripe = new Stripe(keys.stripe_secret_key, {
    host: 'localhost',
    port: config.platformPort,
    protocol: 'http',
    maxNetworkRetries: 0,
  })

  const rows = async <Row>(table: string, query: Record<string, string>) => {
    const response = await fetch(`${url}/rest/v1/${table}?${new URLSearchParams(query)}`, {
      headers: { apikey: keys.secret_key, Authorization: `Bearer ${keys.secret_key}` },
    })
    if (!response.ok) throw new Error(`REST ${table}: ${response.status} ${await response.text()}`)
    return (await response.json()) as Row[]
  }

  return {
    platform,
    url,
    dataDir,
    demoPassword: DEMO_PASSWORD,
    keys,
    stripe,
    stripeTraffic,
    call: (path, init) => fetch(`${url}/functions/v1/${path}`, { redirect: 'manual', ...init }),
    rows,
    deliverEvent(event) {
      const payload = JSON.stringify(event)
      const signature = stripe.webhooks.generateTestHeaderString({
        payload,
        secret: keys.stripe_webhook_secret,
      })
      return fetch(`${url}/functions/v1/stripe-webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      })
    },
    async delivered(objectId, type, options = {}) {
      await waitFor(
        `${type} for ${objectId} to be delivered`,
        async () => {
          const { data } = (await (await fetch(`${url}/_stripe/events`)).json()) as {
            data: { objectId: string; type: string; state: string }[]
          }
          const events = data.filter((event) => event.objectId === objectId && event.type === type)
          return events.length > 0 && events.every((event) => event.state === 'delivered')
        },
        options,
      )
    },
    async stop() {
      await platform.stop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** An event of `type` about `object`, shaped as Stripe sends them (a fresh id unless given). */
export function stripeEvent(
  type: string,
  object: object,
  id = `evt_test_${randomBytes(8).toString('hex')}`,
) {
  return {
    id,
    object: 'event',
    type,
    api_version: '2026-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  }
}

/** What a buyer types on the sandbox's hosted checkout page. */
export function paymentForm(options: { shipping: boolean }): URLSearchParams {
  const form = new URLSearchParams({
    card: '4242424242424242',
    cardholder_name: 'Alex Fan',
    // Checkout requires the licence terms' box ticked.
    terms_of_service: 'accepted',
  })
  if (options.shipping) {
    form.set('shipping_name', 'Alex Fan')
    form.set('shipping_line1', 'Kastanienallee 1')
    form.set('shipping_city', 'Berlin')
    form.set('shipping_postal_code', '10435')
    form.set('shipping_country', 'DE')
  } else {
    form.set('billing_country', 'ES')
    form.set('billing_postal_code', '28001')
  }
  return form
}

/** Presses Pay on the hosted page; the sandbox then sends `checkout.session.completed`. */
export async function pay(checkoutUrl: string, options: { shipping: boolean }) {
  const response = await fetch(`${checkoutUrl}/pay`, {
    method: 'POST',
    body: paymentForm(options),
    redirect: 'manual',
  })
  if (response.status !== 303) {
    throw new Error(`Payment failed: ${response.status} ${await response.text()}`)
  }
  return response.headers.get('location')!
}

export function sessionIdOf(checkoutUrl: string): string {
  const id = new URL(checkoutUrl).pathname.split('/').at(-1)
  if (!id?.startsWith('cs_')) throw new Error(`No session id in ${checkoutUrl}`)
  return id
}
