import { Hono } from 'hono'
import type { AdminDeps } from '../deps.ts'
import type { AdminEnv } from '../guard.ts'

export function settingsRoutes(_deps: AdminDeps) {
  const routes = new Hono<AdminEnv>()
  return routes
}
