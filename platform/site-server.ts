import { existsSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import type { PageRenderer } from '../functions/render/app.ts'
import { STORAGE_RENDITIONS } from '../web/build/redirects.ts'
import { headersFor, parseHeadersFile } from './static-headers.ts'

type Renderer = { fetch: (request: Request) => Response | Promise<Response> }

/** The page renderer's server build (`entry-server.js` in `serverDir`), if it has been built. */
export async function loadPageRenderer(serverDir: string): Promise<PageRenderer | undefined> {
  const entry = join(serverDir, 'entry-server.js')
  if (!existsSync(entry)) return undefined
  return (await import(pathToFileURL(entry).href)) as PageRenderer
}

/**
 * Serves the built web app (web/dist) as the production host does: its files as they are, with
 * the build's `_headers` (CSP, HSTS, caching), and every other path proxied to the render function
 * at `/functions/v1/render` on the platform (`functions`), as the host's `_redirects` rewrite does
 * (a missing file under /assets included: the function answers it with a JSON 404). A proxied
 * answer goes out as the function sent it: Netlify applies `_headers` to its own files only, so
 * the pages' security and cache headers must be the function's, and locally nothing is added
 * that production would not send. Without the functions, index.html for every page, so the client
 * router decides; before the web app is built, a short notice.
 */
export function createSiteApp(distDir: string, platformUrl: string, functions?: Renderer) {
  const app = new Hono()
  // Static hosts and CDNs send text compressed; so does the local site (gzip).
  app.use('*', compress({ encoding: 'gzip' }))
  const headersFile = join(distDir, '_headers')
  const rules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : []
  /** The host's `_headers`, on one of its own files. */
  const withHostHeaders = (path: string, response: Response) => {
    for (const [name, value] of headersFor(rules, path)) response.headers.set(name, value)
    return response
  }
  const proxy = (target: string, request: Request) => {
    if (!functions) throw new Error('no functions to proxy to')
    const url = new URL(request.url)
    // What a proxy forwards: the method, the path and query, the visitor's headers (language,
    // cookie); the answer comes back as it is.
    return functions.fetch(
      new Request(`${platformUrl}/functions/v1/${target}${url.search}`, {
        method: request.method,
        headers: request.headers,
      }),
    )
  }
  // Storage's resized pictures, asked for on the site (web/src/lib/image.ts), as the production
  // host's rewrite fetches them: the path and query as they are, the answer (its caching, its
  // `Vary: Accept`) as Storage sent it.
  app.get(`${STORAGE_RENDITIONS}/*`, async (c) => {
    const url = new URL(c.req.url)
    const accept = c.req.header('accept')
    const upstream = await fetch(`${platformUrl}${url.pathname}${url.search}`, {
      headers: accept ? { accept } : {},
    })
    const headers = new Headers(upstream.headers)
    // fetch has decoded the body already.
    headers.delete('content-encoding')
    headers.delete('content-length')
    return new Response(upstream.body, { status: upstream.status, headers })
  })
  // The XML sitemap is built by the API from the catalogue; the site serves it at its own root,
  // as the production host's rewrite does.
  app.get('/sitemap.xml', async (c) => {
    if (functions) return proxy('site/sitemap.xml', c.req.raw)
    const upstream = await fetch(`${platformUrl}/functions/v1/site/sitemap.xml`)
    return new Response(upstream.body, { status: upstream.status, headers: upstream.headers })
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
  app.use('*', async (c, next) => {
    if (c.req.path.endsWith('/')) return next()
    let found = true
    const response = await files(c, async () => {
      found = false
      await next()
    })
    if (found && response) return withHostHeaders(c.req.path, response)
    return response
  })
  if (functions) {
    app.on(['GET', 'HEAD'], '*', (c) => proxy(`render${c.req.path}`, c.req.raw))
    return app
  }
  // A missing file is not the file: none of its rules (year-long caching) for the 404.
  app.all('/assets/*', (c) =>
    c.json({ error: { code: 'not_found', message: 'No such file.' } }, 404, {
      'Cache-Control': 'no-store',
    }),
  )
  app.get('*', async (c) =>
    withHostHeaders('/index.html', c.html(await readFile(indexFile, 'utf8'))),
  )
  return app
}
