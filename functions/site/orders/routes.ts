import { Hono } from 'hono'
import { methodNotAllowed } from '../../_shared/http/errors.ts'
import type { SiteDeps } from '../deps.ts'
import { invoiceBySession, orderBySession } from './service.ts'

export function ordersRoutes(deps: SiteDeps) {
  const routes = new Hono()

  routes.get('/orders/by-session/:id', async (c) => {
    const order = await orderBySession(deps, c.req.param('id'))
    // The answer holds download tokens: no cache may keep it.
    c.header('Cache-Control', 'no-store')
    return c.json(order)
  })

  routes.get('/orders/by-session/:id/invoice', async (c) => {
    if (c.req.method === 'HEAD') return methodNotAllowed('GET')(c)
    const url = await invoiceBySession(deps, c.req.param('id'))
    c.header('Cache-Control', 'no-store')
    c.header('Referrer-Policy', 'no-referrer')
    return c.redirect(url, 302)
  })

  return routes
}
