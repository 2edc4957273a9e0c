import { describe, expect, it } from 'vitest'
import { localizedSpecs, ProductRow, stockState, toProduct } from './product-dto.ts'
import { publicStorageUrls } from './storage-url.ts'

describe('stockState', () => {
  it.each([
    [0, 'sold_out'],
    [-1, 'sold_out'],
    [1, 'low'],
    [3, 'low'],
    [4, 'in_stock'],
    [40, 'in_stock'],
  ])('%i left is %s', (available, state) => {
    expect(stockState(available)).toBe(state)
  })
})

describe('localizedSpecs', () => {
  const specs = {
    es: [{ label: 'Peso', value: '285 g' }],
    en: [{ label: 'Weight', value: '285 g' }],
    fr: [],
    de: 'not a list',
  }

  it('picks the visitor language', () => {
    expect(localizedSpecs(specs, 'en')).toEqual([{ label: 'Weight', value: '285 g' }])
  })

  it('falls back to Spanish when the language is missing, empty or malformed', () => {
    expect(localizedSpecs(specs, 'pt')).toEqual([{ label: 'Peso', value: '285 g' }])
    expect(localizedSpecs(specs, 'fr')).toEqual([{ label: 'Peso', value: '285 g' }])
    expect(localizedSpecs(specs, 'de')).toEqual([{ label: 'Peso', value: '285 g' }])
  })

  it('falls back to any language, and to no specs at all', () => {
    expect(localizedSpecs({ de: [{ label: 'Gewicht', value: '1 kg' }] }, 'en')).toEqual([
      { label: 'Gewicht', value: '1 kg' },
    ])
    expect(localizedSpecs({}, 'en')).toEqual([])
  })

  it('keeps only label and value of each spec', () => {
    const extra = { en: [{ label: 'Weight', value: '1 kg', internal: 'x' }] }
    expect(localizedSpecs(extra, 'en')).toEqual([{ label: 'Weight', value: '1 kg' }])
  })
})

describe('toProduct', () => {
  it('maps a row to the product DTO', () => {
    const row = ProductRow.parse({
      slug: 'kv1',
      name: 'KV-1',
      name_translations: { de: 'KV-1 Kopfhörer' },
      category: 'headphones',
      description: { es: 'Auriculares', en: 'Headphones' },
      specs: {},
      price_cents: 19900,
      currency: 'EUR',
      available: 2,
      images: ['kv1 front.svg'],
    })
    expect(toProduct(row, 'en', publicStorageUrls('http://localhost:54321'))).toEqual({
      slug: 'kv1',
      name: 'KV-1',
      category: 'headphones',
      description: 'Headphones',
      specs: [],
      price_cents: 19900,
      currency: 'EUR',
      available: 2,
      // Two left: one order may hold one, so the other stays buyable.
      max_per_order: 1,
      stock: 'low',
      image_urls: ['http://localhost:54321/storage/v1/object/public/products/kv1%20front.svg'],
    })
  })
})
