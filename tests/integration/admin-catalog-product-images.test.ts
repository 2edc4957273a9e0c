import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type CatalogHarness,
  errorOf,
  NEW_PRODUCT,
  openCatalogHarness,
  PNG_PIXEL,
  SVG_COVER,
} from './admin-catalog-fixtures.ts'

// Product images through signed upload URLs, checked on arrival, shown by the public shop.

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

describe('admin product images', () => {
  const uploadImage = async (id: string, bytes: Uint8Array | string, contentType: string) => {
    const signed = await h.admin('POST', `products/${id}/uploads`, {
      content_type: contentType,
      filename: 'photo',
    })
    expect(signed.status).toBe(201)
    await h.uploadTo(signed.body, bytes, contentType)
    const completed = await h.admin('POST', `products/${id}/uploads/complete`, {
      path: signed.body.path,
    })
    return { completed, path: signed.body.path as string }
  }

  it('appends checked images in order, serves them publicly, and removes one on request', async () => {
    const product = await create({ name: 'Pictured Mats', is_active: true })
    const png = await uploadImage(product.id, PNG_PIXEL, 'image/png')
    expect(png.path).toMatch(/^pictured-mats\/image-[a-z0-9]{16}\.png$/)
    const svg = await uploadImage(product.id, SVG_COVER, 'image/svg+xml')
    expect(svg.completed.status).toBe(200)
    expect(svg.completed.body.images.map((image: { path: string }) => image.path)).toEqual([
      png.path,
      svg.path,
    ])
    const url = svg.completed.body.images[0].url
    expect(url).toBe(`${h.p.url}/storage/v1/object/public/products/${png.path}`)
    expect((await fetch(url)).status).toBe(200)
    const shop = await h.site(`products/${product.slug}`)
    expect(shop.body.image_urls).toEqual(
      svg.completed.body.images.map((image: { url: string }) => image.url),
    )

    const again = await h.admin('POST', `products/${product.id}/uploads/complete`, {
      path: png.path,
    })
    expect(again.body.images).toHaveLength(2)

    const removed = await h.admin('DELETE', `products/${product.id}/images`, { path: png.path })
    expect(removed.body.images.map((image: { path: string }) => image.path)).toEqual([svg.path])
    expect(h.stored('products', png.path)).toBe(false)
    const missing = await h.admin('DELETE', `products/${product.id}/images`, { path: png.path })
    expect(await errorOf(missing)).toEqual({ status: 404, code: 'image_not_found' })
  })

  it('refuses non-images, images that are not what they claim, and a thirteenth image', async () => {
    const product = await create({ name: 'Strict Mats' })
    const audio = await h.admin('POST', `products/${product.id}/uploads`, {
      content_type: 'audio/mpeg',
      filename: 'song.mp3',
    })
    expect(audio.body.error.fields).toEqual({ content_type: 'content_type_not_allowed' })

    const fake = await uploadImage(product.id, SVG_COVER, 'image/webp')
    expect(await errorOf(fake.completed)).toEqual({ status: 422, code: 'image_invalid' })
    expect(h.stored('products', fake.path)).toBe(false)

    const twelve = Array.from({ length: 12 }, (_, n) => `strict-mats/image-${n}.png`)
    await h.p.platform.sql`update public.products set images = ${twelve} where id = ${product.id}`
    const full = await h.admin('POST', `products/${product.id}/uploads`, {
      content_type: 'image/png',
      filename: 'one-more.png',
    })
    expect(await errorOf(full)).toEqual({ status: 409, code: 'too_many_images' })
  })
})
