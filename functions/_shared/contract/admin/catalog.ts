import { z } from 'zod'
import { isValidSlug } from '../../slug.ts'
import { IsoDate } from '../forms.ts'

// The admin catalogue API (tracks and shop products): request bodies, queries and responses,
// shared by the admin function (the authority) and the admin panel. Messages are error codes; the
// panel translates `errors.<code>`. Money in integer cents; field names as in the responses, so
// an edit form sends back what it read.

// ---- building blocks ---------------------------------------------------------------------------

export const Slug = z
  .string('slug_invalid')
  .trim()
  .refine((slug) => isValidSlug(slug), 'slug_invalid')

const text = (max: number) =>
  z.string('text_invalid').trim().min(1, 'text_required').max(max, 'text_too_long')

/** A text per site language; blank translations are dropped (the site falls back to another). */
const localized = (max: number) =>
  z
    .strictObject(
      {
        es: z.string('text_invalid').trim().max(max, 'text_too_long').optional(),
        en: z.string('text_invalid').trim().max(max, 'text_too_long').optional(),
        fr: z.string('text_invalid').trim().max(max, 'text_too_long').optional(),
        de: z.string('text_invalid').trim().max(max, 'text_too_long').optional(),
        pt: z.string('text_invalid').trim().max(max, 'text_too_long').optional(),
      },
      'localized_invalid',
    )
    .transform((values) => {
      const kept: Partial<Record<keyof typeof values, string>> = {}
      for (const [lang, value] of Object.entries(values) as [keyof typeof values, string?][]) {
        if (value) kept[lang] = value
      }
      return kept
    })
export const LocalizedText = localized(5000)
export type LocalizedText = z.infer<typeof LocalizedText>

/** Prices: positive whole cents, at most 100 000.00. */
export const Cents = z
  .number('price_invalid')
  .int('price_invalid')
  .min(1, 'price_invalid')
  .max(10_000_000, 'price_invalid')

const wholeQuery = (code: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number(code).int(code).min(min, code).max(max, code).default(fallback),
  )

const searchQuery = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().max(100, 'text_too_long').optional(),
)

const booleanQuery = (code: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .enum(['true', 'false'], code)
      .transform((value) => value === 'true')
      .optional(),
  )

/** Paging of every admin list: newest first, `limit` 1-100 (50), `offset` from 0. */
const paging = {
  limit: wholeQuery('limit_invalid', 1, 100, 50),
  offset: wholeQuery('offset_invalid', 0, 100_000, 0),
}

const nonEmpty = (patch: object) => Object.keys(patch).length > 0

// ---- tracks ------------------------------------------------------------------------------------

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

// ---- uploads -----------------------------------------------------------------------------------

export const IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/svg+xml',
] as const
export type ImageType = (typeof IMAGE_TYPES)[number]

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

const filename = z.string('filename_invalid').trim().min(1, 'filename_invalid').max(255)
const contentType = z
  .string('content_type_invalid')
  .trim()
  .toLowerCase()
  .transform((type) => type.split(';')[0]!.trim())
const uploadPath = z.string('upload_path_invalid').min(1, 'upload_path_invalid').max(300)

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

/**
 * A signed upload: PUT the file to `signed_url` (storage-js:
 * `storage.from(bucket).uploadToSignedUrl(path, token, file, { contentType })`), then call
 * `…/uploads/complete` with the same `path`.
 */
export const SignedUpload = z.object({
  bucket: z.string(),
  path: z.string(),
  signed_url: z.string(),
  token: z.string(),
})
export type SignedUpload = z.infer<typeof SignedUpload>

// ---- products ----------------------------------------------------------------------------------

export const MAX_PRODUCT_IMAGES = 12
export const MAX_STOCK = 1_000_000

const Spec = z.strictObject({ label: text(60), value: text(200) })
const specList = z.array(Spec, 'specs_invalid').max(30, 'specs_too_many')

