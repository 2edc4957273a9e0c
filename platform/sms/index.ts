import { createHash } from 'node:crypto'
import { join } from 'node:path'
import { Hono } from 'hono'
import type { ApiKeys } from '../api-keys.ts'
import { type SentSms, SmsStore } from './message-store.ts'
import { renderOutbox } from './pages.ts'
import { type TwilioCredentials, twilioApiRoutes } from './twilio-api.ts'

export type { SentSms } from './message-store.ts'

export type SmsSandboxConfig = TwilioCredentials & {
  /** Directory for `sms.ndjson`, one sent text per line. */
  dataDir: string
  now?: () => Date
}

export type SmsSandbox = {
  /** Defines full paths (`/twilio/...`, `/_sms/...`): mount it at the root. */
  app: Hono
  /** Every accepted text, newest first. */
  messages(): SentSms[]
}

/**
 * The SMS provider's stand-in, like the mail sandbox: Twilio's Messages API for the auth
 * service's phone codes, a page listing what was sent (`/_sms`) and its JSON twin for tests
 * (`GET /_sms/api/messages` → `{ data: [{ id, to, body, created_at }] }`).
 */
export function createSmsSandbox(config: SmsSandboxConfig): SmsSandbox {
  const store = new SmsStore(join(config.dataDir, 'sms.ndjson'))
  const now = config.now ?? (() => new Date())
  const app = new Hono()
  app.route('/', twilioApiRoutes(config, store, now))
  app.get('/_sms', (c) => c.html(renderOutbox(store.list())))
  app.get('/_sms/api/messages', (c) => c.json({ data: store.list() }))
  return { app, messages: () => store.list() }
}

/** This installation's Twilio account for the sandbox, derived from its generated secret key. */
export function localTwilioAccount(keys: ApiKeys): TwilioCredentials {
  const digest = createHash('sha256').update(`twilio:${keys.secret_key}`).digest('hex')
  return { accountSid: `AC${digest.slice(0, 32)}`, authToken: digest.slice(32) }
}
