import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openCatalogFixture } from '../testing/catalog-fixtures.ts'

let fixture: Awaited<ReturnType<typeof openCatalogFixture>>
beforeAll(async () => {
  fixture = await openCatalogFixture()
})
afterAll(() => fixture?.db.close())

async function getJson(path: string, init?: RequestInit) {
  const response = await fixture.app.request(path, init)
  return { response, body: await response.json() }
}

describe('the catalogue as a whole', () => {
  const reads = [
    '/site/tracks',
    '/site/tracks?sort=title&lang=en',
    '/site/tracks/midnight-circuit',
    '/site/tracks/midnight-circuit?lang=fr',
    '/site/products',
    '/site/products/kv1-headphones',
  ]

  it.each(reads)('%s never reveals a full-quality file or stock internals', async (path) => {
    const response = await fixture.app.request(path)
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).not.toMatch(/audio|SECRET|full-masters|reserved|is_published|"id"/i)
  })

  it.each(reads)('%s is cacheable and revalidates to 304', async (path) => {
    const first = await fixture.app.request(path)
    const tag = first.headers.get('ETag')
    expect(tag).toMatch(/^"[\w-]+"$/)
    // Kept by the CDN for half a minute; browsers ask again each time (an owner's edit shows
    // within a minute).
    expect(first.headers.get('Cache-Control')).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=30',
    )
    expect(first.headers.get('CDN-Cache-Control')).toBe(
      'public, max-age=30, stale-while-revalidate=30',
    )
    const again = await fixture.app.request(path, { headers: { 'If-None-Match': `${tag}` } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('ETag')).toBe(tag)
  })

  it('keeps the CORS headers on a 304, so the site can read it', async () => {
    const origin = { origin: 'https://kaelvoss.example' }
    const tag = (await fixture.app.request('/site/products', { headers: origin })).headers.get(
      'ETag',
    )
    const again = await fixture.app.request('/site/products', {
      headers: { ...origin, 'If-None-Match': `${tag}` },
    })
    expect(again.status).toBe(304)
    expect(again.headers.get('Access-Control-Allow-Origin')).toBe('https://kaelvoss.example')
  })

  it('tags each language differently', async () => {
    const en = await fixture.app.request('/site/tracks/midnight-circuit?lang=en')
    const es = await fixture.app.request('/site/tracks/midnight-circuit?lang=es')
    expect(en.headers.get('ETag')).not.toBe(es.headers.get('ETag'))
  })

  it.each([
    ['POST', '/site/tracks'],
    ['DELETE', '/site/tracks/midnight-circuit'],
    ['PUT', '/site/products'],
    ['PATCH', '/site/products/kv1-headphones'],
  ])('answers %s %s with 405', async (method, path) => {
    const { response, body } = await getJson(path, { method })
    expect(response.status).toBe(405)
    expect(response.headers.get('Allow')).toBe('GET')
    expect(body.error.code).toBe('method_not_allowed')
  })
})
