import i18next, { type i18n as I18n, type InitOptions, type Resource } from 'i18next'
import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector'
import resourcesToBackend from 'i18next-resources-to-backend'

// Languages of the seed spec, section 9: es is the default and the fallback.
export const LANGUAGES = ['es', 'en', 'fr', 'de', 'pt'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'es'

/** The cookie that keeps the visitor's language (i18next-browser-languagedetector's default). */
export const LANGUAGE_COOKIE = 'i18next'

export const detection: DetectorOptions = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  // The cookie tells the server (entry-server.tsx) the language to render the next page in.
  lookupCookie: LANGUAGE_COOKIE,
  caches: ['localStorage', 'cookie'],
  cookieMinutes: 60 * 24 * 365,
  cookieOptions: { path: '/', sameSite: 'lax' },
}

/**
 * Spanish for any language the site does not speak. A supported language falls back to nothing:
 * with a plain `'es'` i18next would also download the Spanish strings for every visitor, and
 * locales.test.ts already guarantees that each language has every key.
 */
const fallbackLng = {
  default: [DEFAULT_LANGUAGE],
  ...Object.fromEntries(LANGUAGES.map((language) => [language, []])),
}

export const i18nOptions: InitOptions = {
  supportedLngs: [...LANGUAGES],
  fallbackLng,
  load: 'languageOnly',
  ns: ['common'],
  defaultNS: 'common',
  detection,
  interpolation: { escapeValue: false },
  // Ask for the strings at once, not on a later tick: that tick may wait behind React starting up.
  initAsync: false,
  returnNull: false,
}

export function isLanguage(value: string | undefined): value is Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '')
}

/** The language the UI is showing: always one of the five. */
export function currentLanguage(instance: I18n): Language {
  // `resolvedLanguage` is set once its strings have loaded; until then (the boot script) the
  // detected language is the first of `languages` that the site speaks.
  const language =
    instance.resolvedLanguage ?? instance.languages?.find(isLanguage) ?? instance.language
  return isLanguage(language) ? language : DEFAULT_LANGUAGE
}

/**
 * A configured i18next instance. Strings are fetched per language and namespace
 * (`locales/<lng>/<ns>.json`), so a visitor downloads only their own language. `namespaces` are
 * fetched along with `common` (the first page's), rather than once that page renders.
 */
export function createI18n(
  namespaces: string[] = [],
  /** The server rendered the page in this language with these strings: hydrate with the same. */
  served?: { language: Language; resources: Resource },
): { i18n: I18n; ready: Promise<unknown> } {
  const instance = i18next.createInstance()
  instance
    .use(LanguageDetector)
    .use(
      resourcesToBackend(
        (language: string, namespace: string) => import(`../locales/${language}/${namespace}.json`),
      ),
    )
  instance.on('languageChanged', () => {
    if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage(instance)
  })
  const ready = instance.init({
    ...i18nOptions,
    ns: ['common', ...namespaces],
    ...(served
      ? { lng: served.language, resources: served.resources, partialBundledLanguages: true }
      : {}),
  })
  return { i18n: instance, ready }
}
