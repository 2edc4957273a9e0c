// Free of zod, so the pages' head code (web/src/lib/page-head.ts) can use it without loading the
// forms' validation.

/**
 * Each language's BCP 47 tag, for `lang` and `hreflang`: the site's Portuguese is Brazilian
 * Portuguese (pt-BR), in the pages, the admin and every email alike (`og:locale` pt_BR, Stripe
 * pt-BR, dates pt-BR).
 */
export const LANGUAGE_TAGS: Record<'es' | 'en' | 'fr' | 'de' | 'pt', string> = {
  es: 'es',
  en: 'en',
  fr: 'fr',
  de: 'de',
  pt: 'pt-BR',
}

/** The tag of a site language; anything else as it is. */
export const languageTag = (language: string): string =>
  (LANGUAGE_TAGS as Record<string, string>)[language] ?? language