/** Specs per site language: `{ en: [{ label: "Weight", value: "285 g" }], … }`. */
export const LocalizedSpecs = z.strictObject(
  {
    es: specList.optional(),
    en: specList.optional(),
    fr: specList.optional(),
    de: specList.optional(),
    pt: specList.optional(),
  },
  'specs_invalid',
)
export type LocalizedSpecs = z.infer<typeof LocalizedSpecs>

const Stock = z
  .number('stock_invalid')
  .int('stock_invalid')
  .min(0, 'stock_invalid')
  .max(MAX_STOCK, 'stock_invalid')

const productFields = {
  name: text(200),
  /** The name in other site languages; a language left out shows `name`. */
  name_translations: localized(200),
  slug: Slug,
  category: text(60),
  description: LocalizedText,
  specs: LocalizedSpecs,
  price_cents: Cents,
  /** Units on hand; never below the units held by checkouts in progress (`reserved`). */
  stock: Stock,
  is_active: z.boolean('is_active_invalid'),
}

export const ProductCreateInput = z.strictObject({
  ...productFields,
  slug: productFields.slug.optional(),
  name_translations: productFields.name_translations.default({}),
  description: productFields.description.default({}),
  specs: productFields.specs.default({}),
  stock: productFields.stock.default(0),
  /** New products start hidden from the shop unless said otherwise. */
  is_active: productFields.is_active.default(false),
})
export type ProductCreateInput = z.infer<typeof ProductCreateInput>

export const ProductUpdateInput = z
  .strictObject(productFields)
  .partial()
  .refine(nonEmpty, 'nothing_to_update')
export type ProductUpdateInput = z.infer<typeof ProductUpdateInput>

/** Exactly one of: a change (`delta`, may be negative) or the new count (`stock`). */
export const StockChange = z.union(
  [
    z.strictObject({
      delta: z
        .number('delta_invalid')
        .int('delta_invalid')
        .min(-MAX_STOCK, 'delta_invalid')
        .max(MAX_STOCK, 'delta_invalid'),
    }),
    z.strictObject({ stock: Stock }),
  ],
  'stock_change_invalid',
)
export type StockChange = z.infer<typeof StockChange>

export const ProductListQuery = z.object({
  /** Name, category or slug; case and accents ignored. */
  q: searchQuery,
  active: booleanQuery('active_invalid'),
  ...paging,
})
export type ProductListQuery = z.infer<typeof ProductListQuery>

export const ProductUploadInput = z
  .strictObject({ content_type: contentType, filename })
  .superRefine((upload, ctx) => {
    if (!(IMAGE_TYPES as readonly string[]).includes(upload.content_type)) {
      ctx.addIssue({ code: 'custom', path: ['content_type'], message: 'content_type_not_allowed' })
    }
  })
export type ProductUploadInput = z.infer<typeof ProductUploadInput>

/** Completes an upload (appended to `images`) or names the image to remove. */
export const ProductImagePath = z.strictObject({ path: uploadPath })
export type ProductImagePath = z.infer<typeof ProductImagePath>

export const AdminProduct = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  name_translations: z.record(z.string(), z.string()),
  category: z.string(),
  description: z.record(z.string(), z.string()),
  specs: z.record(z.string(), z.array(z.object({ label: z.string(), value: z.string() }))),
  price_cents: z.number(),
  currency: z.string(),
  stock: z.number(),
  /** Units held by checkouts in progress; `available` is stock minus these. */
  reserved: z.number(),
  available: z.number(),
  /** In display order; the first is the main image. */
  images: z.array(z.object({ path: z.string(), url: z.string() })),
  is_active: z.boolean(),
  /** Units sold (paid orders, refunded ones included). */
  sold_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type AdminProduct = z.infer<typeof AdminProduct>

export const AdminProductList = z.object({ items: z.array(AdminProduct), total: z.number() })
export type AdminProductList = z.infer<typeof AdminProductList>
