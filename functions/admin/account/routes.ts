import { Hono } from 'hono'
import { FactorRename } from '../../_shared/contract/admin/account.ts'
import { AppError } from '../../_shared/http/errors.ts'
import { readJson } from '../../_shared/http/json-body.ts'
import type { AdminDeps } from '../deps.ts'
import type { AdminEnv } from '../guard.ts'
import { renameFactor } from './auth-admin.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The signed-in owner's own account: what supabase-js offers no call for. */
export function accountRoutes(deps: AdminDeps) {
  const routes = new Hono<AdminEnv>()

  routes.patch('/account/factors/:id', async (c) => {
    const id = c.req.param('id')
    const { friendly_name } = await readJson(c, FactorRename)
    if (!UUID.test(id)) throw new AppError('factor_not_found')
    const userId = c.get('identity').claims.sub
    return c.json(await renameFactor(deps.env, userId, id, friendly_name))
  })

  return routes
}
