import { describe, expect, it } from 'vitest'
import { publicStorageUrls } from './storage-url.ts'
import { TrackRow, toTrackSummary } from './track-dto.ts'

const urlOf = publicStorageUrls('http://localhost:54321')

const row = (overrides: Partial<TrackRow> = {}) =>
  TrackRow.parse({
    slug: 'glass-horizon',
    title: 'Glass Horizon',
    artist: 'Kael Voss',
    genre: 'Melodic Techno',
    bpm: 124,
    duration_seconds: 245,
    description: { es: 'Arpegios', en: 'Arpeggios' },
    private_price_cents: 2900,
    commercial_price_cents: 9900,
    exclusive_price_cents: null,
    exclusive_sold_at: null,
    currency: 'EUR',
    release_date: new Date('2026-03-20'),
    cover_path: 'glass-horizon.svg',
    preview_path: 'glass horizon.mp3',
    published_at: new Date('2026-03-21T08:00:00Z'),
    ...overrides,
  })

describe('toTrackSummary', () => {
  it('maps a row to the track DTO', () => {
    expect(toTrackSummary(row(), 'en', urlOf)).toEqual({
      slug: 'glass-horizon',
      title: 'Glass Horizon',
      artist: 'Kael Voss',
      genre: 'Melodic Techno',
      bpm: 124,
      duration_seconds: 245,
      description: 'Arpeggios',
      prices: { private: 2900, commercial: 9900, exclusive: null },
      exclusive_sold: false,
      currency: 'EUR',
      release_date: '2026-03-20',
      cover_url: 'http://localhost:54321/storage/v1/object/public/covers/glass-horizon.svg',
      preview_url: 'http://localhost:54321/storage/v1/object/public/previews/glass%20horizon.mp3',
    })
  })

  it('describes in Spanish when the visitor language is missing', () => {
    expect(toTrackSummary(row(), 'pt', urlOf).description).toBe('Arpegios')
  })

  it('leaves missing files and dates as null', () => {
    const bare = row({ cover_path: null, preview_path: null, release_date: null })
    expect(toTrackSummary(bare, 'es', urlOf)).toMatchObject({
      cover_url: null,
      preview_url: null,
      release_date: null,
    })
  })

  it('offers the exclusive rights at their price until they are sold', () => {
    expect(toTrackSummary(row({ exclusive_price_cents: 149000 }), 'en', urlOf)).toMatchObject({
      prices: { exclusive: 149000 },
      exclusive_sold: false,
    })
    const sold = row({
      exclusive_price_cents: 149000,
      exclusive_sold_at: new Date('2026-11-27T10:00:00Z'),
    })
    expect(toTrackSummary(sold, 'en', urlOf)).toMatchObject({
      prices: { private: 2900, commercial: 9900, exclusive: null },
      exclusive_sold: true,
    })
  })

  it('refuses a row that is not a track', () => {
    expect(() => row({ bpm: '124' as unknown as number })).toThrow()
  })
})
