// The HTTP headers the static host sends with the website, written at build time into
// `dist/_headers` (the format Netlify and Cloudflare Pages read; the local site server applies the
// same file). The content security policy allows what the site uses and nothing more: its own
// files, and the Supabase project (functions, auth, storage: images, previews, uploads; realtime).
// Stripe Checkout is a top-level navigation, which CSP does not restrict.

import { EMBED_ORIGINS } from '../src/features/services/components/mix-embed.ts'

/**
 * `style-src 'unsafe-inline'`: the waveform player (wavesurfer.js) styles its shadow DOM with
 * `<style>` elements; scripts stay strictly same-origin. `data:` images: the two-factor QR code.
 */
export function contentSecurityPolicy(supabaseUrl: string): string {
  const supabase = new URL(supabaseUrl).origin
  // Realtime's WebSocket (wss: for https:), named as well for browsers without CSP 3's matching.
  const realtime = supabase.replace(/^http/, 'ws')
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${supabase}`,
    `media-src 'self' blob: ${supabase}`,
    `connect-src 'self' ${supabase} ${realtime}`,
    "font-src 'self'",
    // The mixes' players on /dj-sets, loaded only when the visitor asks for one.
    `frame-src ${EMBED_ORIGINS.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** Headers for every response of the site. */
export function securityHeaders(supabaseUrl: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(supabaseUrl),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  }
}

/** Built files have content hashes in their names: cache them for a year. */
export const IMMUTABLE_ASSETS = 'public, max-age=31536000, immutable'

/** The `_headers` file: security headers everywhere, long caching for hashed assets. */
export function headersFile(supabaseUrl: string): string {
  const block = (path: string, headers: Record<string, string>) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')
  return `${[
    block('/*', securityHeaders(supabaseUrl)),
    block('/assets/*', { 'Cache-Control': IMMUTABLE_ASSETS }),
  ].join('\n\n')}\n`
}
