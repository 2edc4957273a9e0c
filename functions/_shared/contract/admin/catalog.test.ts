import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../forms.ts'
import { ProductCreateInput, ProductListQuery, StockChange } from './shop-products.ts'
import { TrackCreateInput, TrackListQuery, TrackUpdateInput, TrackUploadInput } from './tracks.ts'

const track = {
  title: ' Night Drive ',
  genre: 'Techno',
  bpm: 130,
  private_price_cents: 2900,
  commercial_price_cents: 9900,
}

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0])

describe('track bodies', () => {
  it('trims texts, drops blank translations and leaves the slug and artist to the server', () => {
    const parsed = TrackCreateInput.parse({
      ...track,
      description: { en: ' Dark. ', es: '  ', fr: '' },
    })
    expect(parsed).toEqual({
      ...track,
      title: 'Night Drive',
      description: { en: 'Dark.' },
      // Not offered unless priced.
      exclusive_price_cents: null,
      wav_price_cents: null,
      trackout_price_cents: null,
    })
  })

  it('names each field at fault', () => {
    const result = TrackCreateInput.safeParse({
      ...track,
      slug: 'Night_Drive',
      bpm: 39,
      commercial_price_cents: '9900',
      description: { en: 'x'.repeat(5001), it: 'Notte' },
    })
    expect(errorsOf(result)).toEqual({
      slug: 'slug_invalid',
      bpm: 'bpm_invalid',
      commercial_price_cents: 'price_invalid',
      'description.en': 'text_too_long',
      description: 'unknown_field',
    })
  })

  it('takes any subset of fields on update, but not none', () => {
    expect(TrackUpdateInput.parse({ release_date: null })).toEqual({ release_date: null })
    expect(errorsOf(TrackUpdateInput.safeParse({}))).toEqual({ _: 'nothing_to_update' })
    expect(errorsOf(TrackUpdateInput.safeParse({ audio_path: 'x.mp3' }))).toEqual({
      _: 'unknown_field',
    })
  })
})

describe('track uploads', () => {
  it('takes the content types of each kind, parameters and case aside', () => {
    expect(
      TrackUploadInput.parse({ kind: 'cover', content_type: 'Image/PNG', filename: 'c.png' }),
    ).toMatchObject({ content_type: 'image/png' })
    expect(
      TrackUploadInput.parse({ kind: 'audio', content_type: 'audio/mpeg; x=1', filename: 'a.mp3' }),
    ).toMatchObject({ content_type: 'audio/mpeg' })
    for (const [kind, type] of [
      ['audio', 'image/png'],
      ['preview', 'audio/wav'],
      ['cover', 'image/gif'],
    ]) {
      expect(
        errorsOf(TrackUploadInput.safeParse({ kind, content_type: type, filename: 'f' })),
      ).toEqual({ content_type: 'content_type_not_allowed' })
    }
  })
})

describe('list queries', () => {
  it('defaults the paging and reads booleans', () => {
    expect(TrackListQuery.parse({})).toEqual({ limit: 50, offset: 0 })
    expect(TrackListQuery.parse({ q: ' ', published: 'false', limit: '10' })).toEqual({
      published: false,
      limit: 10,
      offset: 0,
    })
    expect(ProductListQuery.parse({ active: 'true', q: 'mats' })).toMatchObject({
      active: true,
      q: 'mats',
    })
    expect(
      errorsOf(TrackListQuery.safeParse({ limit: '101', offset: '-1', published: 'yes' })),
    ).toEqual({ limit: 'limit_invalid', offset: 'offset_invalid', published: 'published_invalid' })
  })
})

describe('product bodies', () => {
  it('starts a product hidden, without stock, specs or description', () => {
    expect(
      ProductCreateInput.parse({ name: 'Mats', category: 'accessories', price_cents: 2500 }),
    ).toEqual({
      name: 'Mats',
      name_translations: {},
      category: 'accessories',
      price_cents: 2500,
      description: {},
      specs: {},
      stock: 0,
      is_active: false,
    })
  })

  it('takes either a stock change or a new count, not both', () => {
    expect(StockChange.parse({ delta: -2 })).toEqual({ delta: -2 })
    expect(StockChange.parse({ stock: 0 })).toEqual({ stock: 0 })
    for (const body of [{ delta: 1, stock: 2 }, {}, { stock: -1 }, { delta: 0.5 }]) {
      expect(StockChange.safeParse(body).success).toBe(false)
    }
  })
})
