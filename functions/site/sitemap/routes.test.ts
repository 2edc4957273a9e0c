import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../platform/db/database.ts'
import { prepareDatabase } from '../../../platform/db/setup.ts'
import { openFreshDatabase } from '../../../tests/helpers/database.ts'
import { createSiteApp } from '../app.ts'
import { insertProduct, insertTrack, TEST_ENV } from '../testing/catalog-fixtures.ts'
import { PUBLIC_PAGES } from './pages.ts'

const SITE = 'https://kaelvoss.example'
const PUBLISHED = ['midnight-circuit', 'glass-horizon', 'velvet-hours']

let db: Database
let app: ReturnType<typeof createSiteApp>

beforeAll(async () => {
  db = await openFreshDatabase('pglite')
  await prepareDatabase(db.sql)
  const base = { genre: 'Techno', bpm: 128, privateCents: 2900 }
  await insertTrack(db.sql, {
    ...base,
    slug: 'midnight-circuit',
    title: 'Midnight Circuit',
    publishedAt: '2026-02-01T10:00:00Z',
  })
  await insertTrack(db.sql, {
    ...base,
    slug: 'glass-horizon',
    title: 'Glass Horizon',
    publishedAt: '2026-03-20T08:30:00Z',
  })
  await insertTrack(db.sql, {
    ...base,
    slug: 'velvet-hours',
    title: 'Velvet Hours',
    publishedAt: '2025-11-14T12:00:00Z',
  })
  await insertTrack(db.sql, {
    ...base,
    slug: 'hidden-draft',
    title: 'Hidden Draft',
    publishedAt: null,
  })
  await insertProduct(db.sql, {
    slug: 'kv1-headphones',
    name: 'KV-1 Headphones',
    category: 'headphones',
    stock: 3,
  })
  await insertProduct(db.sql, {
    slug: 'old-cable',
    name: 'Old Cable',
    category: 'cables',
    stock: 9,
    active: false,
  })
  app = createSiteApp({ env: TEST_ENV, sql: db.sql })
})
afterAll(() => db?.close())

/** The `<url>` blocks of a sitemap, by their `<loc>`. */
function urlBlocks(xml: string) {
  const blocks = new Map<string, string>()
  for (const [block] of xml.matchAll(/<url>[\s\S]*?<\/url>/g)) {
    const loc = block.match(/<loc>([^<]*)<\/loc>/)?.[1]
    if (loc) blocks.set(loc, block)
  }
  return blocks
}

describe('GET /site/sitemap.xml', () => {
  it('is XML listing every public page, published track and active product', async () => {
    const response = await app.request('/site/sitemap.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^application\/xml/)
    const blocks = urlBlocks(await response.text())
    expect([...blocks.keys()].sort()).toEqual(
      [
        ...PUBLIC_PAGES.map((path) => `${SITE}${path}`),
        ...PUBLISHED.map((slug) => `${SITE}/track/${slug}`),
        `${SITE}/product/kv1-headphones`,
      ].sort(),
    )
    // The seed spec's twelve pages, /contact and the press kit.
    expect(PUBLIC_PAGES).toHaveLength(14)
    expect(PUBLIC_PAGES).toEqual(expect.arrayContaining(['/contact', '/press']))
  })

  it('gives every published track five language alternates, an x-default and its date', async () => {
    const blocks = urlBlocks(await (await app.request('/site/sitemap.xml')).text())
    for (const slug of PUBLISHED) {
      const page = `${SITE}/track/${slug}`
      const block = blocks.get(page) ?? ''
      const alternates = [...block.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
        ([, lang, href]) => [lang, href],
      )
      expect(alternates).toEqual([
        ['es', `${page}?lng=es`],
        ['en', `${page}?lng=en`],
        ['fr', `${page}?lng=fr`],
        ['de', `${page}?lng=de`],
        ['pt', `${page}?lng=pt`],
        ['x-default', page],
      ])
    }
    expect(blocks.get(`${SITE}/track/glass-horizon`)).toContain(
      '<lastmod>2026-03-20T08:30:00Z</lastmod>',
    )
    expect(blocks.get(`${SITE}/tracks`)).toContain('<lastmod>2026-03-20T08:30:00Z</lastmod>')
  })

  it('leaves out drafts, inactive products and the private pages', async () => {
    const xml = await (await app.request('/site/sitemap.xml')).text()
    expect(xml).not.toMatch(/hidden-draft|old-cable|\/auth|payment-success|SECRET|audio/)
  })

  it('revalidates to 304 with its ETag', async () => {
    const first = await app.request('/site/sitemap.xml')
    const tag = first.headers.get('ETag')
    expect(tag).toBeTruthy()
    // Kept by the CDN for half a minute; browsers ask again each time (an owner's edit shows
    // within a minute).
    expect(first.headers.get('Cache-Control')).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=30',
    )
    expect(first.headers.get('CDN-Cache-Control')).toBe(
      'public, max-age=30, stale-while-revalidate=30',
    )
    const again = await app.request('/site/sitemap.xml', { headers: { 'If-None-Match': `${tag}` } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })
})

describe('GET /site/sitemap', () => {
  it('is the same data as JSON for the HTML sitemap page', async () => {
    const response = await app.request('/site/sitemap')
    expect(response.status).toBe(200)
    expect(response.headers.get('ETag')).toBeTruthy()
    expect(await response.json()).toEqual({
      pages: [...PUBLIC_PAGES],
      tracks: [
        { slug: 'glass-horizon', title: 'Glass Horizon' },
        { slug: 'midnight-circuit', title: 'Midnight Circuit' },
        { slug: 'velvet-hours', title: 'Velvet Hours' },
      ],
      products: [{ slug: 'kv1-headphones', name: 'KV-1 Headphones' }],
    })
  })
})

describe('wrong methods', () => {
  it.each([
    ['POST', '/site/sitemap.xml'],
    ['DELETE', '/site/sitemap'],
  ])('answers %s %s with 405', async (method, path) => {
    const response = await app.request(path, { method })
    expect(response.status).toBe(405)
    expect(response.headers.get('Allow')).toBe('GET')
    expect((await response.json()).error.code).toBe('method_not_allowed')
  })
})
