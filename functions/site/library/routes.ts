import { Hono } from 'hono'
import type { SiteDeps } from '../deps.ts'
import { downloaderOf, fileFormat } from '../downloads/routes.ts'
import { type BuyerEnv, buyerGuard } from './buyer.ts'
import { buyerDownload, buyerLibrary } from './service.ts'

/**
 * The buyer library: `GET me/orders`, `POST me/downloads/{grant_id}?format=mp3|wav|stems`, for a
 * signed-in buyer.
 */
export function libraryRoutes(deps: SiteDeps) {
  const routes = new Hono<BuyerEnv>()
  routes.use('/me/*', buyerGuard(deps))

  routes.get('/me/orders', async (c) => {
    // One person's orders, with certificate links: never cached by anyone.
    c.header('Cache-Control', 'no-store')
    return c.json(await buyerLibrary(deps, c.get('buyer')))
  })

  routes.post('/me/downloads/:grant', async (c) => {
    c.header('Cache-Control', 'no-store')
    const format = fileFormat(c.req.query('format'))
    const downloader = downloaderOf(c.req.raw.headers, 'library')
    return c.json(
      await buyerDownload(deps, c.get('buyer'), c.req.param('grant'), format, downloader),
    )
  })

  return routes
}
