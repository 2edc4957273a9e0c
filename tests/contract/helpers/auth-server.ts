import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import type { ApiKeys } from '../../../platform/api-keys.ts'
import { createAuthApi } from '../../../platform/auth/api.ts'
import { loadSigningKeys, type SigningKeys } from '../../../platform/auth/keys.ts'
import { resendMailer } from '../../../platform/auth/mail/mailer.ts'
import { twilioSender } from '../../../platform/auth/sms/sender.ts'
import type { Sql } from '../../../platform/db/database.ts'
import type { MailSandbox } from '../../../platform/mail/index.ts'
import { localOAuthProvider } from '../../../platform/oauth-idp/local-provider.ts'
import type { SmsSandbox } from '../../../platform/sms/index.ts'

export type AuthServer = { url: string; signing: SigningKeys; close(): Promise<void> }

/**
 * Serves the auth API on a free loopback port, as the platform does. The issuer names the URL,
 * which is known only once the server listens, so the app is built after that.
 */
export async function startAuthServer(options: {
  sql: Sql
  dataDir: string
  keys: ApiKeys
  accessTokenTtlSeconds: number
  now: () => Date
  /** Sign-in emails go to this sandbox, through Resend's API as on the platform. */
  mail?: MailSandbox
  siteUrl?: string
  redirectAllowList?: string[]
  otpExpirySeconds?: number
  emailsPerHour?: number
  /** Phone codes go to this sandbox, through Twilio's API as on the platform. */
  sms?: { sandbox: SmsSandbox; accountSid: string; authToken: string }
  /** Serve the local identity provider too, as the keycloak provider's realm (platform/oauth-idp). */
  oauthIdp?: boolean
}): Promise<AuthServer> {
  let app: Hono | undefined
  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>(
    (resolve) => {
      const server = serve(
        { fetch: (request, env) => app!.fetch(request, env), port: 0, hostname: '127.0.0.1' },
        (info: AddressInfo) => resolve({ server, port: info.port }),
      )
    },
  )
  const url = `http://127.0.0.1:${port}`
  const signing = await loadSigningKeys(options.dataDir, `${url}/auth/v1`)
  const oauth = options.oauthIdp
    ? localOAuthProvider({ enabled: true, realm: 'local' }, url)
    : { externalProviders: {} }
  const auth = createAuthApi({
    sql: options.sql,
    signing,
    keys: options.keys,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds,
    now: options.now,
    ...(options.siteUrl ? { siteUrl: options.siteUrl } : {}),
    ...(options.redirectAllowList ? { redirectAllowList: options.redirectAllowList } : {}),
    ...(options.otpExpirySeconds ? { otpExpirySeconds: options.otpExpirySeconds } : {}),
    ...(options.emailsPerHour ? { emailsPerHour: options.emailsPerHour } : {}),
    externalProviders: oauth.externalProviders,
    ...(options.sms
      ? {
          mfa: {
            phone: {
              template: 'Your Kael Voss code is {{ .Code }}',
              sender: twilioSender({
                apiBase: 'http://sms.test/twilio',
                accountSid: options.sms.accountSid,
                authToken: options.sms.authToken,
                messageServiceSid: 'MG00000000000000000000000000000000',
                fetch: async (url, init) => options.sms!.sandbox.app.request(url, init),
              }),
            },
          },
        }
      : {}),
    ...(options.mail
      ? {
          mailer: resendMailer({
            apiBase: 'http://mail.test/resend',
            apiKey: options.keys.resend_api_key,
            from: 'Kael Voss <no-reply@kaelvoss.example>',
            fetch: async (url, init) => options.mail!.app.request(url, init),
          }),
        }
      : {}),
  })
  app = new Hono()
  if (oauth.oauthIdp) app.route('/', oauth.oauthIdp.app)
  app.route('/', auth)
  return {
    url,
    signing,
    close: () =>
      new Promise<void>((resolve, reject) => {
        if ('closeAllConnections' in server) server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

/** A clock the test moves forward (refresh-token reuse window, MFA challenge expiry). */
export function testClock() {
  let offsetMs = 0
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      offsetMs += ms
    },
  }
}

/** Polls until the condition holds; fails after the deadline instead of sleeping a fixed time. */
export async function waitFor(
  condition: () => boolean,
  { timeoutMs = 10_000, what = 'condition' } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
