// How public answers (pages and API reads) are cached: by the CDN in front, briefly, and never by
// a browser without asking again. A burst of visitors then costs one render or query per cache
// key every `sMaxAge` seconds, while an owner's change (title, price, publish) is served within
// `sMaxAge + staleWhileRevalidate` seconds: a minute.

export type SharedCache = {
  /** Seconds a CDN serves its copy without asking. */
  sMaxAge: number
  /** Seconds after that during which it may serve the stale copy while it fetches the next. */
  staleWhileRevalidate: number
}

/** Pages and public reads: 30 s fresh at the CDN, 30 s more while it refreshes. */
export const PUBLIC_SHARED_CACHE: SharedCache = { sMaxAge: 30, staleWhileRevalidate: 30 }

/**
 * - `Cache-Control`: browsers always revalidate (`max-age=0`: a page names the hashed scripts of
 *   the current build; an ETag makes an unchanged read a 304), shared caches keep `s-maxage`.
 * - `CDN-Cache-Control` (RFC 9213): the same for CDNs that read the targeted field (Cloudflare,
 *   Fastly, Akamai…), whatever a proxy in between does to `Cache-Control`.
 * - `Netlify-CDN-Cache-Control`: Netlify's own, which it honours for proxied answers (the pages
 *   and the sitemap reach visitors through its `_redirects` rewrites); `durable` shares one copy
 *   between its edge nodes, so a viral link costs one render per key, not one per node.
 */
export function sharedCacheHeaders(cache: SharedCache = PUBLIC_SHARED_CACHE) {
  const swr = `stale-while-revalidate=${cache.staleWhileRevalidate}`
  return {
    'Cache-Control': `public, max-age=0, s-maxage=${cache.sMaxAge}, ${swr}`,
    'CDN-Cache-Control': `public, max-age=${cache.sMaxAge}, ${swr}`,
    'Netlify-CDN-Cache-Control': `public, durable, max-age=${cache.sMaxAge}, ${swr}`,
  }
}

/** The CDN-targeted headers, for answers that must not be kept (they would outlive no-store). */
export const CDN_CACHE_HEADERS = ['CDN-Cache-Control', 'Netlify-CDN-Cache-Control'] as const
