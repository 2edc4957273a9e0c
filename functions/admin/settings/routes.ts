import { Hono } from 'hono'
import { SettingsPatch } from '../../_shared/contract/admin/settings.ts'
import { runAs } from '../../_shared/db/request-context.ts'
import { readJson } from '../../_shared/http/json-body.ts'
import { publicUrlOf } from '../catalog/storage-api.ts'
import type { AdminDeps } from '../deps.ts'
import type { AdminEnv } from '../guard.ts'
import { readAdminSettings } from './read.ts'
import { updateSettings } from './update.ts'

/** The owner's settings: read them all, change some. Runs as the signed-in admin under RLS. */
export function settingsRoutes(deps: AdminDeps) {
  const routes = new Hono<AdminEnv>()
  const urlOf = publicUrlOf(deps.env.SUPABASE_URL)

  routes.get('/settings', async (c) =>
    c.json(await runAs(deps.sql, c.get('identity'), (tx) => readAdminSettings(tx, urlOf))),
  )
  routes.patch('/settings', async (c) => {
    const patch = await readJson(c, SettingsPatch)
    return c.json(
      await runAs(deps.sql, c.get('identity'), (tx) => updateSettings(tx, patch, urlOf)),
    )
  })

  return routes
}
