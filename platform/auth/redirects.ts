// Where an email link or an OAuth sign-in may send the browser afterwards (GoTrue's
// utilities.GetReferrer and IsRedirectURLValid): the site itself (same scheme, host and port) or
// one of the configured redirect URLs (config.toml `additional_redirect_urls`, GoTrue's
// URI_ALLOW_LIST, with its glob patterns). Anything else falls back to the site URL, so a link can
// never carry a session to someone else's page. Stricter than GoTrue in one way: GoTrue also lets
// any loopback address through, with any scheme and port (`javascript://127.0.0.1/…`,
// `http://127.0.0.2:9999/`), which here would hand a session to whatever listens there; only
// http(s) is ever accepted.

export type RedirectPolicy = {
  siteUrl: string
  /** GoTrue's URI_ALLOW_LIST: exact URLs, or patterns where `*` stays within a host label or path segment and `**` spans any. */
  allowList?: readonly string[]
}

function parse(url: string): URL | null {
  try {
    return new URL(url)
  } catch {
    return null
  }
}

const isHttp = (url: URL) => url.protocol === 'http:' || url.protocol === 'https:'

/** gobwas/glob with '.' and '/' as separators, as GoTrue compiles its allow list. */
function globPattern(pattern: string): RegExp {
  let source = ''
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!
    if (char === '*' && pattern[i + 1] === '*') {
      source += '.*'
      i++
    } else if (char === '*') source += '[^./]*'
    else if (char === '?') source += '[^./]'
    else source += char.replace(/[\\^$+.()|{}[\]]/g, '\\$&')
  }
  return new RegExp(`^${source}$`)
}

export function isRedirectUrlAllowed(policy: RedirectPolicy, redirectUrl: string): boolean {
  const base = parse(policy.siteUrl)
  const target = parse(redirectUrl)
  if (!base || !target || !isHttp(target)) return false
  if (target.username || target.password) return false
  if (target.origin === base.origin) return true
  // Matched without the fragment, as GoTrue does.
  const [withoutFragment] = redirectUrl.split('#')
  return (policy.allowList ?? []).some((pattern) => globPattern(pattern).test(withoutFragment!))
}

/** The request's `redirect_to` (header or query), else its Referer, when allowed; else the site. */
export function referrerUrl(
  policy: RedirectPolicy,
  request: { redirectTo?: string | null; referer?: string | null },
): string {
  for (const candidate of [request.redirectTo, request.referer]) {
    if (candidate && isRedirectUrlAllowed(policy, candidate)) return candidate
  }
  return policy.siteUrl
}
