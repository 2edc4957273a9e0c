import type { TFunction } from 'i18next'
import { ApiError } from '@/lib/api-client'

// The one way the web turns an error into words. Codes come from the API's catalogue
// (functions/_shared/contract/error-codes.ts) or from a form's field checks; each has a sentence
// in `common:errors` (the site) or `admin:errors` (only the panel loads those), in all five
// languages (locales.test.ts).

/** A code in the reader's language: the site's sentence, else the panel's, else a generic one. */
export function codeText(t: TFunction, code: string): string {
  return t([`common:errors.${code}`, `admin:errors.${code}`, 'common:errors.unknown'])
}

/**
 * What went wrong with a call, in the reader's language. A full track refused for its bitrate
 * says which bitrate it found (`fields.found_kbps`), or that none could be read.
 */
export function errorText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('common:errors.unknown')
  if (error.code === 'audio_not_320kbps') {
    const found = error.fields.found_kbps
    return found && found !== 'unknown'
      ? t(['admin:errors.audio_not_320kbps', 'common:errors.unknown'], { found_kbps: found })
      : codeText(t, 'audio_bitrate_unreadable')
  }
  return codeText(t, error.code)
}
