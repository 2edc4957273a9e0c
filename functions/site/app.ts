import type { Sql } from '../_shared/db/request-context.ts'
import type { FunctionEnv } from '../_shared/env.ts'
import { browserFunctionApp, functionDeps } from '../_shared/function-app.ts'
import { publicCache } from '../_shared/http/etag.ts'
import { OptionalLangQuery, parseQuery } from './catalog/query.ts'
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
import { inLanguage, readPublicSettings } from './settings.ts'
import { sitemapRoutes } from './sitemap/routes.ts'

/**
 * The public site's function: anonymous callers, validated input, RLS as `anon`; and the buyer
 * library (`me/…`), signed-in buyers under their own RLS.
 */
export function createSiteApp(options: { env: FunctionEnv; sql: Sql } & Partial<SiteDeps>) {
  const deps: SiteDeps = functionDeps(options)
  const app = browserFunctionApp('/site', deps)

  app.get('/settings', publicCache(), async (c) => {
    const { lang } = parseQuery(OptionalLangQuery, c.req.query())
    const settings = await readPublicSettings(deps.sql, publicStorageUrls(deps.env.SUPABASE_URL))
    return c.json(lang ? inLanguage(settings, lang) : settings)
  })
  for (const routes of [
    catalogRoutes,
    gigsRoutes,
    sitemapRoutes,
    formsRoutes,
    checkoutRoutes,
    ordersRoutes,
    downloadsRoutes,
    jobsRoutes,
    licencesRoutes,
    mailingRoutes,
    offersRoutes,
    sessionsRoutes,
  ]) {
    app.route('/', routes(deps))
  }
  // The buyer's own routes run with their identity (a context of its own type).
  app.route('/', libraryRoutes(deps))
  return app
}
