import type { TFunction } from 'i18next'
import { ApiError } from '@/lib/api-client'

/** The translated message for a failed request: `common:errors.<code>`, else a generic one. */
export function errorMessage(t: TFunction, error: unknown): string {
  const fallback = t('common:errors.unknown')
  if (!(error instanceof ApiError)) return fallback
  return t(`common:errors.${error.code}`, { defaultValue: fallback })
}
