import type { MiddlewareHandler } from 'hono'
import { PUBLIC_SHARED_CACHE, type SharedCache, sharedCacheHeaders } from './cdn-cache.ts'

/**
 * For public reads: a successful GET gets a strong ETag (SHA-256 of the body) and the shared
 * cache's headers (cdn-cache.ts: a CDN keeps it briefly, a browser revalidates); a request whose
 * If-None-Match names that tag gets 304 with no body. Every other header (CORS, Vary) stays on the
 * 304, so a cross-origin revalidation is still readable.
 */
export function publicCache(options: SharedCache = PUBLIC_SHARED_CACHE): MiddlewareHandler {
  const headers = Object.entries(sharedCacheHeaders(options))
  return async (c, next) => {
    await next()
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || c.res.status !== 200) return

    const tag = await strongEtag(await c.res.clone().arrayBuffer())
    if (ifNoneMatchIncludes(c.req.header('If-None-Match'), tag)) {
      await c.res.body?.cancel()
      // Hono carries the 200's headers (all but Content-Type) over to the response assigned here.
      c.res = new Response(null, { status: 304 })
      for (const name of ['Content-Length', 'Content-Encoding']) c.res.headers.delete(name)
    }
    c.res.headers.set('ETag', tag)
    for (const [name, value] of headers) c.res.headers.set(name, value)
  }
}

/** `"<base64url of SHA-256>"`: equal bodies, equal tags, on Deno and Node alike. */
export async function strongEtag(body: ArrayBuffer | string): Promise<string> {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
  const base64 = btoa(String.fromCharCode(...digest))
  return `"${base64.replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')}"`
}

/**
 * If-None-Match uses the weak comparison (RFC 9110, 13.1.2): a `W/` prefix, added by a proxy that
 * compressed the body, does not stop a match.
 */
export function ifNoneMatchIncludes(header: string | undefined, tag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  const candidates = header.match(/(W\/)?"[^"]*"/g) ?? []
  return candidates.some((candidate) => candidate.replace(/^W\//, '') === tag)
}
