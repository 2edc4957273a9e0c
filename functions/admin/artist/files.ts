import type { SignedUpload } from '../../_shared/contract/admin/catalog.ts'
import type { AdminSettings } from '../../_shared/contract/admin/settings.ts'
import {
  ARTIST_UPLOAD_TYPES,
  type ArtistUploadComplete,
  type ArtistUploadInput,
  type ArtistUploadKind,
} from '../../_shared/contract/artist.ts'
import { type RequestIdentity, runAs, type Sql } from '../../_shared/db/request-context.ts'
import { AppError } from '../../_shared/http/errors.ts'
import { peekStream } from '../catalog/peek-stream.ts'
import { type AdminStorage, removeQuietly, type StoredObject } from '../catalog/storage-api.ts'
import { checkImage, checkOrRemove, openUpload, signUpload } from '../catalog/uploaded-file.ts'
import { type MediaUrlOf, readAdminSettings } from '../settings/read.ts'

// The artist's files: the hero photo and the press kit (photos, one-sheet, technical rider),
// uploaded like catalogue files (a signed URL, then a check of what arrived) into the public
// `media` bucket, and listed in the settings row.

const BUCKET = 'media'
const SLUG = 'artist'
/** Object names: `artist/<kind>-<random>.<ext>` (the settings row checks the hero's). */
const KIND_IN_PATH: Record<ArtistUploadKind, string> = {
  hero: 'hero',
  photo: 'photo',
  one_sheet: 'one-sheet',
  rider: 'rider',
}
export const MAX_PRESS_FILES = 24

type Admin = { sql: Sql; identity: RequestIdentity; storage: AdminStorage; urlOf: MediaUrlOf }

const target = (kind: ArtistUploadKind) => ({
  bucket: BUCKET,
  slug: SLUG,
  kind: KIND_IN_PATH[kind],
})

export function signArtistUpload(admin: Admin, upload: ArtistUploadInput): Promise<SignedUpload> {
  return signUpload(admin.storage, target(upload.kind), upload)
}

/**
 * Checks an uploaded file, then makes it the hero photo (the one before is deleted) or appends it
 * to the press kit. Answers the settings as stored.
 */
export async function completeArtistUpload(
  admin: Admin,
  upload: ArtistUploadComplete,
): Promise<AdminSettings> {
  const { kind, path } = upload
  // Storage is called between transactions: the local database serves one connection at a time.
  const object = await openUpload(admin.storage, target(kind), path)
  await checkOrRemove(admin.storage, BUCKET, path, () =>
    ARTIST_UPLOAD_TYPES[kind].includes('application/pdf')
      ? checkPdf(object)
      : checkImage(object, ARTIST_UPLOAD_TYPES[kind]),
  )
  let replaced: string | null = null
  try {
    const settings = await runAs(admin.sql, admin.identity, async (tx) => {
      if (kind === 'hero') {
        const [row] = await tx<{ hero_image: string | null }[]>`
          select hero_image from public.settings where id for update`
        replaced = row?.hero_image ?? null
        await tx`update public.settings set hero_image = ${path} where id`
      } else {
        const title = upload.title ?? defaultTitle(kind)
        const appended = await tx`
          update public.settings
          set press_kit = press_kit || ${tx.json([{ kind, path, title }])}
          where id and jsonb_array_length(press_kit) < ${MAX_PRESS_FILES}
            and not exists (
              select 1 from jsonb_array_elements(press_kit) as file where file ->> 'path' = ${path}
            )
          returning id`
        if (appended.length === 0) {
          const current = await readAdminSettings(tx, admin.urlOf)
          if (!current.press_kit.some((file) => file.path === path)) throw tooManyFiles()
        }
      }
      return readAdminSettings(tx, admin.urlOf)
    })
    if (replaced && replaced !== path) await removeQuietly(admin.storage, BUCKET, [replaced])
    return settings
  } catch (error) {
    await removeQuietly(admin.storage, BUCKET, [path])
    throw error
  }
}

/** Takes the hero photo or a press file off the site (404 `file_not_found`), then deletes it. */
export async function removeArtistFile(admin: Admin, path: string): Promise<AdminSettings> {
  const settings = await runAs(admin.sql, admin.identity, async (tx) => {
    const changed = await tx`
      update public.settings set
        hero_image = case when hero_image = ${path} then null else hero_image end,
        press_kit = coalesce(
          (select jsonb_agg(file) from jsonb_array_elements(press_kit) as file
            where file ->> 'path' <> ${path}),
          '[]'::jsonb)
      where id and (hero_image = ${path} or exists (
        select 1 from jsonb_array_elements(press_kit) as file where file ->> 'path' = ${path}))
      returning id`
    if (changed.length === 0) {
      throw new AppError('file_not_found', 'The site has no such file.', {
        path: 'file_not_found',
      })
    }
    return readAdminSettings(tx, admin.urlOf)
  })
  await removeQuietly(admin.storage, BUCKET, [path])
  return settings
}

/** A PDF is what it claims when it starts with `%PDF-`; else 422 `pdf_invalid`. */
async function checkPdf(object: StoredObject): Promise<void> {
  const peeked = await peekStream(object.body, 8)
  await peeked.cancel()
  const declared = object.contentType.split(';')[0]!.trim().toLowerCase()
  const magic = new TextDecoder().decode(peeked.prefix.subarray(0, 5))
  if (declared !== 'application/pdf' || magic !== '%PDF-') {
    throw new AppError('pdf_invalid', 'The file is not a PDF document.', {
      path: 'pdf_invalid',
    })
  }
}

const defaultTitle = (kind: Exclude<ArtistUploadKind, 'hero'>) =>
  ({ photo: 'Press photo', one_sheet: 'One-sheet', rider: 'Technical rider' })[kind]

function tooManyFiles() {
  return new AppError(
    'too_many_files',
    `The press kit can hold at most ${MAX_PRESS_FILES} files. Remove one first.`,
  )
}
