import Stripe from 'stripe'
import { onTestFinished } from 'vitest'
import {
  createStripeSandbox,
  type StripeRecorder,
  type StripeSandbox,
} from '../../../platform/stripe/index.ts'
import { serveApp, temporaryDirectory } from './serve.ts'
import { stripeTrafficRecorder } from './stripe-published-types.ts'
import {
  type ReceivedWebhook,
  startWebhookReceiver,
  type WebhookReceiver,
  type WebhookResponder,
} from './webhook-receiver.ts'

export const SECRET_KEY = 'sk_test_sandbox_contract_key'
export const WEBHOOK_SECRET = 'whsec_sandbox_contract_secret'

export interface StripeHarness {
  sandbox: StripeSandbox
  stripe: Stripe
  origin: string
  port: number
  /** Stops the sandbox (flushing its state) and its server. */
  stop(): Promise<void>
}

/** The sandbox served on a loopback port, with the official client pointed at it. */
export async function startStripeHarness(options: {
  dataDir: string
  receiver: WebhookReceiver
  retryDelaysMs?: number[]
  now?: () => number
  recorder?: StripeRecorder
}): Promise<StripeHarness> {
  let sandbox: StripeSandbox | undefined
  // The session URLs need the port, which is known only once the server listens.
  const served = await serveApp({
    fetch: (request) => sandbox?.app.fetch(request) ?? new Response('starting', { status: 503 }),
  })
  sandbox = createStripeSandbox({
    dataDir: options.dataDir,
    publicUrl: served.origin,
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: options.receiver.url,
    retryDelaysMs: options.retryDelaysMs ?? [20, 20, 20],
    now: options.now,
    recorder: options.recorder,
  })
  const running = sandbox
  let stopped: Promise<void> | undefined
  return {
    sandbox: running,
    stripe: stripeClient(served.port, SECRET_KEY),
    origin: served.origin,
    port: served.port,
    stop() {
      stopped ??= running.close().then(() => served.close())
      return stopped
    },
  }
}

export function stripeClient(port: number, secretKey: string): Stripe {
  return new Stripe(secretKey, {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    maxNetworkRetries: 0,
  })
}

/** Two line items (4 000 + 1 500 cents) with shipping collection, as the shop's checkout sends. */
export function shopSessionParams(): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    line_items: [
      {
        quantity: 2,
        price_data: {
          currency: 'eur',
          unit_amount: 2000,
          product_data: { name: 'Midnight Drive (vinyl)', metadata: { product_id: 'p1' } },
        },
      },
      {
        quantity: 1,
        price_data: {
          currency: 'eur',
          unit_amount: 1500,
          product_data: { name: 'Sunset Edit (commercial licence)', description: 'WAV + PDF' },
        },
      },
    ],
    customer_email: 'fan@example.com',
    client_reference_id: 'order_123',
    metadata: { order_id: 'order_123' },
    payment_intent_data: { metadata: { order_id: 'order_123' } },
    shipping_address_collection: { allowed_countries: ['DE', 'NL'] },
    locale: 'en',
    success_url: 'http://localhost:5173/checkout/success?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost:5173/cart',
  }
}

/** What a customer fills in on the hosted page. */
export function paymentForm(card = '4242424242424242'): URLSearchParams {
  return new URLSearchParams({
    card,
    cardholder_name: 'Alex Fan',
    shipping_name: 'Alex Fan',
    shipping_line1: 'Kastanienallee 1',
    shipping_city: 'Berlin',
    shipping_postal_code: '10435',
    shipping_country: 'DE',
    // The licence terms' box: ticked (sessions that do not ask for it ignore it).
    terms_of_service: 'accepted',
  })
}

export function pay(url: string, form: URLSearchParams): Promise<Response> {
  return fetch(`${url}/pay`, { method: 'POST', body: form, redirect: 'manual' })
}

/**
 * Everything the sandboxes of this test file answered and sent (each test file has its own module
 * instance), for a suite to check against stripe-node's types once at its end.
 */
const suite = stripeTrafficRecorder()
export const suiteTraffic = suite.traffic

/** A fresh sandbox, data directory and webhook receiver for one test, removed when it ends. */
export async function setupStripeSandbox(
  options: {
    responder?: WebhookResponder
    now?: () => number
    retryDelaysMs?: number[]
    recorder?: StripeRecorder
  } = {},
) {
  const dataDir = temporaryDirectory('stripe-sandbox')
  const receiver = await startWebhookReceiver(options.responder)
  const harness = await startStripeHarness({
    dataDir: dataDir.path,
    receiver,
    recorder: suite.recorder,
    ...options,
  })
  onTestFinished(async () => {
    await harness.stop()
    await receiver.close()
    dataDir.remove()
  })
  return { ...harness, receiver, dataDir: dataDir.path }
}

/** What the `stripe-webhook` function does with a delivery: verify it on the raw body. */
export function verifyWebhook(stripe: Stripe, webhook: ReceivedWebhook, body = webhook.body) {
  const signature = String(webhook.headers['stripe-signature'])
  return stripe.webhooks.constructEventAsync(body, signature, WEBHOOK_SECRET)
}

/** A session created with the client and paid on the hosted page with the 4242 card. */
export async function paidSession(stripe: Stripe): Promise<Stripe.Checkout.Session> {
  const session = await stripe.checkout.sessions.create(shopSessionParams())
  const response = await pay(session.url ?? '', paymentForm())
  if (response.status !== 303) throw new Error(`Paying answered ${response.status}, not 303`)
  return stripe.checkout.sessions.retrieve(session.id)
}
