import { join } from 'node:path'
import { Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { batchApiRoutes } from './batch-api.ts'
import { renderResendError } from './errors.ts'
import { inboxRoutes } from './inbox-routes.ts'
import { MessageStore } from './message-store.ts'
import { FailurePlan, RateLimit, resendApiRoutes } from './resend-api.ts'
import type { SentMessage } from './types.ts'

export type { SentAttachment, SentMessage } from './types.ts'

export interface MailSandboxConfig {
  /** Directory for `mail.ndjson`, one sent message per line. */
  dataDir: string
  /** The key the functions send as `RESEND_API_KEY`. */
  apiKey: string
  /** Requests a second the API takes before answering 429, as Resend (default 2). */
  requestsPerSecond?: number
}

export interface MailSandbox {
  /** Defines full paths (`/resend/...`, `/_mail/...`): mount it at the root. */
  app: Hono
  /** The next `count` sends answer `status` (default 500 `application_error`) and store nothing. */
  failNext(count: number, status?: number): void
  /** Every accepted message, newest first. */
  messages(): SentMessage[]
}

export function createMailSandbox(config: MailSandboxConfig): MailSandbox {
  const store = new MessageStore(join(config.dataDir, 'mail.ndjson'))
  const failures = new FailurePlan()
  const app = new Hono()
  app.onError(renderResendError)
  const rateLimit = new RateLimit(config.requestsPerSecond ?? 2)
  app.route('/', resendApiRoutes(config.apiKey, store, failures, rateLimit))
  app.route('/', batchApiRoutes(config.apiKey, store, failures, rateLimit))
  app.route('/', inboxRoutes(store, failures))
  return {
    app,
    failNext: (count, status = 500) => failures.failNext(count, status as ContentfulStatusCode),
    messages: () => store.list(),
  }
}
