import { Hono } from 'hono'
import { LicenceTiersInput } from '../../_shared/contract/licence-tiers.ts'
import { readJson } from '../../_shared/http/json-body.ts'
import { readLicenceTiersView } from '../../_shared/licences/tiers-view.ts'
import type { AdminDeps } from '../deps.ts'
import { type AdminEnv, runAsAdmin } from '../guard.ts'
import { saveLicenceTiers } from './save.ts'

/** The licence tiers and VAT setting: read them, replace them. As the admin, under RLS. */
export function licenceTiersRoutes(deps: AdminDeps) {
  const routes = new Hono<AdminEnv>()
  const asAdmin = runAsAdmin(deps)

  routes.get('/licence-tiers', async (c) => c.json(await asAdmin(c, readLicenceTiersView)))
  routes.put('/licence-tiers', async (c) => {
    const input = await readJson(c, LicenceTiersInput)
    return c.json(
      await asAdmin(c, async (tx) => {
        await saveLicenceTiers(tx, input)
        return readLicenceTiersView(tx)
      }),
    )
  })

  return routes
}
