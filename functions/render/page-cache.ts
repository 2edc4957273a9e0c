import { LOCALES } from '../_shared/contract/forms.ts'
import { CDN_CACHE_HEADERS, sharedCacheHeaders } from '../_shared/http/cdn-cache.ts'

// How a CDN may keep a served page. The HTML changes with the path, the query and the language,
// nothing else: never `Vary: Cookie`, which would keep one copy per visitor's cookies (analytics,
// a session) and send nearly every view to the function and the database.
//
// The language comes from `?lng`, else the `i18next` cookie, else Accept-Language (the renderer's
// pickLanguage). Standard `Vary` can name a header but not one cookie, so:
// - `Vary: Accept-Language` for every cache;
// - `Netlify-Vary` tells Netlify's CDN the exact key: the query, the language cookie alone, and
//   Accept-Language folded to the five languages the site speaks (not its raw text);
// - a page whose language the cookie chose against the visitor's Accept-Language is that
//   visitor's own (`private`): no shared cache keeps it as the page for that Accept-Language.

/** The headers of a page any visitor with the same URL and languages may be given. */
export function sharedPageHeaders(): Record<string, string> {
  return {
    ...sharedCacheHeaders(),
    Vary: 'Accept-Language',
    'Netlify-Vary': `query,cookie=i18next,language=${LOCALES.join('|')}`,
  }
}

/** One visitor's page (the language cookie decided): the browser revalidates, no CDN keeps it. */
export const PRIVATE_PAGE_HEADERS: Record<string, string> = {
  'Cache-Control': 'private, no-cache',
  Vary: 'Accept-Language, Cookie',
}

/** An answer no cache may keep (a failure, one visitor's state). */
export function withoutSharedCaching(headers: Headers): void {
  for (const name of CDN_CACHE_HEADERS) headers.delete(name)
  headers.delete('Netlify-Vary')
}
