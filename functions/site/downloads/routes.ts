import { Hono } from 'hono'
import { methodNotAllowed } from '../../_shared/http/errors.ts'
import type { SiteDeps } from '../deps.ts'
import { spendDownload } from './service.ts'

export function downloadsRoutes(deps: SiteDeps) {
  const routes = new Hono()

  const onlyGet = methodNotAllowed('GET')
  routes.get('/downloads/:grant', async (c) => {
    // Hono answers HEAD with the GET handler; a link checker's HEAD must not spend a download.
    if (c.req.method === 'HEAD') return onlyGet(c)
    const url = await spendDownload(deps, c.req.param('grant'), c.req.query('token') ?? '')
    // Each visit spends a download: nothing may cache the redirect, nor leak the token onwards.
    c.header('Cache-Control', 'no-store')
    c.header('Referrer-Policy', 'no-referrer')
    return c.redirect(url, 302)
  })
  routes.all('/downloads/:grant', onlyGet)

  return routes
}
