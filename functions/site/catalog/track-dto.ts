import { z } from 'zod'
import type { Licence } from '../../_shared/contract/checkout.ts'
import type { LicenceTier } from '../../_shared/contract/licence-tiers.ts'
import type { TrackSummary, Waveform } from '../../_shared/contract/site/site.ts'
import { licenceOffers } from '../../_shared/licences/offers.ts'
import type { PublicUrlOf } from './storage-url.ts'

/** The track columns a visitor may read (the migration's column grant), and all the DTO needs. */
export const TRACK_COLUMNS = [
  'slug',
  'title',
  'artist',
  'genre',
  'bpm',
  'duration_seconds',
  'private_price_cents',
  'commercial_price_cents',
  'exclusive_price_cents',
  'exclusive_sold_at',
  'wav_price_cents',
  'trackout_price_cents',
  'has_wav',
  'has_stems',
  'currency',
  'release_date',
  'cover_path',
  'preview_path',
  'published_at',
] as const

export const TrackRow = z.object({
  slug: z.string(),
  title: z.string(),
  artist: z.string(),
  genre: z.string(),
  bpm: z.number().int(),
  duration_seconds: z.number().int().nullable(),
  private_price_cents: z.number().int(),
  commercial_price_cents: z.number().int(),
  exclusive_price_cents: z.number().int().nullable(),
  exclusive_sold_at: z.date().nullable(),
  wav_price_cents: z.number().int().nullable(),
  trackout_price_cents: z.number().int().nullable(),
  has_wav: z.boolean(),
  has_stems: z.boolean(),
  currency: z.string(),
  // `date` arrives as a Date at UTC midnight, so its ISO form starts with the calendar date.
  release_date: z.date().nullable(),
  cover_path: z.string().nullable(),
  preview_path: z.string().nullable(),
  published_at: z.date().nullable(),
})
export type TrackRow = z.infer<typeof TrackRow>

export type { TrackDetail, TrackSummary } from '../../_shared/contract/site/site.ts'

/** Read for a track's own page only: lists stay light. */
export const PAGE_COLUMNS = ['description', 'preview_peaks', 'preview_duration_seconds'] as const

export const PageRow = z.object({
  description: z.record(z.string(), z.string()),
  preview_peaks: z.array(z.number()).nullable(),
  preview_duration_seconds: z.number().nullable(),
})
export type PageRow = z.infer<typeof PageRow>

/** The stored waveform, or null when the preview has none (or no preview is there). */
export function toWaveform(row: PageRow & Pick<TrackRow, 'preview_path'>): Waveform | null {
  const { preview_path, preview_peaks, preview_duration_seconds } = row
  if (!preview_path || !preview_peaks || !preview_duration_seconds) return null
  return { peaks: preview_peaks, duration_seconds: preview_duration_seconds }
}

/** The track as lists show it: each licence with its price and files, without its caps. */
export function toTrackSummary(
  row: TrackRow,
  urlOf: PublicUrlOf,
  tiers: readonly LicenceTier[],
): TrackSummary {
  const { licences, ...track } = toTrackOffered(row, urlOf, tiers)
  return { ...track, licences: licences.map(({ terms: _caps, ...listed }) => listed) }
}

/** The track with every licence on sale and its caps, for the track's own page. */
export function toTrackOffered(row: TrackRow, urlOf: PublicUrlOf, tiers: readonly LicenceTier[]) {
  const sold = row.exclusive_sold_at !== null
  const prices = {
    private: row.private_price_cents,
    commercial: row.commercial_price_cents,
    wav: row.wav_price_cents,
    trackout: row.trackout_price_cents,
    exclusive: row.exclusive_price_cents,
  }
  const licences = licenceOffers(
    { prices, hasWav: row.has_wav, hasStems: row.has_stems, sold },
    tiers,
  )
  const offered = (licence: Licence) =>
    licences.find((offer) => offer.licence === licence)?.price_cents ?? null
  return {
    slug: row.slug,
    title: row.title,
    artist: row.artist,
    genre: row.genre,
    bpm: row.bpm,
    duration_seconds: row.duration_seconds,
    prices: {
      private: row.private_price_cents,
      commercial: row.commercial_price_cents,
      wav: offered('wav'),
      trackout: offered('trackout'),
      exclusive: offered('exclusive'),
    },
    licences,
    exclusive_sold: row.exclusive_sold_at !== null,
    currency: row.currency,
    release_date: row.release_date ? row.release_date.toISOString().slice(0, 10) : null,
    cover_url: row.cover_path ? urlOf('covers', row.cover_path) : null,
    preview_url: row.preview_path ? urlOf('previews', row.preview_path) : null,
  }
}
