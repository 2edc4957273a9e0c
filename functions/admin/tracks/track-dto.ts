import { z } from 'zod'
import type { AdminTrack } from '../../_shared/contract/admin/tracks.ts'
import type { Tx } from '../../_shared/db/request-context.ts'
import type { publicUrlOf } from '../catalog/storage-api.ts'
import { textsOnly } from '../catalog/texts.ts'

// The admin's view of a track. The column list is explicit: `authenticated` may not read
// `audio_path`, so `select *` (or `returning *`) would fail, and it must never leak anyway.

export const TrackRow = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  artist: z.string(),
  genre: z.string(),
  bpm: z.number().int(),
  duration_seconds: z.number().int().nullable(),
  description: z.record(z.string(), z.unknown()),
  private_price_cents: z.number().int(),
  commercial_price_cents: z.number().int(),
  exclusive_price_cents: z.number().int().nullable(),
  wav_price_cents: z.number().int().nullable(),
  trackout_price_cents: z.number().int().nullable(),
  exclusive_sold_at: z.date().nullable(),
  currency: z.string(),
  release_date: z.string().nullable(),
  is_published: z.boolean(),
  published_at: z.date().nullable(),
  cover_path: z.string().nullable(),
  preview_path: z.string().nullable(),
  has_audio: z.boolean(),
  audio_bitrate: z.number().int().nullable(),
  // bigint arrives as a string; a file of a few hundred MB fits a number exactly.
  audio_bytes: z.coerce.number().nullable(),
  has_wav: z.boolean(),
  wav_bytes: z.coerce.number().nullable(),
  wav_sample_rate: z.number().int().nullable(),
  wav_bits: z.number().int().nullable(),
  has_stems: z.boolean(),
  stems_bytes: z.coerce.number().nullable(),
  stems_count: z.number().int().nullable(),
  sold_count: z.number().int(),
  created_at: z.date(),
  updated_at: z.date(),
})
export type TrackRow = z.infer<typeof TrackRow>
export const TrackRows = z.array(TrackRow)

/** The select list of `public.tracks as t`, with the licences sold. */
export function trackColumns(tx: Tx) {
  return tx`
    t.id, t.slug, t.title, t.artist, t.genre, t.bpm, t.duration_seconds, t.description,
    t.private_price_cents, t.commercial_price_cents, t.exclusive_price_cents, t.exclusive_sold_at,
    t.currency,
    to_char(t.release_date, 'YYYY-MM-DD') as release_date, t.is_published, t.published_at,
    t.cover_path, t.preview_path, t.has_audio, t.audio_bitrate, t.audio_bytes,
    t.wav_price_cents, t.trackout_price_cents, t.has_wav, t.wav_bytes, t.wav_sample_rate,
    t.wav_bits, t.has_stems, t.stems_bytes, t.stems_count,
    (select count(*)::int from public.order_items as i
       join public.orders as o on o.id = i.order_id
     where i.track_id = t.id and o.paid_at is not null) as sold_count,
    t.created_at, t.updated_at`
}

export function toAdminTrack(row: TrackRow, urlOf: ReturnType<typeof publicUrlOf>): AdminTrack {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    artist: row.artist,
    genre: row.genre,
    bpm: row.bpm,
    duration_seconds: row.duration_seconds,
    description: textsOnly(row.description),
    private_price_cents: row.private_price_cents,
    commercial_price_cents: row.commercial_price_cents,
    exclusive_price_cents: row.exclusive_price_cents,
    wav_price_cents: row.wav_price_cents,
    trackout_price_cents: row.trackout_price_cents,
    exclusive_sold_at: row.exclusive_sold_at?.toISOString() ?? null,
    currency: row.currency,
    release_date: row.release_date,
    is_published: row.is_published,
    published_at: row.published_at?.toISOString() ?? null,
    cover_path: row.cover_path,
    cover_url: row.cover_path ? urlOf('covers', row.cover_path) : null,
    preview_path: row.preview_path,
    preview_url: row.preview_path ? urlOf('previews', row.preview_path) : null,
    has_audio: row.has_audio,
    audio_bitrate: row.audio_bitrate,
    audio_bytes: row.audio_bytes,
    has_wav: row.has_wav,
    wav_bytes: row.wav_bytes,
    wav_sample_rate: row.wav_sample_rate,
    wav_bits: row.wav_bits,
    has_stems: row.has_stems,
    stems_bytes: row.stems_bytes,
    stems_count: row.stems_count,
    sold_count: row.sold_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}
