import { afterEach, describe, expect, it, vi } from 'vitest'
import { securityHeaders } from '../../web/build/security-headers.ts'
import { createRenderApp, type PageRenderer } from './app.ts'

// The renderer's own decisions, with a stand-in for the server build: the headers every answer
// carries, how a CDN may keep a page, and what a page that fails to render answers (the real
// pages are served by tests/integration/served-pages.test.ts).

const TEMPLATE = '<!doctype html><html lang="es"><body><div id="root"></div></body></html>'

/** As the server build picks it: ?lng, then the i18next cookie, then Accept-Language, then es. */
const pickLanguage: PageRenderer['pickLanguage'] = (url, headers) => {
  const query = url.searchParams.get('lng')
  if (query && /^(es|en|fr|de|pt)$/.test(query)) return query
  const cookie = /(?:^|;\s*)i18next=(\w\w)/.exec(headers.get('cookie') ?? '')?.[1]
  if (cookie) return cookie
  return /^(es|en|fr|de|pt)/.exec(headers.get('accept-language') ?? '')?.[1] ?? 'es'
}

const renderer = (renderPage: PageRenderer['renderPage']): PageRenderer => ({
  template: TEMPLATE,
  pickLanguage,
  renderPage,
  documentHtml: (_template, page) => `<html data-status="${page.status}"></html>`,
})

const SECURITY = securityHeaders('https://api.kaelvoss.example')

const appWith = (page: PageRenderer) =>
  createRenderApp({
    page,
    siteApi: 'http://api.invalid/functions/v1/site',
    siteOrigin: 'https://example.com',
    fetch: async () => Response.json({}),
    securityHeaders: SECURITY,
  })

const rendered = appWith(
  renderer(async ({ url }) => ({ status: url.startsWith('/track/none') ? 404 : 200 })),
)

afterEach(() => vi.restoreAllMocks())

describe('the render function', () => {
  it('serves a rendered page with the status the page chose, for a CDN to keep', async () => {
    const response = await rendered.request('/render/track/none')
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('<html data-status="404"></html>')
    expect(response.headers.get('cache-control')).toContain('s-maxage=30')
  })

  it('sends every security header itself, on pages, missing files and the browser’s pages', async () => {
    for (const path of [
      '/render/',
      '/render/tracks',
      '/render/track/none',
      '/render/assets/x.js',
      '/render/library',
    ]) {
      const response = await rendered.request(path)
      for (const [name, value] of Object.entries(SECURITY)) {
        expect(response.headers.get(name), `${name} on ${path}`).toBe(value)
      }
    }
    const policy = SECURITY['Content-Security-Policy']!
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain('connect-src')
    expect(policy).toContain('https://api.kaelvoss.example')
    expect(SECURITY['Strict-Transport-Security']).toMatch(/max-age=\d{8}/)
    expect(SECURITY['Permissions-Policy']).toContain('camera=()')
  })

  it('lets a CDN keep a page briefly, per language, never per cookie', async () => {
    const response = await rendered.request('/render/tracks?lng=fr', {
      headers: { cookie: 'sb-session=abc; _ga=GA1.2.3', 'accept-language': 'de-DE,de;q=0.9' },
    })
    expect(response.headers.get('content-language')).toBe('fr')
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=30',
    )
    expect(response.headers.get('cdn-cache-control')).toBe(
      'public, max-age=30, stale-while-revalidate=30',
    )
    expect(response.headers.get('netlify-cdn-cache-control')).toBe(
      'public, durable, max-age=30, stale-while-revalidate=30',
    )
    expect(response.headers.get('vary')).toBe('Accept-Language')
    expect(response.headers.get('netlify-vary')).toBe(
      'query,cookie=i18next,language=es|en|fr|de|pt',
    )
  })

  it('keeps a page whose language the cookie chose out of shared caches', async () => {
    const chosen = await rendered.request('/render/tracks', {
      headers: { cookie: 'i18next=pt', 'accept-language': 'en-GB,en;q=0.9' },
    })
    expect(chosen.headers.get('content-language')).toBe('pt')
    expect(chosen.headers.get('cache-control')).toBe('private, no-cache')
    expect(chosen.headers.get('cdn-cache-control')).toBeNull()
    expect(chosen.headers.get('netlify-cdn-cache-control')).toBeNull()
    // The same cookie saying what Accept-Language says changes nothing: the shared page.
    const agreeing = await rendered.request('/render/tracks', {
      headers: { cookie: 'i18next=en', 'accept-language': 'en-GB,en;q=0.9' },
    })
    expect(agreeing.headers.get('cache-control')).toContain('public')
    expect(agreeing.headers.get('vary')).toBe('Accept-Language')
  })

  it('lets the browser render a page that failed to render, uncached, and logs why', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const app = appWith(
      renderer(async () => {
        throw new TypeError('Cannot read properties of undefined')
      }),
    )
    const response = await app.request('/render/tracks')
    expect(response.status).toBe(503)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('cdn-cache-control')).toBeNull()
    expect(response.headers.get('content-security-policy')).toBe(
      SECURITY['Content-Security-Policy'],
    )
    expect(await response.text()).toBe(TEMPLATE)
    expect(logged).toHaveBeenCalledWith('Rendering /tracks failed:', expect.any(TypeError))
  })
})

describe('the database region', () => {
  const asked: Request[] = []
  const appIn = (functionRegion: 'eu-central-1' | undefined) =>
    createRenderApp({
      page: renderer(async ({ load }) => {
        await load('settings')
        return { status: 200 }
      }),
      siteApi: 'http://api.invalid/functions/v1/site',
      siteOrigin: 'https://example.com',
      functionRegion,
      fetch: async (request) => {
        asked.push(request)
        return Response.json({})
      },
      securityHeaders: SECURITY,
    })

  it('names it on every call to the site API, so the site function runs beside the database', async () => {
    asked.length = 0
    expect((await appIn('eu-central-1').request('/render/')).status).toBe(200)
    expect(asked.map((request) => request.headers.get('x-region'))).toEqual(['eu-central-1'])
    expect(asked[0]!.url).toBe('http://api.invalid/functions/v1/site/settings')

    asked.length = 0
    await appIn(undefined).request('/render/')
    expect(asked.map((request) => request.headers.has('x-region'))).toEqual([false])
  })
})
