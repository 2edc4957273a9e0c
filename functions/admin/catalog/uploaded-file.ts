import type { SignedUpload } from '../../_shared/contract/admin/catalog.ts'
import { AppError } from '../../_shared/http/errors.ts'
import { sniffImageType } from './image-check.ts'
import { peekStream } from './peek-stream.ts'
import { type AdminStorage, removeQuietly, type StoredObject } from './storage-api.ts'
import { filenameFits, isUploadPathFor, newUploadPath } from './upload-paths.ts'

// The two steps every catalogue upload shares, for tracks and products alike: a signed upload URL
// for a fresh object name, then a check of what actually arrived before a row points to it.

export type UploadTarget = { bucket: string; slug: string; kind: string }

export async function signUpload(
  storage: AdminStorage,
  target: UploadTarget,
  upload: { content_type: string; filename: string },
): Promise<SignedUpload> {
  if (!filenameFits(upload.filename, upload.content_type)) {
    throw new AppError('validation_failed', 'Some fields need attention.', {
      filename: 'filename_does_not_match_type',
    })
  }
  const path = newUploadPath(target.slug, target.kind, upload.content_type)
  const { signedUrl, token } = await storage.signUpload(target.bucket, path)
  return { bucket: target.bucket, path, signed_url: signedUrl, token }
}

/**
 * Opens an uploaded object for checking: the path must be one `signUpload` gives for this row and
 * kind (422 `upload_path_invalid`), and the object must be there (422 `upload_not_found`).
 */
export async function openUpload(
  storage: AdminStorage,
  target: UploadTarget,
  path: string,
): Promise<StoredObject> {
  if (!isUploadPathFor(path, target.slug, target.kind)) {
    throw new AppError('upload_path_invalid', 'This is not an upload made for this item.', {
      path: 'upload_path_invalid',
    })
  }
  // Masters are read whole (a stems zip is checked as it streams): allow them ten minutes.
  const object = await storage.download(
    target.bucket,
    path,
    target.bucket === 'masters' ? 10 * 60_000 : undefined,
  )
  if (!object) {
    throw new AppError('upload_not_found', 'The file has not arrived in storage yet.', {
      path: 'upload_not_found',
    })
  }
  return object
}

/**
 * Runs `check` on an uploaded file; a refused file is deleted from storage before the refusal is
 * answered, so nothing unchecked stays behind (a failed deletion is logged, the refusal stands).
 */
export async function checkOrRemove<T>(
  storage: AdminStorage,
  bucket: string,
  path: string,
  check: () => Promise<T>,
): Promise<T> {
  try {
    return await check()
  } catch (error) {
    if (error instanceof AppError && error.status === 422) {
      await removeQuietly(storage, bucket, [path])
    }
    throw error
  }
}

/** An image whose bytes are the type Storage recorded and one `allowed`; else 422 `image_invalid`. */
export async function checkImage(object: StoredObject, allowed: readonly string[]): Promise<void> {
  const peeked = await peekStream(object.body, 4096)
  await peeked.cancel()
  const declared = object.contentType.split(';')[0]!.trim().toLowerCase()
  const actual = sniffImageType(peeked.prefix)
  if (!actual || actual !== declared || !allowed.includes(actual)) {
    throw new AppError(
      'image_invalid',
      'The file is not a JPEG, PNG, WebP, AVIF or SVG image of the type it claims.',
      { path: 'image_invalid' },
    )
  }
}
