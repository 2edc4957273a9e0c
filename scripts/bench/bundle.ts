import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'
import { PUBLIC_PAGES, productPage, trackPage } from '../../functions/site/sitemap/pages.ts'

// The JavaScript each public route makes the browser download: the entry (index.html's script and
// module preloads) and everything fetched until the page is idle (its lazy page chunk, the strings
// of its language). Sizes are gzip -9 of the built files, what a static host sends.

/** Every public page with a fixed address, a track and a product page, and the three left out of the sitemap. */
export const PUBLIC_ROUTES = [
  ...PUBLIC_PAGES,
  trackPage('midnight-circuit'),
  productPage('kv1-studio-headphones'),
  '/payment-success',
  '/auth',
  '/library',
]

export type Chunk = { file: string; gzipBytes: number }
export type RouteJs = {
  route: string
  /** index.html's script and modulepreloads: what every route starts with. */
  entryGzipBytes: number
  /** Every script fetched until the page was idle. */
  totalGzipBytes: number
  chunks: Chunk[]
  loadsSupabase: boolean
}

export async function measureRouteJs(
  browser: Browser,
  siteUrl: string,
  distDir: string,
): Promise<RouteJs[]> {
  const sizes = new Map<string, number>()
  const gzipSize = async (file: string) => {
    if (!sizes.has(file)) {
      sizes.set(file, gzipSync(await readFile(join(distDir, file)), { level: 9 }).byteLength)
    }
    return sizes.get(file)!
  }
  const html = await readFile(join(distDir, 'index.html'), 'utf8')
  const entryFiles = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
    (match) => match[1]!,
  )
  let entryGzipBytes = 0
  for (const file of entryFiles) entryGzipBytes += await gzipSize(file)

  const results: RouteJs[] = []
  for (const route of PUBLIC_ROUTES) {
    const context = await browser.newContext({ locale: 'es-ES' })
    const page = await context.newPage()
    const scripts = new Set<string>()
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      // The build's scripts: its chunks, and the loader a served page starts them with.
      if (request.resourceType() === 'script' && /^\/(assets\/|hydrate\.js$)/.test(path)) {
        scripts.add(path.slice(1))
      }
    })
    await page.goto(`${siteUrl}${route}`, { waitUntil: 'load' })
    // Until the network is idle, or 15 s: a page that keeps asking (the payment page polls the
    // order) has loaded its scripts by then.
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {})
    await context.close()
    const chunks: Chunk[] = []
    for (const file of scripts) chunks.push({ file, gzipBytes: await gzipSize(file) })
    chunks.sort((a, b) => b.gzipBytes - a.gzipBytes)
    results.push({
      route,
      entryGzipBytes,
      totalGzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
      chunks,
      loadsSupabase: chunks.some((chunk) => /\/vendor-supabase-/.test(chunk.file)),
    })
  }
  return results
}

/** `assets/page-home-AbC123.js` → `page-home`. */
export const chunkName = (file: string) =>
  file.replace(/^assets\//, '').replace(/-[A-Za-z0-9_-]{8}\.js$/, '')
