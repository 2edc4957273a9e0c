import { Hono } from 'hono'
import { jwksTokenVerifier } from '../_shared/auth/verify-token.ts'
import type { Sql } from '../_shared/db/request-context.ts'
import type { FunctionEnv } from '../_shared/env.ts'
import { siteCors } from '../_shared/http/cors.ts'
import { answerWrongMethods, errorResponse, notFound } from '../_shared/http/errors.ts'
import { publicCache } from '../_shared/http/etag.ts'
import { refuseUnsafeUrl } from '../_shared/http/unsafe-url.ts'
import { createStripeClient } from '../_shared/stripe.ts'
import { catalogRoutes } from './catalog/routes.ts'
import { publicStorageUrls } from './catalog/storage-url.ts'
import { checkoutRoutes } from './checkout/routes.ts'
import type { SiteDeps } from './deps.ts'
import { downloadsRoutes } from './downloads/routes.ts'
import { formsRoutes } from './forms/routes.ts'
import { gigsRoutes } from './gigs/routes.ts'
import { jobsRoutes } from './jobs/routes.ts'
import { libraryRoutes } from './library/routes.ts'
import { licencesRoutes } from './licences/routes.ts'
import { mailingRoutes } from './mailing/routes.ts'
import { offersRoutes } from './offers/routes.ts'
import { ordersRoutes } from './orders/routes.ts'
import { sessionsRoutes } from './sessions/routes.ts'
import { readPublicSettings } from './settings.ts'
import { sitemapRoutes } from './sitemap/routes.ts'

/**
 * The public site's function: anonymous callers, validated input, RLS as `anon`; and the buyer
 * library (`me/…`), signed-in buyers under their own RLS.
 */
export function createSiteApp(options: { env: FunctionEnv; sql: Sql } & Partial<SiteDeps>) {
  const deps: SiteDeps = {
    env: options.env,
    sql: options.sql,
    stripe: options.stripe ?? createStripeClient(options.env),
    verifyToken: options.verifyToken ?? jwksTokenVerifier(options.env.SUPABASE_URL),
    now: options.now ?? (() => new Date()),
    ...(options.kickOutbox ? { kickOutbox: options.kickOutbox } : {}),
  }
  const app = new Hono().basePath('/site')
  // A known path called with a method it does not take: 405 naming those it does.
  app.use('*', answerWrongMethods(app))
  app.use('*', siteCors(deps.env.SITE_URL))
  app.use('*', refuseUnsafeUrl)
  app.onError(errorResponse)
  app.notFound(notFound)

  app.get('/settings', publicCache(), async (c) =>
    c.json(await readPublicSettings(deps.sql, publicStorageUrls(deps.env.SUPABASE_URL))),
  )
  app.route('/', catalogRoutes(deps))
  app.route('/', gigsRoutes(deps))
  app.route('/', sitemapRoutes(deps))
  app.route('/', formsRoutes(deps))
  app.route('/', checkoutRoutes(deps))
  app.route('/', ordersRoutes(deps))
  app.route('/', downloadsRoutes(deps))
  app.route('/', jobsRoutes(deps))
  app.route('/', licencesRoutes(deps))
  app.route('/', libraryRoutes(deps))
  app.route('/', mailingRoutes(deps))
  app.route('/', offersRoutes(deps))
  app.route('/', sessionsRoutes(deps))
  return app
}
