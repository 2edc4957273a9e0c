import { Hono } from 'hono'
import type { SitemapView } from '../../_shared/contract/site/site.ts'
import { publicCache } from '../../_shared/http/etag.ts'
import type { SiteDeps } from '../deps.ts'
import { readSitemapEntries } from './entries.ts'
import { PUBLIC_PAGES } from './pages.ts'
import { renderSitemapXml, sitemapUrls } from './xml.ts'

/** The XML sitemap for search engines and its JSON twin for the HTML sitemap page. */
export function sitemapRoutes(deps: SiteDeps) {
  const routes = new Hono()
  const cache = publicCache()

  routes.get('/sitemap.xml', cache, async (c) => {
    const entries = await readSitemapEntries(deps.sql)
    const xml = renderSitemapXml(deps.env.SITE_URL, sitemapUrls(entries))
    return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8' })
  })

  routes.get('/sitemap', cache, async (c) => {
    const { tracks, products } = await readSitemapEntries(deps.sql)
    const view: SitemapView = {
      pages: [...PUBLIC_PAGES],
      tracks: tracks.map(({ slug, title }) => ({ slug, title })),
      products,
    }
    return c.json(view)
  })

  return routes
}
