import { join } from 'node:path'
import { Hono } from 'hono'
import { stripeApiRoutes } from './api/index.ts'
import { checkoutPageRoutes } from './checkout-page/routes.ts'
import type { SandboxContext } from './context.ts'
import { debugRoutes, type EventDelivery, listEventDeliveries } from './debug-routes.ts'
import { sweepExpiredSessions } from './domain/expire-checkout-session.ts'
import { renderStripeError } from './errors.ts'
import { emitEvent } from './events/emit.ts'
import { WebhookDeliverer } from './events/webhook-deliverer.ts'
import { invoicePageRoutes } from './invoice-routes.ts'
import { recordExchanges, type StripeRecorder } from './recorder.ts'
import { StateFile } from './state.ts'

export type { EventDelivery } from './debug-routes.ts'
export type { RecordedExchange, StripeRecorder } from './recorder.ts'

export interface StripeSandboxConfig {
  /** Directory for `stripe.json`, the sandbox's state. */
  dataDir: string
  /** Origin the browser reaches the platform on; session `url`s point there. */
  publicUrl: string
  secretKey: string
  webhookSecret: string
  webhookUrl: string
  /** Wait before each webhook retry; delivery gives up after the last. */
  retryDelaysMs?: number[]
  /** The sandbox clock in Unix milliseconds, for `created` and `expires_at`. */
  now?: () => number
  /** Tests only: sees every API call and every event (see recorder.ts). */
  recorder?: StripeRecorder
  /** The account's head office for Stripe Tax (two letters; default ES, the artist's). */
  taxOrigin?: string
  /** The business name on the account's invoices. */
  accountName?: string
}

export interface StripeSandbox {
  /** Defines full paths (`/v1/...`, `/_stripe/...`): mount it at the root. */
  app: Hono
  /** Resolves once no webhook delivery is running or waiting for a retry. */
  idle(): Promise<void>
  /** Events with their delivery attempts, newest first (also at `GET /_stripe/events`). */
  deliveries(): EventDelivery[]
  /** Stops timers and in-flight deliveries (a later start resumes them) and writes the state. */
  close(): Promise<void>
}

const DEFAULT_RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000, 600_000]
const EXPIRY_SWEEP_INTERVAL_MS = 1_000

export function createStripeSandbox(config: StripeSandboxConfig): StripeSandbox {
  const stateFile = new StateFile(join(config.dataDir, 'stripe.json'))
  const state = stateFile.load()
  const now = config.now ?? Date.now
  const persist = () => stateFile.save(state)
  const deliverer = new WebhookDeliverer({
    url: config.webhookUrl,
    secret: config.webhookSecret,
    retryDelaysMs: config.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    records: state.deliveries,
    events: state.events,
    persist,
  })
  const ctx: SandboxContext = {
    state,
    now,
    publicUrl: config.publicUrl.replace(/\/+$/, ''),
    taxOrigin: config.taxOrigin ?? 'ES',
    accountName: config.accountName ?? 'Sandbox account',
    persist,
    emit: (type, object, request) => {
      const event = emitEvent(
        { state, deliverer, nowSeconds: () => Math.floor(now() / 1000) },
        type,
        object,
        request,
      )
      config.recorder?.event(structuredClone(event))
    },
  }

  const app = new Hono()
  app.onError(renderStripeError)
  if (config.recorder) app.use('/v1/*', recordExchanges(config.recorder))
  app.route('/', stripeApiRoutes(ctx, config.secretKey))
  app.route('/', checkoutPageRoutes(ctx))
  app.route('/', invoicePageRoutes(ctx))
  app.route('/', debugRoutes(ctx))

  deliverer.resume()
  const sweep = setInterval(() => {
    try {
      sweepExpiredSessions(ctx)
    } catch (error) {
      console.error('[stripe sandbox] expiring sessions failed', error)
    }
  }, EXPIRY_SWEEP_INTERVAL_MS)
  sweep.unref()

  return {
    app,
    idle: () => deliverer.idle(),
    deliveries: () => listEventDeliveries(ctx),
    async close() {
      clearInterval(sweep)
      await deliverer.close()
      persist()
    },
  }
}
