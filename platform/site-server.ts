import { existsSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import type { PageRenderer } from '../functions/render/app.ts'
import { headersFor, parseHeadersFile } from './static-headers.ts'

type Renderer = { fetch: (request: Request) => Response | Promise<Response> }

/** The page renderer's server build (`entry-server.js` in `serverDir`), if it has been built. */
export async function loadPageRenderer(serverDir: string): Promise<PageRenderer | undefined> {
  const entry = join(serverDir, 'entry-server.js')
  if (!existsSync(entry)) return undefined
  return (await import(pathToFileURL(entry).href)) as PageRenderer
}

/**
 * Serves the built web app (web/dist) as the production host does: files as they are, a missing
 * file under /assets as a 404, and every other path to the page renderer (functions/render), or
 * to index.html when there is none, so the client router decides. Before the web app is built, a
 * short notice.
 */
export function createSiteApp(distDir: string, platformUrl: string, renderer?: Renderer) {
  const app = new Hono()
  // Static hosts and CDNs send text compressed; so does the local site (gzip).
  app.use('*', compress({ encoding: 'gzip' }))
  // The build's `_headers` (CSP, HSTS, caching), as the production host applies it.
  const headersFile = join(distDir, '_headers')
  if (existsSync(headersFile)) {
    const rules = parseHeadersFile(readFileSync(headersFile, 'utf8'))
    app.use('*', async (c, next) => {
      await next()
      // A missing file is not the file: no year-long caching for the 404.
      if (c.res.status === 404 && c.req.path.startsWith('/assets/')) return
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
  // Files only: a folder (`/`) is a page, for the renderer.
  const files = serveStatic({ root: relative(process.cwd(), distDir) })
  app.use('*', (c, next) => (c.req.path.endsWith('/') ? next() : files(c, next)))
  app.all('/assets/*', (c) =>
    c.json({ error: { code: 'not_found', message: 'No such file.' } }, 404, {
      'Cache-Control': 'no-store',
    }),
  )
  if (renderer) {
    app.on(['GET', 'HEAD'], '*', (c) => {
      const url = new URL(c.req.url)
      url.pathname = `/render${url.pathname}`
      return renderer.fetch(new Request(url, { headers: c.req.raw.headers, method: c.req.method }))
    })
    return app
  }
  app.get('*', async (c) => c.html(await readFile(indexFile, 'utf8')))
  return app
}
