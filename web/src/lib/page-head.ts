import { languageTag } from '@contract/language-tags.ts'
import { LANGUAGES, type Language } from '@/lib/i18n'

// What every page's head says about its address and language, on the server (src/server/head.ts)
// as in the browser (document-head.ts).

/** `og:locale` per language of the site. */
export const OG_LOCALES: Record<Language, string> = {
  es: 'es_ES',
  en: 'en_GB',
  fr: 'fr_FR',
  de: 'de_DE',
  pt: 'pt_BR',
}

/** The page's address without `?lng` or any other query: what search engines should index. */
export const canonicalUrl = (origin: string, path: string) =>
  `${origin.replace(/\/+$/, '')}${path.split(/[?#]/)[0] || '/'}`

/** One alternate per language (`?lng=xx`) and `x-default`, the address without a language. */
export function languageAlternates(canonical: string): { hreflang: string; href: string }[] {
  return [
    ...LANGUAGES.map((language) => ({
      hreflang: languageTag(language),
      href: `${canonical}?lng=${language}`,
    })),
    { hreflang: 'x-default', href: canonical },
  ]
}
