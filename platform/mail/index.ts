import { join } from 'node:path'
import { Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { AudienceStore } from './audience-store.ts'
import { batchApiRoutes } from './batch-api.ts'
import { broadcastsApiRoutes } from './broadcasts-api.ts'
import { contactsApiRoutes } from './contacts-api.ts'
import { renderResendError } from './errors.ts'
import { inboxRoutes } from './inbox-routes.ts'
import { MessageStore } from './message-store.ts'
import { FailurePlan, RateLimit, resendApiRoutes } from './resend-api.ts'
import type { SentMessage } from './types.ts'
import { unsubscribeRoutes } from './unsubscribe-routes.ts'
import { type ResendWebhookConfig, ResendWebhookSender, type WebhookDelivery } from './webhooks.ts'

export type { SentAttachment, SentMessage } from './types.ts'
export type { WebhookDelivery } from './webhooks.ts'

export interface MailSandboxConfig {
  /** Directory for `mail.ndjson`, one sent message per line. */
  dataDir: string
  /** The key the functions send as `RESEND_API_KEY`. */
  apiKey: string
  /** Requests a second the API takes before answering 429, as Resend (default 2). */
  requestsPerSecond?: number
  /**
   * Resend's webhook: mail to its test addresses (`bounced@resend.dev`, `complained@resend.dev`)
   * is followed by a signed `email.bounced` or `email.complained` there. None without it.
   */
  webhook?: ResendWebhookConfig
}

export interface MailSandbox {
  /** Defines full paths (`/resend/...`, `/_mail/...`): mount it at the root. */
  app: Hono
  /** The next `count` sends answer `status` (default 500 `application_error`) and store nothing. */
  failNext(count: number, status?: number): void
  /** Every accepted message, newest first. */
  messages(): SentMessage[]
  /** The webhooks sent or waiting, newest first (also at `GET /_mail/api/webhooks`). */
  webhooks(): WebhookDelivery[]
  /** Resolves once no webhook is being delivered or waiting for a retry. */
  idle(): Promise<void>
  /** Stops the webhooks' retries. */
  close(): Promise<void>
}

export function createMailSandbox(config: MailSandboxConfig): MailSandbox {
  const store = new MessageStore(join(config.dataDir, 'mail.ndjson'))
  const audience = new AudienceStore(join(config.dataDir, 'mail-audience.json'))
  const failures = new FailurePlan()
  const webhooks = config.webhook ? new ResendWebhookSender(config.webhook) : undefined
  if (webhooks) store.onAdd((message) => webhooks.afterSend(message))
  const app = new Hono()
  app.onError(renderResendError)
  const rateLimit = new RateLimit(config.requestsPerSecond ?? 2)
  app.route('/', resendApiRoutes(config.apiKey, store, failures, rateLimit))
  app.route('/', contactsApiRoutes(config.apiKey, audience))
  app.route('/', broadcastsApiRoutes(config.apiKey, audience, store))
  app.route('/', unsubscribeRoutes(audience))
  app.route('/', batchApiRoutes(config.apiKey, store, failures, rateLimit))
  app.route(
    '/',
    inboxRoutes(store, failures, () => webhooks?.list() ?? []),
  )
  return {
    app,
    failNext: (count, status = 500) => failures.failNext(count, status as ContentfulStatusCode),
    messages: () => store.list(),
    webhooks: () => webhooks?.list() ?? [],
    idle: () => webhooks?.idle() ?? Promise.resolve(),
    close: () => webhooks?.close() ?? Promise.resolve(),
  }
}
