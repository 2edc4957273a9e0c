// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createI18n, currentLanguage, detection, LANGUAGES } from './i18n'

async function detect() {
  const { i18n, ready } = createI18n()
  await ready
  return i18n
}

/** The detector reads the `i18next` cookie; jsdom has no Cookie Store API to set it with. */
const setCookie = (value: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: test setup for the cookie detector
  document.cookie = value
}
const clearCookie = () => setCookie('i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/')

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  clearCookie()
  window.history.replaceState(null, '', '/')
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-BR', 'pt'])
  vi.spyOn(navigator, 'language', 'get').mockReturnValue('pt-BR')
})

afterEach(() => vi.restoreAllMocks())

describe('language detection', () => {
  it('looks at query string, cookie, local storage, session storage, browser, page tag', () => {
    expect(detection.order).toEqual([
      'querystring',
      'cookie',
      'localStorage',
      'sessionStorage',
      'navigator',
      'htmlTag',
    ])
    expect(detection.lookupQuerystring).toBe('lng')
    // The cookie tells the server which language to render the next page in.
    expect(detection.caches).toEqual(['localStorage', 'cookie'])
    expect(detection.lookupCookie).toBe('i18next')
  })

  it('prefers ?lng= over the cookie, storage and browser, and caches it in local storage', async () => {
    window.history.replaceState(null, '', '/tracks?lng=fr')
    setCookie('i18next=de; path=/')
    localStorage.setItem('i18nextLng', 'en')
    const i18n = await detect()
    expect(i18n.resolvedLanguage).toBe('fr')
    expect(localStorage.getItem('i18nextLng')).toBe('fr')
    expect(document.cookie).toContain('i18next=fr')
    expect(document.documentElement.lang).toBe('fr')
    // Only the active language's strings are downloaded.
    expect(LANGUAGES.filter((language) => i18n.hasResourceBundle(language, 'common'))).toEqual([
      'fr',
    ])
  })

  it('then the cookie, then local storage, then session storage', async () => {
    setCookie('i18next=de; path=/')
    localStorage.setItem('i18nextLng', 'en')
    sessionStorage.setItem('i18nextLng', 'fr')
    expect((await detect()).resolvedLanguage).toBe('de')

    clearCookie()
    localStorage.setItem('i18nextLng', 'en')
    expect((await detect()).resolvedLanguage).toBe('en')

    localStorage.clear()
    clearCookie()
    expect((await detect()).resolvedLanguage).toBe('fr')
  })

  it('then the browser, reduced to the language only', async () => {
    const i18n = await detect()
    expect(i18n.resolvedLanguage).toBe('pt')
    // The site's Portuguese is Brazilian, and the page says so.
    expect(document.documentElement.lang).toBe('pt-BR')
  })

  it('falls back to Spanish for a language the site does not speak', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ja-JP'])
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('ja-JP')
    document.documentElement.lang = 'ja'
    const i18n = await detect()
    expect(i18n.resolvedLanguage).toBe('es')
    expect(i18n.t('nav.shop')).toBe('Tienda')
  })

  it('knows the language before its strings have loaded, as the boot script asks for data in it', async () => {
    for (const [languages, expected] of [
      [['pt-BR', 'pt'], 'pt'],
      [['de-AT'], 'de'],
      [['ja-JP'], 'es'],
    ] as const) {
      localStorage.clear()
      clearCookie()
      document.documentElement.lang = ''
      vi.spyOn(navigator, 'languages', 'get').mockReturnValue([...languages])
      vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0])
      // The detector comes with the app (index.html preloads it); the strings come after.
      const { i18n, detected, ready } = createI18n()
      await detected
      const atBoot = currentLanguage(i18n)
      await ready
      expect(atBoot).toBe(expected)
      expect(currentLanguage(i18n)).toBe(expected)
    }
  })
})

describe('error sentences', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('are fetched once the visitor steps into a form, not before', async () => {
    document.body.innerHTML =
      '<a href="/tracks">Tracks</a><form><label>Email <input name="email"></label></form>'
    const i18n = await detect()
    document.querySelector('a')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    expect(i18n.hasLoadedNamespace('errors')).toBe(false)
    document.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    await vi.waitFor(() => expect(i18n.hasLoadedNamespace('errors')).toBe(true))
    expect(i18n.t('errors:email_invalid')).not.toBe('email_invalid')
  })
})
