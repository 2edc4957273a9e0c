import { LOCALES, type Locale } from '../../_shared/contract/forms.ts'

/**
 * The languages to try for a translatable field, best first: the visitor's, then Spanish (the
 * site's default), then the other site languages, then whatever else the value has.
 */
export function languagePreference(lang: Locale, available: Iterable<string>): string[] {
  return [...new Set<string>([lang, 'es', ...LOCALES, ...available])]
}

/** A text in the visitor's language, falling back as `languagePreference` says; null when none. */
export function localizedText(values: Record<string, string>, lang: Locale): string | null {
  for (const language of languagePreference(lang, Object.keys(values))) {
    const text = values[language]?.trim()
    if (text) return text
  }
  return null
}
