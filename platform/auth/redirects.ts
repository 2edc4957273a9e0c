import { isIP } from 'node:net'

// Where an email link may send the browser after /verify (GoTrue's utilities.GetReferrer and
// IsRedirectURLValid): the site itself (same scheme and host; any port on localhost) or a
// loopback address. Anything else falls back to the site URL, so a link can never be made to
// carry a session to someone else's page. GoTrue also accepts a configured allow list; this
// project configures none.

const DECIMAL_IP = /^[0-9]+$/
const LOCALHOST = new Set(['localhost', '127.0.0.1', '::1', '[::1]'])

function parse(url: string): URL | null {
  try {
    return new URL(url)
  } catch {
    return null
  }
}

export function isRedirectUrlAllowed(siteUrl: string, redirectUrl: string): boolean {
  if (!redirectUrl) return false
  const base = parse(siteUrl)
  const target = parse(redirectUrl)
  if (!base || !target) return false
  const host = target.hostname.replace(/^\[|\]$/g, '')
  if (
    base.hostname === target.hostname &&
    base.protocol === target.protocol &&
    (base.port === target.port || LOCALHOST.has(target.hostname))
  ) {
    return true
  }
  if (DECIMAL_IP.test(host)) return false
  if (isIP(host)) return host === '::1' || host.startsWith('127.')
  return false
}

/** The request's `redirect_to` (header or query), else its Referer, when allowed; else the site. */
export function referrerUrl(
  siteUrl: string,
  request: { redirectTo?: string | null; referer?: string | null },
): string {
  for (const candidate of [request.redirectTo, request.referer]) {
    if (candidate && isRedirectUrlAllowed(siteUrl, candidate)) return candidate
  }
  return siteUrl
}
