import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertProduct, openCatalogFixture } from '../testing/catalog-fixtures.ts'

let fixture: Awaited<ReturnType<typeof openCatalogFixture>>
beforeAll(async () => {
  fixture = await openCatalogFixture()
})
afterAll(() => fixture?.db.close())

async function getJson(path: string, init?: RequestInit) {
  const response = await fixture.app.request(path, init)
  return { response, body: await response.json() }
}
const slugsOf = (body: { items: { slug: string }[] }) => body.items.map((item) => item.slug)

describe('GET /site/products', () => {
  it('lists active products with their stock state, and every active category', async () => {
    const { response, body } = await getJson('/site/products?lang=en')
    expect(response.status).toBe(200)
    expect(body.categories).toEqual(['controllers', 'headphones', 'Mixers'])
    const stock = Object.fromEntries(
      body.items.map((item: { slug: string; stock: string; available: number }) => [
        item.slug,
        [item.stock, item.available],
      ]),
    )
    expect(stock).toEqual({
      'dj-controller': ['low', 2],
      'kv1-headphones': ['in_stock', 12],
      'rotary-mixer': ['sold_out', 0],
    })
  })

  it('lists what can be bought first and sold-out items last, whatever their category', async () => {
    // Alphabetically first of all ("amps" < "controllers"), but sold out.
    await insertProduct(fixture.db.sql, {
      slug: 'a-sold-out-amp',
      name: 'A Amp',
      category: 'amps',
      stock: 0,
    })
    try {
      const { body } = await getJson('/site/products?lang=en')
      expect(slugsOf(body)).toEqual([
        'dj-controller',
        'kv1-headphones',
        'a-sold-out-amp',
        'rotary-mixer',
      ])
      const amps = (await getJson('/site/products?category=amps')).body
      expect(slugsOf(amps)).toEqual(['a-sold-out-amp'])
    } finally {
      await fixture.db.sql`delete from public.products where slug = 'a-sold-out-amp'`
    }
  })

  it('maps a product to the DTO the web client reads, in the visitor language', async () => {
    const { body } = await getJson('/site/products/kv1-headphones?lang=en')
    expect(body).toEqual({
      slug: 'kv1-headphones',
      name: 'KV-1 Headphones',
      category: 'headphones',
      description: 'Closed-back headphones.',
      specs: [{ label: 'Weight', value: '285 g' }],
      price_cents: 19900,
      currency: 'EUR',
      available: 12,
      max_per_order: 11,
      stock: 'in_stock',
      image_urls: [
        'http://localhost:54321/storage/v1/object/public/products/kv1/front%20view.svg',
        'http://localhost:54321/storage/v1/object/public/products/kv1/side.svg',
      ],
    })
    const german = (await getJson('/site/products/kv1-headphones?lang=de')).body
    expect(german.specs).toEqual([{ label: 'Peso', value: '285 g' }])
    const onlyEnglish = (await getJson('/site/products/dj-controller?lang=fr')).body
    expect(onlyEnglish.specs).toEqual([{ label: 'Channels', value: '4' }])
  })

  it("names a product in the visitor's language, else by its own name", async () => {
    await fixture.db.sql`
      update public.products set name_translations = '{"de": "KV-1 Kopfhörer"}'
      where slug = 'kv1-headphones'`
    try {
      const german = (await getJson('/site/products/kv1-headphones?lang=de')).body
      expect(german.name).toBe('KV-1 Kopfhörer')
      const list = (await getJson('/site/products?lang=de')).body
      expect(list.items.map((item: { name: string }) => item.name)).toContain('KV-1 Kopfhörer')
      // No French name: the product's own, not the German one.
      expect((await getJson('/site/products/kv1-headphones?lang=fr')).body.name).toBe(
        'KV-1 Headphones',
      )
    } finally {
      await fixture.db.sql`
        update public.products set name_translations = '{}' where slug = 'kv1-headphones'`
    }
  })

  it('filters by category whatever its case', async () => {
    const { body } = await getJson('/site/products?category=mixers')
    expect(slugsOf(body)).toEqual(['rotary-mixer'])
    expect(body.categories).toHaveLength(3)
  })

  it.each(['old-cable', 'no-such-thing'])('answers 404 product_not_found for %j', async (slug) => {
    const { response, body } = await getJson(`/site/products/${slug}`)
    expect(response.status).toBe(404)
    expect(body.error.code).toBe('product_not_found')
  })

  it('refuses an unknown language with 400', async () => {
    const { response, body } = await getJson('/site/products?lang=klingon')
    expect(response.status).toBe(400)
    expect(body.error.fields).toEqual({ lang: 'lang_invalid' })
  })
})
