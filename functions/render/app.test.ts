import { afterEach, describe, expect, it, vi } from 'vitest'
import { createRenderApp, type PageRenderer } from './app.ts'

// The renderer's own decisions, with a stand-in for the server build: what a page that fails to
// render answers (the real pages are served by tests/integration/served-pages.test.ts).

const TEMPLATE = '<!doctype html><html lang="es"><body><div id="root"></div></body></html>'

const renderer = (renderPage: PageRenderer['renderPage']): PageRenderer => ({
  template: TEMPLATE,
  pickLanguage: () => 'es',
  renderPage,
  documentHtml: (_template, page) => `<html data-status="${page.status}"></html>`,
})

const appWith = (page: PageRenderer) =>
  createRenderApp({
    page,
    siteApi: 'http://api.invalid/functions/v1/site',
    siteOrigin: 'https://example.com',
    fetch: async () => Response.json({}),
  })

afterEach(() => vi.restoreAllMocks())

describe('the render function', () => {
  it('serves a rendered page with the status the page chose, for a CDN to keep', async () => {
    const app = appWith(renderer(async () => ({ status: 404 })))
    const response = await app.request('/render/track/none')
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('<html data-status="404"></html>')
    expect(response.headers.get('cache-control')).toContain('s-maxage=30')
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
    expect(await response.text()).toBe(TEMPLATE)
    expect(logged).toHaveBeenCalledWith('Rendering /tracks failed:', expect.any(TypeError))
  })
})
