import { Hono } from 'hono'
import type { AdminDeps } from '../deps.ts'
import type { AdminEnv } from '../guard.ts'

export function dashboardRoutes(_deps: AdminDeps) {
  const routes = new Hono<AdminEnv>()
  return routes
}
