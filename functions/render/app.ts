import { Hono } from 'hono'
import { type FunctionRegion, REGION_HEADER } from '../_shared/contract/function-region.ts'
import { PRIVATE_PAGE_HEADERS, sharedPageHeaders, withoutSharedCaching } from './page-cache.ts'

// The public pages as HTML with their content (web/src/entry-server.tsx, built by
// `npm run build:web` into web/dist-server): what crawlers and link previews read, and what a
// phone paints before any script has run. The data comes from the `site` function's public API,
// the same answers the browser would get; the renderer holds no credentials at all.

/** A rendered page, as the server build describes it. */
type RenderedPage = { status: number }

/** The server build's exports (web/src/entry-server.tsx). */
export type PageRenderer = {
  template: string
  pickLanguage(url: URL, headers: Headers): string
  renderPage(request: {
    url: string
    language: string
    origin: string
    load: (path: string) => Promise<{ status: number; body: unknown }>
  }): Promise<RenderedPage>
  documentHtml(template: string, page: RenderedPage): string
}

export type RenderDeps = {
  page: PageRenderer
  /** `{SUPABASE_URL}/functions/v1/site`. */
  siteApi: string
  /** The database's region, named on every call to the site API (`x-region`). */
  functionRegion?: FunctionRegion | undefined
  /** The site's public origin (`SITE_URL`): canonical URLs. */
  siteOrigin: string
  /** How the `site` API is reached (the platform passes its own handler; else the network). */
  fetch?: (request: Request) => Promise<Response>
  /**
   * The site's security headers (CSP, HSTS, nosniff, referrer, frame and permissions policies:
   * web/build/security-headers.ts), sent with every answer. The static host's `_headers` covers
   * only its own files: Netlify does not apply it to what it proxies, so the pages, which reach
   * visitors through a `_redirects` rewrite to this function, carry only what it sends.
   */
  securityHeaders: Record<string, string>
}
/**
 * Pages that show one visitor's own state: rendered in the browser, never cached. The static host
 * serves them the app's index.html (web/build/redirects.ts; `npm run deploy:check` compares).
 */
export const BROWSER_ONLY_PAGES = [
  '/auth',
  '/admin',
  '/payment-success',
  '/library',
  // A show offer and a booked session: one organiser's or buyer's own, behind their link.
  '/offer',
  '/session',
] as const
const BROWSER_ONLY = new RegExp(`^(${BROWSER_ONLY_PAGES.join('|')})(/|$)`)
const LOAD_TIMEOUT_MS = 8_000
const MAX_PATH_LENGTH = 512

export function createRenderApp(deps: RenderDeps) {
  const { page, siteApi } = deps
  const fetchApi = deps.fetch ?? ((request: Request) => fetch(request))
  const origin = deps.siteOrigin.replace(/\/+$/, '')
  const load = async (path: string) => {
    const response = await fetchApi(
      new Request(`${siteApi}/${path}`, {
        headers: {
          accept: 'application/json',
          ...(deps.functionRegion ? { [REGION_HEADER]: deps.functionRegion } : {}),
        },
        signal: AbortSignal.timeout(LOAD_TIMEOUT_MS),
      }),
    )
    return { status: response.status, body: await response.json().catch(() => undefined) }
  }

  const app = new Hono().basePath('/render')
  app.use('*', async (c, next) => {
    await next()
    for (const [name, value] of Object.entries(deps.securityHeaders)) c.res.headers.set(name, value)
    if (/no-store|private/.test(c.res.headers.get('Cache-Control') ?? '')) {
      withoutSharedCaching(c.res.headers)
    }
  })
  // Files belong to the static host: a missing one is a 404, never a page (a script tag that got
  // HTML would fail with a MIME-type error, and a CDN would keep that answer for a year).
  app.get('/assets/*', (c) =>
    c.json({ error: { code: 'not_found', message: 'No such file.' } }, 404, {
      'Cache-Control': 'no-store',
    }),
  )
  app.get('*', async (c) => {
    const url = new URL(c.req.url)
    const path = url.pathname.replace(/^\/render/, '') || '/'
    if (BROWSER_ONLY.test(path)) {
      return c.html(page.template, 200, { 'Cache-Control': 'no-cache' })
    }
    // An address no page has (absurdly long, or an encoded control character such as NUL) is the
    // not-found page; the URL parser has already encoded any raw one.
    const safePath = path.length > MAX_PATH_LENGTH || /%[01][0-9a-f]/i.test(path) ? '/404' : path
    const language = page.pickLanguage(url, c.req.raw.headers)
    const withoutCookie = new Headers(c.req.raw.headers)
    withoutCookie.delete('cookie')
    const cookieChose = page.pickLanguage(url, withoutCookie) !== language
    const rendered = await page
      .renderPage({
        url: `${safePath}${url.search.length > MAX_PATH_LENGTH ? '' : url.search}`,
        language,
        origin,
        load,
      })
      .catch((error: unknown) => {
        console.error(`Rendering ${path} failed:`, error)
        return null
      })
    // A page that fails to render (a bug) still reaches the visitor: the browser renders it, as
    // it does the sign-in page. Not kept by a CDN, so the next visitor gets the fixed page.
    if (!rendered) return c.html(page.template, 503, { 'Cache-Control': 'no-store' })
    const status = rendered.status === 404 ? 404 : rendered.status >= 500 ? 503 : 200
    const caching =
      status === 503
        ? { 'Cache-Control': 'no-store' }
        : cookieChose
          ? PRIVATE_PAGE_HEADERS
          : sharedPageHeaders()
    return c.html(page.documentHtml(page.template, rendered), status, {
      ...caching,
      'Content-Language': language,
    })
  })
  return app
}
