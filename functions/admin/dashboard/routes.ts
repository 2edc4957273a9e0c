import { Hono } from 'hono'
import { DashboardQuery } from '../../_shared/contract/admin/dashboard.ts'
import { runAs } from '../../_shared/db/request-context.ts'
import type { AdminDeps } from '../deps.ts'
import type { AdminEnv } from '../guard.ts'
import { parseQuery } from '../sales/query.ts'
import { readDashboard } from './service.ts'

export function dashboardRoutes(deps: AdminDeps) {
  const routes = new Hono<AdminEnv>()

  routes.get('/dashboard', async (c) => {
    const { days } = parseQuery(DashboardQuery, c.req.query())
    const now = deps.now()
    return c.json(await runAs(deps.sql, c.get('identity'), (tx) => readDashboard(tx, now, days)))
  })

  return routes
}
