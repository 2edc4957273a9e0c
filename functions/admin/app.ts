import type { Sql } from '../_shared/db/request-context.ts'
import type { FunctionEnv } from '../_shared/env.ts'
import { browserFunctionApp, functionDeps } from '../_shared/function-app.ts'
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
import { promotionCodeRoutes } from './promotions/routes.ts'
import { ordersRoutes } from './sales/routes.ts'
import { settingsRoutes } from './settings/routes.ts'
import { productsRoutes } from './shop-products/routes.ts'
import { tracksRoutes } from './tracks/routes.ts'

/** The admin panel's function: a verified admin (at the assurance level required), under RLS. */
export function createAdminApp(options: { env: FunctionEnv; sql: Sql } & Partial<AdminDeps>) {
  const deps: AdminDeps = functionDeps(options)
  const app = browserFunctionApp<AdminEnv>('/admin', deps)
  app.use('*', adminGuard(deps))

  app.get('/me', (c) => {
    const { claims } = c.get('identity')
    return c.json({ id: claims.sub, email: claims.email ?? null, aal: claims.aal })
  })
  for (const routes of [
    dashboardRoutes,
    tracksRoutes,
    ordersRoutes,
    messagesRoutes,
    offersRoutes,
    bookingSettingsRoutes,
    settingsRoutes,
    productsRoutes,
    promotionCodeRoutes,
    artistRoutes,
    announcementRoutes,
    licenceTiersRoutes,
    evidenceRoutes,
    accountRoutes,
  ]) {
    app.route('/', routes(deps))
  }
  return app
}
