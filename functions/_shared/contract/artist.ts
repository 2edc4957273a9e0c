import { z } from 'zod'
import { HttpsUrl } from './forms.ts'

// The artist's face: gigs and the press kit, as the site shows them and the admin edits them.

/** A date the artist plays: the day, the venue and where, and a ticket link when there is one. */
export const Gig = z.strictObject({
  id: z.uuid(),
  /** `YYYY-MM-DD`. */
  date: z.iso.date(),
  venue: z.string(),
  city: z.string(),
  /** ISO 3166-1 alpha-2, upper case. */
  country: z.string().regex(/^[A-Z]{2}$/),
  ticket_url: z.url().nullable(),
})
export type Gig = z.infer<typeof Gig>

/** `GET site/gigs`: upcoming soonest first, past most recent first. */
export const GigList = z.strictObject({ upcoming: z.array(Gig), past: z.array(Gig) })
export type GigList = z.infer<typeof GigList>

export const PRESS_FILE_KINDS = ['photo', 'one_sheet', 'rider'] as const
export type PressFileKind = (typeof PRESS_FILE_KINDS)[number]

/** A press kit download, as `GET site/settings` lists them. */
export type PressFile = { kind: PressFileKind; title: string; url: string }

const text = (max: number) =>
  z.string('text_too_short').trim().min(1, 'text_too_short').max(max, 'text_too_long')

/** `POST admin/gigs` and `PATCH admin/gigs/:id` (a PATCH sends the whole gig). */
export const GigInput = z.strictObject({
  date: z
    .string('date_invalid')
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'date_invalid')
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`)
      return (
        !Number.isNaN(date.getTime()) &&
        date.toISOString().startsWith(value) &&
        value >= '2000-01-01' &&
        value <= '2100-12-31'
      )
    }, 'date_invalid'),
  venue: text(120),
  city: text(80),
  country: z
    .string('country_invalid')
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'country_invalid'),
  ticket_url: HttpsUrl.nullable(),
})
export type GigInput = z.infer<typeof GigInput>

/** What the owner uploads for the artist's face: the hero photo, or a press kit file. */
export const ARTIST_UPLOAD_KINDS = ['hero', ...PRESS_FILE_KINDS] as const
export type ArtistUploadKind = (typeof ARTIST_UPLOAD_KINDS)[number]

const IMAGE = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const
/** The content types each kind may have: photos are images; the one-sheet and rider are PDFs. */
export const ARTIST_UPLOAD_TYPES: Record<ArtistUploadKind, readonly string[]> = {
  hero: IMAGE,
  photo: IMAGE,
  one_sheet: ['application/pdf'],
  rider: ['application/pdf'],
}

const contentType = z
  .string('content_type_invalid')
  .trim()
  .toLowerCase()
  .transform((type) => type.split(';')[0]!.trim())

/** `POST admin/artist/uploads`: a signed URL for one file of `kind`. */
export const ArtistUploadInput = z
  .strictObject({
    kind: z.enum(ARTIST_UPLOAD_KINDS, 'kind_invalid'),
    content_type: contentType,
    filename: z.string('filename_invalid').trim().min(1, 'filename_invalid').max(255),
  })
  .superRefine((upload, ctx) => {
    if (!ARTIST_UPLOAD_TYPES[upload.kind].includes(upload.content_type)) {
      ctx.addIssue({ code: 'custom', path: ['content_type'], message: 'content_type_not_allowed' })
    }
  })
export type ArtistUploadInput = z.infer<typeof ArtistUploadInput>

/** `POST admin/artist/uploads/complete`: the file arrived; a press file gets its title. */
export const ArtistUploadComplete = z.strictObject({
  kind: z.enum(ARTIST_UPLOAD_KINDS, 'kind_invalid'),
  path: z.string('upload_path_invalid').min(1, 'upload_path_invalid').max(300),
  title: text(120).optional(),
})
export type ArtistUploadComplete = z.infer<typeof ArtistUploadComplete>

/** `DELETE admin/artist/files`: the hero photo or a press file, by its path. */
export const ArtistFilePath = z.strictObject({
  path: z.string('upload_path_invalid').min(1, 'upload_path_invalid').max(300),
})

/** A press kit file as the admin sees it. */
export type AdminPressFile = { kind: PressFileKind; path: string; title: string; url: string }
