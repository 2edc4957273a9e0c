import { describe, expect, it } from 'vitest'
import type { LicenceTier } from '../../_shared/contract/licence-tiers.ts'
import { publicStorageUrls } from './storage-url.ts'
import { TrackRow, toTrackOffered, toTrackSummary } from './track-dto.ts'

const urlOf = publicStorageUrls('http://localhost:54321')

const open = { copies: null, streams: null, videos: null, radio: null, live: null }
const lease = { copies: 5000, streams: 500000, videos: 1, radio: 2, live: null }
const TIERS: LicenceTier[] = [
  { licence: 'private', files: ['mp3'], caps: { ...open, copies: 0 } },
  { licence: 'commercial', files: ['mp3'], caps: lease },
  { licence: 'wav', files: ['mp3', 'wav'], caps: lease },
  { licence: 'trackout', files: ['mp3', 'wav', 'stems'], caps: lease },
  { licence: 'exclusive', files: ['mp3', 'wav', 'stems'], caps: open },
]

const row = (overrides: Partial<TrackRow> = {}) =>
  TrackRow.parse({
    slug: 'glass-horizon',
    title: 'Glass Horizon',
    artist: 'Kael Voss',
    genre: 'Melodic Techno',
    bpm: 124,
    duration_seconds: 245,
    private_price_cents: 2900,
    commercial_price_cents: 9900,
    exclusive_price_cents: null,
    exclusive_sold_at: null,
    wav_price_cents: null,
    trackout_price_cents: null,
    has_wav: false,
    has_stems: false,
    currency: 'EUR',
    release_date: new Date('2026-03-20'),
    cover_path: 'glass-horizon.svg',
    preview_path: 'glass horizon.mp3',
    published_at: new Date('2026-03-21T08:00:00Z'),
    ...overrides,
  })

describe('toTrackSummary', () => {
  it('maps a row to the track DTO', () => {
    expect(toTrackSummary(row(), urlOf, TIERS)).toEqual({
      slug: 'glass-horizon',
      title: 'Glass Horizon',
      artist: 'Kael Voss',
      genre: 'Melodic Techno',
      bpm: 124,
      duration_seconds: 245,
      prices: { private: 2900, commercial: 9900, wav: null, trackout: null, exclusive: null },
      licences: [
        { licence: 'private', price_cents: 2900, files: ['mp3'] },
        { licence: 'commercial', price_cents: 9900, files: ['mp3'] },
      ],
      exclusive_sold: false,
      currency: 'EUR',
      release_date: '2026-03-20',
      cover_url: 'http://localhost:54321/storage/v1/object/public/covers/glass-horizon.svg',
      preview_url: 'http://localhost:54321/storage/v1/object/public/previews/glass%20horizon.mp3',
    })
  })

  it('gives the track’s own page each licence with its caps', () => {
    expect(toTrackOffered(row(), urlOf, TIERS).licences).toEqual([
      { licence: 'private', price_cents: 2900, files: ['mp3'], terms: TIERS[0]!.caps },
      { licence: 'commercial', price_cents: 9900, files: ['mp3'], terms: lease },
    ])
  })

  it('leaves missing files and dates as null', () => {
    const bare = row({ cover_path: null, preview_path: null, release_date: null })
    expect(toTrackSummary(bare, urlOf, TIERS)).toMatchObject({
      cover_url: null,
      preview_url: null,
      release_date: null,
    })
  })

  it('offers the exclusive rights at their price until they are sold', () => {
    expect(toTrackSummary(row({ exclusive_price_cents: 149000 }), urlOf, TIERS)).toMatchObject({
      prices: { exclusive: 149000 },
      exclusive_sold: false,
    })
    const sold = row({
      exclusive_price_cents: 149000,
      exclusive_sold_at: new Date('2026-11-27T10:00:00Z'),
    })
    expect(toTrackSummary(sold, urlOf, TIERS)).toMatchObject({
      prices: { private: 2900, commercial: 9900, exclusive: null },
      licences: [],
      exclusive_sold: true,
    })
  })

  it('offers the WAV and track-out licences only when priced and their files are there', () => {
    const priced = { wav_price_cents: 4900, trackout_price_cents: 14900 }
    const licences = (overrides: Partial<TrackRow>) =>
      toTrackSummary(row({ ...priced, ...overrides }), urlOf, TIERS).licences.map(
        (offer) => `${offer.licence}:${offer.files.join('+')}`,
      )
    expect(licences({})).toEqual(['private:mp3', 'commercial:mp3'])
    expect(licences({ has_wav: true })).toEqual(['private:mp3', 'commercial:mp3', 'wav:mp3+wav'])
    expect(licences({ has_wav: true, has_stems: true })).toEqual([
      'private:mp3',
      'commercial:mp3',
      'wav:mp3+wav',
      'trackout:mp3+wav+stems',
    ])
    // Not priced: not offered, whatever files there are.
    expect(licences({ has_wav: true, has_stems: true, trackout_price_cents: null })).not.toContain(
      'trackout:mp3+wav+stems',
    )
    // The exclusive gives what the track has of its tier's files.
    expect(licences({ exclusive_price_cents: 149000, has_wav: true })).toContain(
      'exclusive:mp3+wav',
    )
  })

  it('refuses a row that is not a track', () => {
    expect(() => row({ bpm: '124' as unknown as number })).toThrow()
  })
})
