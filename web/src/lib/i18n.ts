import { languageTag } from '@contract/language-tags.ts'
import i18next, { type i18n as I18n, type InitOptions, type Resource } from 'i18next'
import type { DetectorOptions } from 'i18next-browser-languagedetector'
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

/** i18next-browser-languagedetector: fetched by the pages that need it, not by every page. */
const languageDetector = () => import('i18next-browser-languagedetector').then((m) => m.default)

/**
 * A configured i18next instance. Strings are fetched per language and namespace
 * (`locales/<lng>/<ns>.json`, through locale-loader.ts, itself fetched on first use), so a visitor
 * downloads only their own language. `namespaces` are fetched along with `common` (the first
 * page's), rather than once that page renders.
 *
 * A page the browser renders detects the visitor's language first (`detected`: the detector is
 * fetched beside the app; index.html preloads it). A page the server rendered comes with its
 * language and strings: the detector is fetched only to keep a language the visitor chooses (in
 * the address, `?lng=`, or with the language switcher) for their next visit.
 */
export function createI18n(
  namespaces: string[] = [],
  /** The server rendered the page in this language with these strings: hydrate with the same. */
  served?: { language: Language; resources: Resource },
): { i18n: I18n; detected: Promise<void>; ready: Promise<unknown> } {
  const instance = i18next.createInstance()
  instance.use(
    resourcesToBackend((language: string, namespace: string) =>
      import('./locale-loader').then(({ loadLocale }) => loadLocale(language, namespace)),
    ),
  )
  instance.on('languageChanged', () => {
    if (typeof document !== 'undefined')
      document.documentElement.lang = languageTag(currentLanguage(instance))
  })
  const options = { ...i18nOptions, ns: ['common', ...namespaces] }
  fetchErrorsOnFormFocus(instance)
  if (served) {
    const ready = instance.init({
      ...options,
      lng: served.language,
      resources: served.resources,
      partialBundledLanguages: true,
    })
    rememberChosenLanguage(instance, served.language)
    return { i18n: instance, detected: Promise.resolve(), ready }
  }
  let initialised: Promise<unknown> = Promise.resolve()
  const detected = languageDetector().then((LanguageDetector) => {
    initialised = instance.use(LanguageDetector).init(options)
  })
  return { i18n: instance, detected, ready: detected.then(() => initialised) }
}

/**
 * Keeps the language of a served page for the visitor's next visit (the cookie the server reads,
 * and local storage) once it is a choice: `?lng=` in the address, or another language picked
 * since. The language the server picked by itself (from that cookie, or the browser's languages)
 * needs keeping by nobody.
 */
function rememberChosenLanguage(instance: I18n, servedLanguage: Language) {
  if (typeof window === 'undefined') return
  let chosen = new URLSearchParams(window.location.search).has(detection.lookupQuerystring ?? 'lng')
  let detector: Promise<{ cacheUserLanguage(language: string): void }> | undefined
  const remember = () => {
    detector ??= languageDetector().then(
      (LanguageDetector) => new LanguageDetector(instance.services, detection),
    )
    void detector.then((loaded) => loaded.cacheUserLanguage(currentLanguage(instance)))
  }
  instance.on('languageChanged', (language) => {
    chosen ||= language !== servedLanguage
    if (chosen) remember()
  })
  if (chosen) remember()
}

/**
 * The error sentences (`errors`, which <ErrorText> would fetch when the first one is shown) are
 * fetched once the visitor steps into a form: by the time they send it, a refusal has its words.
 */
function fetchErrorsOnFormFocus(instance: I18n) {
  if (typeof document === 'undefined') return
  const onFocus = (event: FocusEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest('form')) return
    document.removeEventListener('focusin', onFocus)
    void instance.loadNamespaces('errors')
  }
  document.addEventListener('focusin', onFocus)
}
