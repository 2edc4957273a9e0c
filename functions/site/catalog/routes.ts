import { Hono } from 'hono'
import type { SiteDeps } from '../deps.ts'

export function catalogRoutes(_deps: SiteDeps) {
  const routes = new Hono()
  return routes
}
