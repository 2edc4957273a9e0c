import { existsSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { headersFor, parseHeadersFile } from './static-headers.ts'

/**
 * Serves the built web app (web/dist) as a static host would: files as they are, every other path
 * to index.html so the client router decides. Before the web app is built, a short notice.
 */
export function createSiteApp(distDir: string, platformUrl: string) {
  const app = new Hono()
  // Static hosts and CDNs send text compressed; so does the local site (gzip).
  app.use('*', compress({ encoding: 'gzip' }))
  // The build's `_headers` (CSP, HSTS, caching), as the production host applies it.
  const headersFile = join(distDir, '_headers')
  if (existsSync(headersFile)) {
    const rules = parseHeadersFile(readFileSync(headersFile, 'utf8'))
    app.use('*', async (c, next) => {
      await next()
      for (const [name, value] of headersFor(rules, c.req.path)) c.res.headers.set(name, value)
    })
  }
  // The XML sitemap is built by the API from the catalogue; the site serves it at its own root,
  // as the production host's rewrite does.
  app.get('/sitemap.xml', async (c) => {
    const upstream = await fetch(`${platformUrl}/functions/v1/site/sitemap.xml`)
    return c.body(await upstream.text(), upstream.status === 200 ? 200 : 502, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': upstream.headers.get('cache-control') ?? 'public, max-age=300',
    })
  })
  const indexFile = join(distDir, 'index.html')
  if (!existsSync(indexFile)) {
    app.get('*', (c) =>
      c.html(
        `<!doctype html><html lang="en"><meta charset="utf-8"><title>Local site</title>` +
          `<main><h1>The web app is not built yet</h1><p>The platform is running at ` +
          `<a href="${platformUrl}">${platformUrl}</a>.</p></main></html>`,
      ),
    )
    return app
  }
  // Crawlers want the sitemap's absolute URL (RFC 9309); the static file can only say the path.
  app.get('/robots.txt', async (c) => {
    const robots = await readFile(join(distDir, 'robots.txt'), 'utf8')
    const origin = new URL(c.req.url).origin
    return c.text(robots.replace(/^Sitemap: \//m, `Sitemap: ${origin}/`))
  })
  app.use('*', serveStatic({ root: relative(process.cwd(), distDir) }))
  app.get('*', async (c) => c.html(await readFile(indexFile, 'utf8')))
  return app
}
