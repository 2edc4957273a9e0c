import type { TFunction } from 'i18next'
import { ApiError } from '@/lib/api-client'

// The one way the web turns an error into words. Every sentence lives in the `errors` namespace
// (locales/<lng>/errors.json), in all five languages (locales.test.ts): the API catalogue's codes
// (functions/_shared/contract/error-codes.ts) and the forms' field codes at the top, Supabase
// Auth's codes under `auth` (a catalogue of its own: its `session_not_found` is not the API's),
// and a sentence one screen words its own way under that screen's name (`library`).
// Public pages show them through <ErrorText> (components/ui/ErrorText.tsx), which fetches the
// namespace the first time an error is shown: a page without one does not carry it.

/** Where a code was met: its sentence there, if that place words it its own way. */
export type ErrorContext = 'auth' | 'library'

type Options = { context?: ErrorContext | undefined; values?: Record<string, unknown> | undefined }

/** A code in the reader's language: the context's sentence, else the catalogue's, else a generic one. */
export function codeText(t: TFunction, code: string, { context, values }: Options = {}): string {
  const keys = [`errors:${code}`, 'errors:unknown']
  return t(context ? [`errors:${context}.${code}`, ...keys] : keys, values ?? {})
}

/**
 * What went wrong with a call, in the reader's language. A full track refused for its bitrate
 * says which bitrate it found (`fields.found_kbps`), or that none could be read.
 */
export function errorText(t: TFunction, error: unknown, context?: ErrorContext): string {
  if (!(error instanceof ApiError)) return t('errors:unknown')
  if (error.code === 'audio_not_320kbps') {
    const found = error.fields.found_kbps
    return found && found !== 'unknown'
      ? codeText(t, 'audio_not_320kbps', { values: { found_kbps: found } })
      : codeText(t, 'audio_bitrate_unreadable')
  }
  return codeText(t, error.code, { context })
}
