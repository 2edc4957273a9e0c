import { Hono } from 'hono'
import { apiKeyGateway } from '../gateway.ts'
import { type AuthApiConfig, authContext } from './context.ts'
import { renderAuthError } from './errors.ts'
import { accountRoutes } from './routes/account-routes.ts'
import { adminRoutes } from './routes/admin-routes.ts'
import { factorRoutes } from './routes/factor-routes.ts'
import { otpRoutes } from './routes/otp-routes.ts'
import { openRoutes, settingsRoutes } from './routes/public-routes.ts'
import { sessionRoutes } from './routes/session-routes.ts'
import { verifyLinkRoutes, verifyRoutes } from './routes/verify-routes.ts'

export type { AuthApiConfig } from './context.ts'

/**
 * The GoTrue stand-in: the `/auth/v1` endpoints supabase-js calls, with GoTrue's paths, bodies,
 * status codes and error codes. Defines full paths, so mount it at the root of the platform.
 * CORS is the platform server's job.
 */
export function createAuthApi(config: AuthApiConfig): Hono {
  const ctx = authContext(config)
  const gated = new Hono()
  gated.use('*', apiKeyGateway(config.keys, config.signing))
  gated.route('/', settingsRoutes(ctx))
  gated.route('/', sessionRoutes(ctx))
  gated.route('/', otpRoutes(ctx))
  gated.route('/', verifyRoutes(ctx))
  gated.route('/', factorRoutes(ctx))
  gated.route('/', accountRoutes(ctx))
  gated.route('/', adminRoutes(ctx))

  const app = new Hono()
  app.onError(renderAuthError)
  // Registered first: these answer before the API-key gateway runs, as on the hosted platform.
  app.route('/auth/v1', openRoutes(ctx))
  // The email's link is opened by a browser, which sends no API key.
  app.route('/auth/v1', verifyLinkRoutes(ctx))
  app.route('/auth/v1', gated)
  return app
}
