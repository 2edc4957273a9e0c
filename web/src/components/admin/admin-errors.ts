import type { TFunction } from 'i18next'
import { errorMessage } from '@/components/ui/form/error-message'
import { ApiError } from '@/lib/api-client'

/** The code of anything a call threw: the API's own, `network`, or `unknown`. */
export const errorCodeOf = (error: unknown): string =>
  error instanceof ApiError ? error.code : 'unknown'

/**
 * What to tell the owner about a failed call: the message key and its values. A refused full
 * track says which bitrate it found (`fields.found_kbps`), or that none could be read.
 */
export function describeError(error: unknown): { code: string; values: Record<string, string> } {
  if (!(error instanceof ApiError)) return { code: 'unknown', values: {} }
  if (error.code === 'audio_not_320kbps') {
    const found = error.fields.found_kbps
    return found && found !== 'unknown'
      ? { code: 'audio_not_320kbps', values: { found_kbps: found } }
      : { code: 'audio_bitrate_unreadable', values: {} }
  }
  return { code: error.code, values: {} }
}

/**
 * A failed admin call in the owner's language (`admin:errors.<code>`, else the site's
 * `common:errors.<code>`), its placeholders filled.
 */
export function errorText(t: TFunction, error: unknown): string {
  const { code, values } = describeError(error)
  if (Object.keys(values).length === 0) return errorMessage(t, code)
  return t([`admin:errors.${code}`, 'common:errors.unknown'], values)
}
