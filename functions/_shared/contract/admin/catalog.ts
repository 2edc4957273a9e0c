import { z } from 'zod'
import { isValidSlug } from '../../slug.ts'

// The admin catalogue API (tracks and shop products): what both areas' request bodies, queries
// and responses are built of, and their uploads; the areas' own schemas are in `./tracks.ts` and
// `./shop-products.ts`. Shared by the admin function (the authority) and the admin panel.
// Messages are error codes; the panel translates `errors.<code>`. Money in integer cents; field
// names as in the responses, so an edit form sends back what it read.

// ---- building blocks ---------------------------------------------------------------------------

export const Slug = z
  .string('slug_invalid')
  .trim()
  .refine((slug) => isValidSlug(slug), 'slug_invalid')

export const text = (max: number) =>
  z.string('text_invalid').trim().min(1, 'text_required').max(max, 'text_too_long')

/** A text per site language; blank translations are dropped (the site falls back to another). */
export const localized = (max: number) =>
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

export const wholeQuery = (code: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number(code).int(code).min(min, code).max(max, code).default(fallback),
  )

export const searchQuery = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().max(100, 'text_too_long').optional(),
)

export const booleanQuery = (code: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .enum(['true', 'false'], code)
      .transform((value) => value === 'true')
      .optional(),
  )

/** Paging of every admin list: newest first, `limit` 1-100 (50), `offset` from 0. */
export const paging = {
  limit: wholeQuery('limit_invalid', 1, 100, 50),
  offset: wholeQuery('offset_invalid', 0, 100_000, 0),
}

export const nonEmpty = (patch: object) => Object.keys(patch).length > 0

// ---- uploads -----------------------------------------------------------------------------------

export const IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/svg+xml',
] as const
export type ImageType = (typeof IMAGE_TYPES)[number]

export const filename = z.string('filename_invalid').trim().min(1, 'filename_invalid').max(255)
export const contentType = z
  .string('content_type_invalid')
  .trim()
  .toLowerCase()
  .transform((type) => type.split(';')[0]!.trim())
export const uploadPath = z.string('upload_path_invalid').min(1, 'upload_path_invalid').max(300)

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
