import { AppError } from '../../../_shared/http/errors.ts'
import { publicStorageUrls } from '../../catalog/storage-url.ts'
import type { ReadStoredFont } from './fonts.ts'

/** How long one font chunk may take: a certificate is opened by a person who is waiting. */
const TIMEOUT_MS = 10_000

/**
 * CJK font chunks from the public `fonts` bucket (filled from supabase/buckets/fonts, see
 * fonts/README.md). A chunk that cannot be read fails the certificate with `storage_failed` (502,
 * worth a retry) rather than printing the holder's name wrong on a legal document.
 */
export function readFontsFromStorage(supabaseUrl: string): ReadStoredFont {
  const urlOf = publicStorageUrls(supabaseUrl)
  return async (file) => {
    const response = await fetch(urlOf('fonts', file), {
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }).catch(() => undefined)
    if (!response?.ok) {
      await response?.body?.cancel()
      throw new AppError('storage_failed', `The font ${file} could not be read from storage.`)
    }
    return new Uint8Array(await response.arrayBuffer())
  }
}
