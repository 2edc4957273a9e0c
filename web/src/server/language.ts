import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language } from '@/lib/i18n'

// The language a request is rendered in, in the seed spec's order as far as a server can see it:
// `?lng`, then the cookie the browser keeps in step with its local storage (lib/i18n.ts), then the
// browser's languages (Accept-Language), then Spanish.

export function pickLanguage(url: URL, headers: { get(name: string): string | null }): Language {
  const query = url.searchParams.get('lng')?.slice(0, 2).toLowerCase()
  if (isLanguage(query)) return query
  const cookie = cookieValue(headers.get('cookie'), LANGUAGE_COOKIE)?.slice(0, 2).toLowerCase()
  if (isLanguage(cookie)) return cookie
  return fromAcceptLanguage(headers.get('accept-language')) ?? DEFAULT_LANGUAGE
}

function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return undefined
}

/** The most wanted language the site speaks (`de-CH;q=0.9, en;q=0.8` → de). */
export function fromAcceptLanguage(header: string | null): Language | undefined {
  const ranked = (header ?? '')
    .split(',')
    .slice(0, 20)
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';')
      const q = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      )
      return { language: tag.slice(0, 2).toLowerCase(), q: Number.isFinite(q) ? q : 0, index }
    })
    .filter(({ language, q }) => q > 0 && isLanguage(language))
    .sort((a, b) => b.q - a.q || a.index - b.index)
  const best = ranked[0]?.language
  return isLanguage(best) ? best : undefined
}
