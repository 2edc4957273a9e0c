import type { TFunction } from 'i18next'

/**
 * An API or schema error code in the visitor's language: the site's `common:errors.<code>`, else
 * the admin panel's `admin:errors.<code>` (its strings are loaded only there), else a generic
 * sentence.
 */
export function errorMessage(t: TFunction, code: string): string {
  return t([`common:errors.${code}`, `admin:errors.${code}`, 'common:errors.unknown'])
}

/** "30 seconds", "2 minutes": how long a rate-limited visitor should wait. */
export function formatWait(seconds: number, language: string): string {
  const [value, unit] =
    seconds < 60 ? [Math.max(1, seconds), 'second'] : [Math.ceil(seconds / 60), 'minute']
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(value)
}
