import type { TFunction } from 'i18next'
import { ApiError } from '@/lib/api-client'

/** The translated `common:errors.<code>` of a failed request, or the generic one. */
export function errorMessage(t: TFunction, error: unknown): string {
  const unknown = t('common:errors.unknown')
  if (!(error instanceof ApiError)) return unknown
  return t(`common:errors.${error.code}`, { defaultValue: unknown })
}
