import { Hono } from 'hono'
import { jwksTokenVerifier } from '../_shared/auth/verify-token.ts'
import type { Sql } from '../_shared/db/request-context.ts'
import type { FunctionEnv } from '../_shared/env.ts'
import { siteCors } from '../_shared/http/cors.ts'
import { answerWrongMethods, errorResponse, notFound } from '../_shared/http/errors.ts'
import { refuseUnsafeUrl } from '../_shared/http/unsafe-url.ts'
import { createStripeClient } from '../_shared/stripe.ts'
import { accountRoutes } from './account/routes.ts'
import { announcementRoutes } from './announcements/routes.ts'
import { artistRoutes } from './artist/routes.ts'
import { bookingSettingsRoutes } from './booking-settings/routes.ts'
import { dashboardRoutes } from './dashboard/routes.ts'
import type { AdminDeps } from './deps.ts'
import { evidenceRoutes } from './evidence/routes.ts'
import { type AdminEnv, adminGuard } from './guard.ts'
import { licenceTiersRoutes } from './licence-tiers/routes.ts'
import { messagesRoutes } from './messages/routes.ts'
import { offersRoutes } from './offers/routes.ts'
import { ordersRoutes } from './orders/routes.ts'
import { productsRoutes } from './products/routes.ts'
import { promotionCodeRoutes } from './promotions/routes.ts'
import { settingsRoutes } from './settings/routes.ts'
import { tracksRoutes } from './tracks/routes.ts'

/** The admin panel's function: a verified admin (at the assurance level required), under RLS. */
export function createAdminApp(options: { env: FunctionEnv; sql: Sql } & Partial<AdminDeps>) {
  const deps: AdminDeps = {
    env: options.env,
    sql: options.sql,
    stripe: options.stripe ?? createStripeClient(options.env),
    verifyToken: options.verifyToken ?? jwksTokenVerifier(options.env.SUPABASE_URL),
    now: options.now ?? (() => new Date()),
    ...(options.kickOutbox ? { kickOutbox: options.kickOutbox } : {}),
  }
  const app = new Hono<AdminEnv>().basePath('/admin')
  // A known path called with a method it does not take: 405 naming those it does.
  app.use('*', answerWrongMethods(app))
  app.use('*', siteCors(deps.env.SITE_URL))
  app.use('*', refuseUnsafeUrl)
  app.onError(errorResponse)
  app.notFound(notFound)
  app.use('*', adminGuard(deps))

  app.get('/me', (c) => {
    const { claims } = c.get('identity')
    return c.json({ id: claims.sub, email: claims.email ?? null, aal: claims.aal })
  })
  app.route('/', dashboardRoutes(deps))
  app.route('/', tracksRoutes(deps))
  app.route('/', ordersRoutes(deps))
  app.route('/', messagesRoutes(deps))
  app.route('/', offersRoutes(deps))
  app.route('/', bookingSettingsRoutes(deps))
  app.route('/', settingsRoutes(deps))
  app.route('/', productsRoutes(deps))
  app.route('/', promotionCodeRoutes(deps))
  app.route('/', artistRoutes(deps))
  app.route('/', announcementRoutes(deps))
  app.route('/', licenceTiersRoutes(deps))
  app.route('/', evidenceRoutes(deps))
  app.route('/', accountRoutes(deps))
  return app
}
