import { Hono } from 'hono'
import { runAs } from '../../_shared/db/request-context.ts'
import { publicCache } from '../../_shared/http/etag.ts'
import { readLicenceTiersView } from '../../_shared/licences/tiers-view.ts'
import type { SiteDeps } from '../deps.ts'
import { listProducts, readProduct } from './products.ts'
import { LangQuery, ProductListQuery, parseQuery, TrackListQuery } from './query.ts'
import { publicStorageUrls } from './storage-url.ts'
import { listTracks, readTrack } from './tracks.ts'

/** The public catalogue: published tracks and active products, read as a visitor. */
export function catalogRoutes(deps: SiteDeps) {
  const routes = new Hono()
  const cache = publicCache()
  const urlOf = publicStorageUrls(deps.env.SUPABASE_URL)

  routes.get('/tracks', cache, async (c) => {
    const query = parseQuery(TrackListQuery, c.req.query())
    return c.json(await listTracks(deps.sql, query, urlOf))
  })

  routes.get('/tracks/:slug', cache, async (c) => {
    const { lang } = parseQuery(LangQuery, c.req.query())
    return c.json(await readTrack(deps.sql, c.req.param('slug'), lang, urlOf))
  })

  routes.get('/products', cache, async (c) => {
    const query = parseQuery(ProductListQuery, c.req.query())
    return c.json(await listProducts(deps.sql, query, urlOf))
  })

  routes.get('/products/:slug', cache, async (c) => {
    const { lang } = parseQuery(LangQuery, c.req.query())
    return c.json(await readProduct(deps.sql, c.req.param('slug'), lang, urlOf))
  })

  // What each licence delivers and allows (/licenses, the track page's tiers, the terms' link).
  routes.get('/licence-tiers', cache, async (c) =>
    c.json(await runAs(deps.sql, { role: 'anon' }, readLicenceTiersView)),
  )

  return routes
}
