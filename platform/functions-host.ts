import { getConnInfo } from '@hono/node-server/conninfo'
import { type Context, type Handler, Hono } from 'hono'
import type { Sql } from '../functions/_shared/db/request-context.ts'
import type { FunctionEnv } from '../functions/_shared/env.ts'
import { createAdminApp } from '../functions/admin/app.ts'
import { createResendWebhookApp } from '../functions/resend-webhook/app.ts'
import { createSiteApp } from '../functions/site/app.ts'
import { createStripeWebhookApp } from '../functions/stripe-webhook/app.ts'
import type { SigningKeys } from './auth/keys.ts'

type FunctionApp = { fetch: (request: Request) => Response | Promise<Response> }
/** What the platform hands every function: its environment, the database, and the outbox's bell. */
type FunctionDeps = { env: FunctionEnv; sql: Sql; kickOutbox?: () => void }
type FunctionDefinition = {
  create: (deps: FunctionDeps) => FunctionApp
  /** As `verify_jwt` in supabase/config.toml: the gateway demands a valid user token first. */
  verifyJwt: boolean
}

/** The edge functions in functions/, as supabase/config.toml declares them. */
export const FUNCTIONS: Record<string, FunctionDefinition> = {
  site: { create: createSiteApp, verifyJwt: false },
  // Stripe signs its requests; it has no user token to show (supabase/config.toml: verify_jwt = false).
  'stripe-webhook': { create: createStripeWebhookApp, verifyJwt: false },
  // Resend signs its webhooks (Svix); no user token either (supabase/config.toml: verify_jwt = false).
  'resend-webhook': { create: createResendWebhookApp, verifyJwt: false },
  // The admin function verifies tokens itself against the JWKS, with its own error shape.
  admin: { create: createAdminApp, verifyJwt: false },
}

/**
 * `/functions/v1/{name}/…` as Supabase's gateway serves it: the function sees the path from
 * `/{name}` on, answers its own CORS preflight, and shares the platform's one database connection
 * (PGlite is a single session; in production each function opens its own pool).
 */
export function functionsGateway(
  deps: FunctionDeps & { signing: SigningKeys; render?: FunctionApp },
) {
  const apps = new Map<string, { app: FunctionApp; verifyJwt: boolean }>(
    Object.entries(FUNCTIONS).map(([name, definition]) => [
      name,
      {
        app: definition.create({
          env: deps.env,
          sql: deps.sql,
          ...(deps.kickOutbox ? { kickOutbox: deps.kickOutbox } : {}),
        }),
        verifyJwt: definition.verifyJwt,
      },
    ]),
  )
  // The page renderer (supabase/config.toml: verify_jwt = false), made by the platform from the
  // site's server build when there is one.
  if (deps.render) apps.set('render', { app: deps.render, verifyJwt: false })
  const gateway = new Hono()
  const handle: Handler = async (c) => {
    const entry = apps.get(c.req.param('name') ?? '')
    if (!entry)
      return c.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404)
    if (
      entry.verifyJwt &&
      c.req.method !== 'OPTIONS' &&
      !(await hasValidToken(c.req.header('authorization')))
    ) {
      return c.json({ code: 401, message: 'Invalid JWT' }, 401)
    }
    const url = new URL(c.req.url)
    url.pathname = url.pathname.replace(/^\/functions\/v1/, '')
    const request = new Request(url, c.req.raw)
    // As Supabase's edge gateway does: the function learns the caller's address from a header the
    // proxy sets. Locally that is the socket's address; what the caller sent is dropped.
    request.headers.delete('cf-connecting-ip')
    request.headers.delete('x-real-ip')
    request.headers.set('x-forwarded-for', callerAddress(c))
    return entry.app.fetch(request)
  }
  const hasValidToken = async (authorization: string | undefined) => {
    const token = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]
    if (!token) return false
    return deps.signing.verify(token).then(
      () => true,
      () => false,
    )
  }
  gateway.all('/functions/v1/:name', handle)
  gateway.all('/functions/v1/:name/*', handle)
  return gateway
}

/** The socket's remote address; there is no proxy in front of the local platform to trust. */
function callerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? '127.0.0.1'
  } catch {
    // Called without a socket (app.request in tests).
    return '127.0.0.1'
  }
}
