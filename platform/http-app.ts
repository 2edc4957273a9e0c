import { Hono } from 'hono'
import { cors } from 'hono/cors'
import type { Sql } from '../functions/_shared/db/request-context.ts'
import type { FunctionEnv } from '../functions/_shared/env.ts'
import type { ApiKeys } from './api-keys.ts'
import { createAuthApi } from './auth/api.ts'
import type { ExternalProviders } from './auth/external-providers.ts'
import type { SigningKeys } from './auth/keys.ts'
import { resendMailer, senderName } from './auth/mail/mailer.ts'
import { twilioSender } from './auth/sms/sender.ts'
import { functionsGateway } from './functions-host.ts'
import type { MailSandbox } from './mail/index.ts'
import type { OAuthIdp } from './oauth-idp/index.ts'
import { createRestApi } from './rest/index.ts'
import type { SmsSandbox } from './sms/index.ts'
import { createStorageApi } from './storage/index.ts'
import type { StripeSandbox } from './stripe/index.ts'

export type PlatformAppDeps = {
  sql: Sql
  dataDir: string
  publicUrl: string
  keys: ApiKeys
  signing: SigningKeys
  accessTokenTtlSeconds: number
  functionEnv: FunctionEnv
  /** The functions' database: a pool through the pooler when there is one, else `sql`. */
  functionsSql?: Sql
  stripe: StripeSandbox
  mail: MailSandbox
  /** The SMS provider's stand-in and the Twilio account the auth service sends through. */
  sms: SmsSandbox
  twilio: { accountSid: string; authToken: string }
  kickOutbox: () => void
  /** The render function (the pages), when the site has been built for this platform. */
  render?: { fetch: (request: Request) => Response | Promise<Response> }
  /** The auth service's OAuth providers (`[auth.external.*]`). */
  externalProviders?: ExternalProviders
  /** The local identity provider, served at /_oauth when the keycloak provider uses it. */
  oauthIdp?: OAuthIdp
}

// What Supabase's gateway lets browsers send to /auth, /rest and /storage, and read back.
const SUPABASE_CORS = cors({
  origin: '*',
  allowHeaders: [
    'authorization',
    'apikey',
    'x-client-info',
    'content-type',
    'accept',
    'accept-profile',
    'content-profile',
    'prefer',
    'range',
    'x-upsert',
    'x-supabase-api-version',
    'cache-control',
    // Resumable (TUS) uploads to /storage/v1/upload/resumable.
    'tus-resumable',
    'upload-length',
    'upload-metadata',
    'upload-offset',
    'x-signature',
  ],
  allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  exposeHeaders: [
    'content-range',
    'content-length',
    'etag',
    'x-supabase-api-version',
    'content-disposition',
    'location',
    'tus-resumable',
    'tus-version',
    'tus-extension',
    'upload-offset',
    'upload-length',
    'upload-metadata',
    'upload-expires',
  ],
  maxAge: 3600,
})

/** The local stand-in for the hosted services, on one origin as Supabase serves them. */
export function createPlatformApp(deps: PlatformAppDeps) {
  const app = new Hono()
  for (const path of ['/auth/v1/*', '/rest/v1/*', '/storage/v1/*']) app.use(path, SUPABASE_CORS)

  app.route(
    '/',
    createAuthApi({
      sql: deps.sql,
      signing: deps.signing,
      keys: deps.keys,
      accessTokenTtlSeconds: deps.accessTokenTtlSeconds,
      siteUrl: deps.functionEnv.SITE_URL,
      ...(deps.externalProviders ? { externalProviders: deps.externalProviders } : {}),
      // Sign-in emails go to the mail sandbox through Resend's API, as the functions' emails do
      // (handed to the sandbox in-process).
      mailer: resendMailer({
        apiBase: deps.functionEnv.RESEND_API_BASE ?? `${deps.publicUrl}/resend`,
        apiKey: deps.functionEnv.RESEND_API_KEY,
        from: deps.functionEnv.EMAIL_FROM,
        fetch: async (url, init) => deps.mail.app.request(url, init),
      }),
      // Phone codes go to the SMS sandbox through Twilio's API (handed over in-process). The
      // text names the site and ends in the WebOTP line, so a phone's browser can fill the code.
      mfa: {
        phone: {
          template: `{{ .Code }} · ${senderName(deps.functionEnv.EMAIL_FROM)}\n\n@${new URL(deps.functionEnv.SITE_URL).hostname} #{{ .Code }}`,
          sender: twilioSender({
            apiBase: `${deps.publicUrl}/twilio`,
            ...deps.twilio,
            messageServiceSid: 'MG00000000000000000000000000000000',
            fetch: async (url, init) => deps.sms.app.request(url, init),
          }),
        },
      },
    }),
  )
  app.route('/', createRestApi({ sql: deps.sql, keys: deps.keys, signing: deps.signing }))
  app.route(
    '/',
    createStorageApi({
      sql: deps.sql,
      dataDir: deps.dataDir,
      keys: deps.keys,
      signing: deps.signing,
      publicUrl: deps.publicUrl,
    }),
  )
  app.route(
    '/',
    functionsGateway({
      env: deps.functionEnv,
      sql: deps.functionsSql ?? deps.sql,
      signing: deps.signing,
      kickOutbox: deps.kickOutbox,
      ...(deps.render ? { render: deps.render } : {}),
    }),
  )
  app.route('/', deps.stripe.app)
  app.route('/', deps.mail.app)
  app.route('/', deps.sms.app)
  if (deps.oauthIdp) app.route('/', deps.oauthIdp.app)

  app.get('/', (c) =>
    c.json({
      name: 'local platform',
      services: [
        '/auth/v1',
        '/rest/v1',
        '/storage/v1',
        '/functions/v1',
        '/v1 (Stripe)',
        '/resend',
        '/_mail',
        '/_sms',
        ...(deps.oauthIdp ? ['/_oauth (local identity provider)'] : []),
      ],
    }),
  )
  return app
}
