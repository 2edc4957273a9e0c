import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type CatalogHarness,
  errorOf,
  NEW_PRODUCT,
  openCatalogHarness,
  recordSale,
} from './admin-catalog-fixtures.ts'

// The admin's shop products through the whole platform, checked against the public shop.

let h: CatalogHarness
beforeAll(async () => {
  h = await openCatalogHarness()
})
afterAll(() => h?.stop())

const create = async (fields: object = {}) => {
  const created = await h.admin('POST', 'products', { ...NEW_PRODUCT, ...fields })
  expect(created.status).toBe(201)
  return created.body
}

const shopSlugs = async () =>
  (await h.site('products')).body.items.map((item: { slug: string }) => item.slug) as string[]

describe('admin products', () => {
  it('refuses the fan (403) and a caller without a token (401)', async () => {
    const { id } = await create({ name: 'Fan Proof' })
    const calls: [string, string, unknown?][] = [
      ['GET', 'products'],
      ['POST', 'products', NEW_PRODUCT],
      ['GET', `products/${id}`],
      ['PATCH', `products/${id}`, { name: 'Mine' }],
      ['DELETE', `products/${id}`],
      ['POST', `products/${id}/stock`, { delta: 5 }],
      ['POST', `products/${id}/activate`],
      ['POST', `products/${id}/deactivate`],
      ['POST', `products/${id}/uploads`, { content_type: 'image/png', filename: 'a.png' }],
      ['POST', `products/${id}/uploads/complete`, { path: 'x/image-a.png' }],
      ['DELETE', `products/${id}/images`, { path: 'x/image-a.png' }],
    ]
    for (const [method, path, body] of calls) {
      expect(await errorOf(await h.admin(method, path, body, h.fanToken))).toEqual({
        status: 403,
        code: 'not_admin',
      })
      expect((await h.p.call(`admin/${path}`, { method })).status).toBe(401)
    }
    expect((await h.admin('GET', `products/${id}`)).body).toMatchObject({
      name: 'Fan Proof',
      stock: 10,
    })
  })

  it('creates a hidden product with a slug from the name, numbered when taken', async () => {
    const first = await create()
    expect(first).toMatchObject({
      slug: 'vinyl-slipmats',
      name: 'Vinyl Slipmats',
      category: 'accessories',
      description: NEW_PRODUCT.description,
      specs: NEW_PRODUCT.specs,
      price_cents: 2500,
      currency: 'EUR',
      stock: 10,
      reserved: 0,
      available: 10,
      images: [],
      is_active: false,
      sold_count: 0,
    })
    expect((await create()).slug).toBe('vinyl-slipmats-2')
    expect(await shopSlugs()).not.toContain('vinyl-slipmats')

    const taken = await h.admin('POST', 'products', {
      ...NEW_PRODUCT,
      slug: 'kv1-studio-headphones',
    })
    expect(await errorOf(taken)).toEqual({ status: 409, code: 'slug_taken' })

    const invalid = await h.admin('POST', 'products', {
      name: '',
      category: 'accessories',
      price_cents: -1,
      stock: -2,
      specs: { en: [{ label: 'Weight' }] },
      is_active: 'yes',
      colour: 'red',
    })
    expect(invalid.status).toBe(422)
    expect(invalid.body.error.fields).toMatchObject({
      name: 'text_required',
      price_cents: 'price_invalid',
      stock: 'stock_invalid',
      'specs.en.0.value': 'text_invalid',
      is_active: 'is_active_invalid',
      _: 'unknown_field',
    })
  })

  it('lists all products newest first, inactive ones too, with search, filter and paging', async () => {
    const hidden = await create({ name: 'Câble Spécial', category: 'cables' })
    const all = await h.admin('GET', 'products?limit=100')
    expect(all.body.items[0].id).toBe(hidden.id)
    expect(all.body.total).toBe(all.body.items.length)
    expect(
      all.body.items.some((product: { slug: string }) => product.slug === 'kv1-studio-headphones'),
    ).toBe(true)
    const found = await h.admin('GET', 'products?q=cable%20special')
    expect(found.body.items.map((product: { id: string }) => product.id)).toEqual([hidden.id])
    const inactive = await h.admin('GET', 'products?active=false&limit=100')
    expect(inactive.body.items.every((product: { is_active: boolean }) => !product.is_active)).toBe(
      true,
    )
    expect(inactive.body.items.map((product: { id: string }) => product.id)).toContain(hidden.id)
    const page = await h.admin('GET', 'products?limit=1&offset=1')
    expect(page.body.items.map((product: { id: string }) => product.id)).toEqual([
      all.body.items[1].id,
    ])
    expect(await errorOf(await h.admin('GET', 'products?offset=-1'))).toEqual({
      status: 400,
      code: 'invalid_query',
    })
  })

  it('edits the fields sent', async () => {
    const product = await create({ name: 'Edit Mats' })
    const edited = await h.admin('PATCH', `products/${product.id}`, {
      name: 'Edited Mats',
      price_cents: 2700,
      specs: { es: [{ label: 'Diámetro', value: '30 cm' }] },
    })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({
      slug: 'edit-mats',
      name: 'Edited Mats',
      price_cents: 2700,
      specs: { es: [{ label: 'Diámetro', value: '30 cm' }] },
      description: NEW_PRODUCT.description,
      stock: 10,
    })
  })

  it('keeps stock at or above the units reserved by a checkout in progress', async () => {
    const product = await create({ name: 'Limited Crate', stock: 5, is_active: true })
    const checkout = await h.p.call('site/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        items: [{ kind: 'product', slug: product.slug, quantity: 3 }],
        email: 'buyer@example.com',
        name: 'Bea Buyer',
        locale: 'en',
      }),
    })
    expect(checkout.status).toBe(201)
    const stock = (body: unknown) => h.admin('POST', `products/${product.id}/stock`, body)

    expect((await h.admin('GET', `products/${product.id}`)).body).toMatchObject({
      stock: 5,
      reserved: 3,
      available: 2,
    })
    expect(await errorOf(await stock({ delta: -3 }))).toEqual({
      status: 409,
      code: 'stock_below_reserved',
    })
    expect(await errorOf(await stock({ stock: 2 }))).toEqual({
      status: 409,
      code: 'stock_below_reserved',
    })
    const patched = await h.admin('PATCH', `products/${product.id}`, { stock: 1 })
    expect(await errorOf(patched)).toEqual({ status: 409, code: 'stock_below_reserved' })

    expect((await stock({ delta: -2 })).body).toMatchObject({ stock: 3, reserved: 3, available: 0 })
    expect((await stock({ delta: 7 })).body).toMatchObject({ stock: 10, available: 7 })
    expect((await stock({ stock: 4 })).body).toMatchObject({ stock: 4, available: 1 })
    expect((await h.admin('PATCH', `products/${product.id}`, { stock: 6 })).body.stock).toBe(6)

    for (const body of [{ delta: 1, stock: 1 }, { delta: 1.5 }, {}, { stock: -1 }]) {
      expect(await errorOf(await stock(body))).toEqual({ status: 422, code: 'validation_failed' })
    }
  })

  it('hides a deactivated product from the shop and shows it again when activated', async () => {
    const product = await create({ name: 'Shown Then Hidden', is_active: true })
    expect(await shopSlugs()).toContain(product.slug)

    const hidden = await h.admin('POST', `products/${product.id}/deactivate`)
    expect(hidden.body.is_active).toBe(false)
    expect(await shopSlugs()).not.toContain(product.slug)
    expect((await h.site(`products/${product.slug}`)).status).toBe(404)

    const shown = await h.admin('POST', `products/${product.id}/activate`)
    expect(shown.body.is_active).toBe(true)
    expect((await h.site(`products/${product.slug}`)).status).toBe(200)
  })

  it('refuses to delete a sold product and deletes an unsold one', async () => {
    const sold = await create({ name: 'Sold Mats' })
    await recordSale(h.p, { product_id: sold.id, quantity: 2 })
    expect((await h.admin('GET', `products/${sold.id}`)).body.sold_count).toBe(2)
    expect(await errorOf(await h.admin('DELETE', `products/${sold.id}`))).toEqual({
      status: 409,
      code: 'product_sold',
    })

    const unsold = await create({ name: 'Unsold Mats' })
    expect((await h.admin('DELETE', `products/${unsold.id}`)).status).toBe(204)
    expect(await errorOf(await h.admin('GET', `products/${unsold.id}`))).toEqual({
      status: 404,
      code: 'product_not_found',
    })
  })

  it('answers unknown ids with 404 and wrong methods with 405', async () => {
    expect(await errorOf(await h.admin('PATCH', 'products/123', { name: 'x' }))).toEqual({
      status: 404,
      code: 'product_not_found',
    })
    const { id } = await create({ name: 'Method Mats' })
    for (const [method, path, allow] of [
      ['DELETE', 'products', 'GET, POST'],
      ['PUT', `products/${id}`, 'GET, PATCH, DELETE'],
      ['GET', `products/${id}/stock`, 'POST'],
      ['GET', `products/${id}/activate`, 'POST'],
      ['GET', `products/${id}/deactivate`, 'POST'],
      ['GET', `products/${id}/uploads`, 'POST'],
      ['GET', `products/${id}/uploads/complete`, 'POST'],
      ['POST', `products/${id}/images`, 'DELETE'],
    ]) {
      const answer = await h.admin(method!, path!)
      expect(await errorOf(answer)).toEqual({ status: 405, code: 'method_not_allowed' })
      expect(answer.headers.get('allow')).toBe(allow)
    }
  })
})
