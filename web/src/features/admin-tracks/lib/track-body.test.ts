import { describe, expect, it } from 'vitest'
import { trackBody, trackValues } from './track-body'

const typed = {
  ...trackValues(undefined),
  title: '  Night Drive ',
  genre: ' Techno',
  bpm: '130',
  private_price_cents: '29,90',
  commercial_price_cents: '99',
  'description.es': ' Un viaje nocturno. ',
  'description.en': '   ',
}

describe('a track form made into a request', () => {
  it('trims the texts, sends the prices in cents and leaves out what was not given', () => {
    expect(trackBody(typed, true)).toEqual({
      title: 'Night Drive',
      genre: 'Techno',
      bpm: 130,
      private_price_cents: 2990,
      commercial_price_cents: 9900,
      description: { es: 'Un viaje nocturno.' },
    })
  })

  it('on edit, keeps the address and clears an emptied release date', () => {
    const body = trackBody({ ...typed, slug: ' night-drive ', release_date: '' }, false)
    expect(body).toMatchObject({ slug: 'night-drive', release_date: null })
  })

  it('sends an exclusive price in cents, and on edit an emptied one as null (no longer offered)', () => {
    expect(trackBody({ ...typed, exclusive_price_cents: '1490' }, true)).toMatchObject({
      exclusive_price_cents: 149000,
    })
    expect(trackBody({ ...typed, exclusive_price_cents: ' ' }, false)).toMatchObject({
      exclusive_price_cents: null,
    })
  })

  it('turns a BPM that is not a whole number into NaN, for the schema to refuse', () => {
    expect(trackBody({ ...typed, bpm: '128.5' }, true).bpm).toBeNaN()
  })
})
