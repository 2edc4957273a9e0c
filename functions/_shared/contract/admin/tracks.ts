import { z } from 'zod'
import { IsoDate } from '../forms.ts'
import {
  booleanQuery,
  Cents,
  contentType,
  filename,
  IMAGE_TYPES,
  LocalizedText,
  nonEmpty,
  paging,
  Slug,
  searchQuery,
  text,
  uploadPath,
} from './catalog.ts'

// The admin panel's Tracks (`/admin/tracks`): request bodies, queries and responses, and the
// tracks' uploads, shared by the admin function (the authority) and the admin panel (building
// blocks in `./catalog.ts`). Messages are error codes; the panel translates `errors.<code>`.

const trackFields = {
  title: text(200),
  /** Default on create: the brand name from settings. */
  artist: text(200),
  genre: text(60),
  bpm: z.number('bpm_invalid').int('bpm_invalid').min(40, 'bpm_invalid').max(250, 'bpm_invalid'),
  description: LocalizedText,
  private_price_cents: Cents,
  commercial_price_cents: Cents,
  /** The exclusive rights' price; null: they are not for sale. */
  exclusive_price_cents: Cents.nullable(),
  /** The WAV licence's and the track-out's prices; null: not offered (they also need the files). */
  wav_price_cents: Cents.nullable(),
  trackout_price_cents: Cents.nullable(),
  /** `YYYY-MM-DD`; null clears it. */
  release_date: IsoDate.nullable(),
  /** Generated from the title when absent on create; never changed by a title change. */
  slug: Slug,
}

export const TrackCreateInput = z.strictObject({
  ...trackFields,
  artist: trackFields.artist.optional(),
  description: trackFields.description.default({}),
  exclusive_price_cents: trackFields.exclusive_price_cents.default(null),
  wav_price_cents: trackFields.wav_price_cents.default(null),
  trackout_price_cents: trackFields.trackout_price_cents.default(null),
  release_date: trackFields.release_date.optional(),
  slug: trackFields.slug.optional(),
})
export type TrackCreateInput = z.infer<typeof TrackCreateInput>

/** Any of the create fields; a description replaces the whole previous one. */
export const TrackUpdateInput = z
  .strictObject(trackFields)
  .partial()
  .refine(nonEmpty, 'nothing_to_update')
export type TrackUpdateInput = z.infer<typeof TrackUpdateInput>

export const TrackListQuery = z.object({
  /** Title, artist, genre or slug; case and accents ignored. */
  q: searchQuery,
  published: booleanQuery('published_invalid'),
  ...paging,
})
export type TrackListQuery = z.infer<typeof TrackListQuery>

export const AdminTrack = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  artist: z.string(),
  genre: z.string(),
  bpm: z.number(),
  duration_seconds: z.number().nullable(),
  description: z.record(z.string(), z.string()),
  private_price_cents: z.number(),
  commercial_price_cents: z.number(),
  exclusive_price_cents: z.number().nullable(),
  wav_price_cents: z.number().nullable(),
  trackout_price_cents: z.number().nullable(),
  /** When a buyer paid for the exclusive rights: the track is off sale for good (ISO), or null. */
  exclusive_sold_at: z.string().nullable(),
  currency: z.string(),
  release_date: z.string().nullable(),
  is_published: z.boolean(),
  published_at: z.string().nullable(),
  cover_path: z.string().nullable(),
  cover_url: z.string().nullable(),
  preview_path: z.string().nullable(),
  preview_url: z.string().nullable(),
  /** The full MP3 is in the private bucket; its path is never shown, only these facts. */
  has_audio: z.boolean(),
  audio_bitrate: z.number().nullable(),
  audio_bytes: z.number().nullable(),
  /** The WAV master and the stems zip (private bucket `masters`): whether they are there, and their facts. */
  has_wav: z.boolean(),
  wav_bytes: z.number().nullable(),
  wav_sample_rate: z.number().nullable(),
  wav_bits: z.number().nullable(),
  has_stems: z.boolean(),
  stems_bytes: z.number().nullable(),
  stems_count: z.number().nullable(),
  /** Licences sold (order lines of paid orders, refunded ones included). */
  sold_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type AdminTrack = z.infer<typeof AdminTrack>

export const AdminTrackList = z.object({ items: z.array(AdminTrack), total: z.number() })
export type AdminTrackList = z.infer<typeof AdminTrackList>

/** What publishing needs; `track_incomplete` lists the missing ones in `fields` (`missing`). */
export const TRACK_PARTS = ['cover', 'preview', 'audio', 'duration'] as const

// ---- uploads ------------------------------------------------------------------------------------

export const TRACK_FILE_KINDS = ['cover', 'preview', 'audio', 'wav', 'stems'] as const
export type TrackFileKind = (typeof TRACK_FILE_KINDS)[number]

/** The content types each kind of file may have (upload them with exactly this `contentType`). */
export const TRACK_FILE_TYPES: Record<TrackFileKind, readonly string[]> = {
  cover: IMAGE_TYPES,
  preview: ['audio/mpeg'],
  audio: ['audio/mpeg'],
  wav: ['audio/wav', 'audio/x-wav', 'audio/wave'],
  stems: ['application/zip', 'application/x-zip-compressed'],
}

export const TrackUploadInput = z
  .strictObject({
    kind: z.enum(TRACK_FILE_KINDS, 'kind_invalid'),
    content_type: contentType,
    filename,
  })
  .superRefine((upload, ctx) => {
    if (!TRACK_FILE_TYPES[upload.kind].includes(upload.content_type)) {
      ctx.addIssue({ code: 'custom', path: ['content_type'], message: 'content_type_not_allowed' })
    }
  })
export type TrackUploadInput = z.infer<typeof TrackUploadInput>

export const TrackUploadComplete = z.strictObject({
  kind: z.enum(TRACK_FILE_KINDS, 'kind_invalid'),
  path: uploadPath,
})
export type TrackUploadComplete = z.infer<typeof TrackUploadComplete>
