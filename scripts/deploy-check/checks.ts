import type { z } from 'zod'
import { headersFor, parseHeadersFile } from '../../platform/static-headers.ts'

// The parts of `npm run deploy:check` that need neither Deno nor a platform: whether the README's
// deploy steps give the functions every variable they read, and whether the static build's
// `_redirects` and `_headers` route and protect what the hosting needs. Each returns rows for the
// report; a row that is not `ok` fails the check.

export type CheckRow = { check: string; ok: boolean; detail: string }

// ---------------------------------------------------------------------------------------------
// Environment coverage

/** A variable a function reads, and whether it must be set for the function to start. */
export type ReadVariable = { name: string; required: boolean; functions: string[] }

/**
 * The names the README's deploy steps set with `supabase secrets set NAME=… NAME=…` (continuation
 * lines included; commented lines are not commands).
 */
export function secretsSetInReadme(readme: string): Set<string> {
  const names = new Set<string>()
  const lines = readme.split('\n')
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!
    if (line.trimStart().startsWith('#') || !/\bsupabase secrets set\b/.test(line)) continue
    let command = line
    while (command.trimEnd().endsWith('\\') && index + 1 < lines.length) {
      command = `${command.trimEnd().slice(0, -1)} ${lines[++index]!}`
    }
    const args = command.slice(command.search(/\bsupabase secrets set\b/))
    for (const match of args.matchAll(/(?:^|\s)([A-Z][A-Z0-9_]*)=/g)) names.add(match[1]!)
  }
  return names
}

/**
 * Every variable a function needs is set by Supabase (its default secrets) or by the README's
 * secrets step; an optional one (local only, unset in production) may be neither. A function that
 * reads a legacy key fails: the project may have none.
 */
export function envCoverage(options: {
  read: ReadVariable[]
  supabaseDefaults: readonly string[]
  supabaseLegacy: readonly string[]
  readmeSecrets: ReadonlySet<string>
}): CheckRow[] {
  return options.read.map(({ name, required, functions }) => {
    const check = `env ${name}`
    const who = functions.join(', ')
    if (options.supabaseLegacy.includes(name)) {
      return { check, ok: false, detail: `${who} read the legacy ${name}` }
    }
    if (options.supabaseDefaults.includes(name)) {
      return { check, ok: true, detail: `set by Supabase (${who})` }
    }
    if (options.readmeSecrets.has(name)) {
      return { check, ok: true, detail: `README secrets step (${who})` }
    }
    if (!required) return { check, ok: true, detail: `optional, unset in production (${who})` }
    return {
      check,
      ok: false,
      detail: `${who} need it, but neither Supabase nor the README's secrets step sets it`,
    }
  })
}

/** The variables an environment schema reads; required unless the schema accepts them unset. */
export function schemaReads(schema: z.ZodObject): { name: string; required: boolean }[] {
  return Object.entries(schema.shape).map(([name, field]) => ({
    name,
    required: !(field as z.ZodType).safeParse(undefined).success,
  }))
}

/** `Deno.env.get('NAME')` calls in a source file (the functions' env schemas list the rest). */
export function denoEnvReads(source: string): string[] {
  return [...source.matchAll(/Deno\.env\.get\(\s*['"`]([A-Za-z0-9_]+)['"`]\s*\)/g)].map(
    (match) => match[1]!,
  )
}

// ---------------------------------------------------------------------------------------------
// _redirects (Netlify's format: `from  to  status[!]`, first match wins; a rule without `!` does
// not apply where a file exists, so the host's own files are served as they are)

export type RedirectRule = { from: string; to: string; status: number; force: boolean }

export function parseRedirects(text: string): RedirectRule[] {
  const rules: RedirectRule[] = []
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trim()
    if (!line || line.startsWith('#')) continue
    const [from, to, status = '301'] = line.split(/\s+/)
    if (!from || !to || !/^\d{3}!?$/.test(status)) {
      throw new Error(`_redirects line ${index + 1} is not "from to status": ${line}`)
    }
    rules.push({ from, to, status: Number.parseInt(status, 10), force: status.endsWith('!') })
  }
  return rules
}

/** Where the host sends a path: its own file, a rule's target (placeholders filled in), or 404. */
export type Routed =
  | { kind: 'file' }
  | { kind: 'rule'; to: string; status: number; rule: RedirectRule }
  | { kind: 'none' }

export function route(rules: RedirectRule[], path: string, isFile: (path: string) => boolean) {
  const file = isFile(path)
  for (const rule of rules) {
    if (file && !rule.force) continue
    const params = matchPath(rule.from, path)
    if (!params) continue
    const to = rule.to.replace(/:([a-z]+)/gi, (whole, name: string) => params[name] ?? whole)
    return { kind: 'rule', to, status: rule.status, rule } satisfies Routed
  }
  return file ? ({ kind: 'file' } satisfies Routed) : ({ kind: 'none' } satisfies Routed)
}

function matchPath(from: string, path: string): Record<string, string> | null {
  const names: string[] = []
  const source = from
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => {
      if (segment === '*') {
        names.push('splat')
        return '(.*)'
      }
      if (segment.startsWith(':')) {
        names.push(segment.slice(1))
        return '([^/]+)'
      }
      return segment.replace(/[.+?^${}()|[\]\\*]/g, '\\$&')
    })
    .join('/')
  // `/auth/*` matches `/auth` too, as on Netlify; a trailing slash is the same path.
  const pattern = new RegExp(`^${source.replace(/\/\(\.\*\)$/, '(?:/(.*))?')}/?$`)
  const match = pattern.exec(path)
  if (!match) return null
  return Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? '']))
}

export type RoutingExpectations = {
  /** The Supabase project's URL the site was built for. */
  supabaseUrl: string
  /** Every public page (rendered by the render function), with a sample path for each pattern. */
  publicPages: string[]
  /** Pages rendered in the browser only: the app's index.html. */
  browserOnly: string[]
  /** The build's files, as paths (`/assets/index-abc.js`, `/robots.txt`, `/index.html`…). */
  files: string[]
}

/** What the static host must do with each kind of path, given the build's `_redirects`. */
export function checkRedirects(redirects: string, expect: RoutingExpectations): CheckRow[] {
  const functions = `${expect.supabaseUrl.replace(/\/+$/, '')}/functions/v1`
  const rules = parseRedirects(redirects)
  const files = new Set(expect.files)
  const isFile = (path: string) => files.has(path)
  const describe = (routed: Routed) =>
    routed.kind === 'rule'
      ? `${routed.to} ${routed.status}${routed.rule.force ? '!' : ''}`
      : routed.kind
  const rows: CheckRow[] = []
  const expectRoute = (check: string, path: string, ok: (routed: Routed) => boolean) => {
    const routed = route(rules, path, isFile)
    rows.push({ check, ok: ok(routed), detail: `${path} → ${describe(routed)}` })
  }
  const proxiedTo = (target: string) => (routed: Routed) =>
    routed.kind === 'rule' && routed.to === target && routed.status === 200

  // The build's files are served as they are: no rule (forced) takes them over.
  const shadowed = expect.files.filter((path) => route(rules, path, isFile).kind !== 'file')
  rows.push({
    check: 'static files served as files',
    ok: shadowed.length === 0 && expect.files.length > 0,
    detail:
      shadowed.length === 0
        ? `${expect.files.length} files, none taken over by a rule`
        : `taken over by a rule: ${shadowed.slice(0, 5).join(', ')}`,
  })
  // A missing asset is never answered with HTML (a script would get a page, a CDN would keep it):
  // the host's 404, or the render function, which answers /assets/* with a JSON 404.
  expectRoute(
    'missing /assets file never HTML',
    '/assets/missing-0000.js',
    (routed) =>
      routed.kind === 'none' ||
      (routed.kind === 'rule' &&
        routed.to === `${functions}/render/assets/missing-0000.js` &&
        !routed.rule.force),
  )
  for (const page of expect.publicPages) {
    expectRoute(`page ${page} → render`, page, proxiedTo(`${functions}/render${page}`))
  }
  expectRoute('sitemap → site', '/sitemap.xml', proxiedTo(`${functions}/site/sitemap.xml`))
  for (const page of expect.browserOnly) {
    for (const path of [page, `${page}/deeper`]) {
      expectRoute(`${path} → index.html`, path, proxiedTo('/index.html'))
    }
  }
  return rows
}

// ---------------------------------------------------------------------------------------------
// _headers

const REQUIRED_HEADERS: [string, (value: string) => boolean][] = [
  ['Content-Security-Policy', (value) => /frame-ancestors 'none'/.test(value)],
  ['Strict-Transport-Security', (value) => Number(/max-age=(\d+)/.exec(value)?.[1]) >= 31536000],
  ['X-Content-Type-Options', (value) => value === 'nosniff'],
  ['Referrer-Policy', (value) => value.length > 0],
  ['X-Frame-Options', (value) => value === 'DENY'],
  ['Permissions-Policy', (value) => /camera=\(\)/.test(value)],
]

/**
 * Security headers on the static host's own files (`_headers` applies to those only: Netlify does
 * not apply it to what `_redirects` proxies, so pages are checked on the function's answers,
 * `checkServedHeaders`); year-long caching for hashed assets only.
 */
export function checkHeaders(
  headersText: string,
  paths: { pages: string[]; assets: string[] },
): CheckRow[] {
  const rules = parseHeadersFile(headersText)
  const rows: CheckRow[] = []
  for (const path of [...paths.pages, ...paths.assets]) {
    const headers = headersFor(rules, path)
    const value = (name: string) =>
      headers.filter(([header]) => header.toLowerCase() === name.toLowerCase()).at(-1)?.[1]
    const missing = REQUIRED_HEADERS.filter(([name, ok]) => {
      const found = value(name)
      return found === undefined || !ok(found)
    }).map(([name]) => name)
    rows.push({
      check: `security headers ${path}`,
      ok: missing.length === 0,
      detail:
        missing.length === 0
          ? 'CSP, HSTS, nosniff, referrer, frame'
          : `missing or weak: ${missing.join(', ')}`,
    })
    const immutable = /immutable/.test(value('Cache-Control') ?? '')
    if (paths.assets.includes(path)) {
      rows.push({
        check: `caching ${path}`,
        ok: immutable,
        detail: immutable
          ? 'hashed asset, cached for good'
          : 'a hashed asset without immutable caching',
      })
    } else if (immutable) {
      rows.push({ check: `caching ${path}`, ok: false, detail: 'a page cached as immutable' })
    }
  }
  return rows
}

// ---------------------------------------------------------------------------------------------
// A function's own answer, as a proxied page reaches the visitor

/**
 * The headers a function's answer carries itself: every security header, a content security policy
 * that lets the browser reach the project at the address the site was built for, and, for a page
 * a CDN may keep, shared caching that varies on the language and never on cookies.
 */
export function checkServedHeaders(
  what: string,
  headers: Headers,
  expect: { apiUrl: string; sharedCache: boolean },
): CheckRow[] {
  const missing = REQUIRED_HEADERS.filter(([name, ok]) => {
    const value = headers.get(name)
    return value === null || !ok(value)
  }).map(([name]) => name)
  const api = new URL(expect.apiUrl).origin
  const connect = /connect-src ([^;]*)/.exec(headers.get('Content-Security-Policy') ?? '')?.[1]
  if (!connect?.split(' ').includes(api)) missing.push(`CSP connect-src ${api}`)
  const rows: CheckRow[] = [
    {
      check: `function headers ${what}`,
      ok: missing.length === 0,
      detail:
        missing.length === 0
          ? `CSP (${api}), HSTS, nosniff, referrer, frame, permissions`
          : `missing or weak: ${missing.join(', ')}`,
    },
  ]
  if (expect.sharedCache) {
    const cache = headers.get('Cache-Control') ?? ''
    const vary = (headers.get('Vary') ?? '').toLowerCase()
    const problems = [
      /\bs-maxage=\d+/.test(cache) ? '' : 'no s-maxage',
      /stale-while-revalidate=\d+/.test(cache) ? '' : 'no stale-while-revalidate',
      /\bmax-age=0\b/.test(cache) ? '' : 'browsers do not revalidate',
      headers.get('CDN-Cache-Control') ? '' : 'no CDN-Cache-Control',
      headers.get('Netlify-CDN-Cache-Control') ? '' : 'no Netlify-CDN-Cache-Control',
      /\bcookie\b/.test(vary) ? 'Vary: Cookie' : '',
    ].filter(Boolean)
    rows.push({
      check: `CDN caching ${what}`,
      ok: problems.length === 0,
      detail:
        problems.length === 0 ? `${cache}; Vary: ${headers.get('Vary')}` : problems.join(', '),
    })
  }
  return rows
}

// ---------------------------------------------------------------------------------------------
// supabase/config.toml's Auth settings, as `supabase config push` sends them

/** The `key = value` lines of one `[section]` of a TOML file (values as written). */
export function tomlSection(toml: string, section: string): Map<string, string> {
  const values = new Map<string, string>()
  let inside = false
  for (const raw of toml.split('\n')) {
    const line = raw.trim()
    if (line.startsWith('[')) {
      inside = line === `[${section}]`
      continue
    }
    const match = inside ? /^([A-Za-z_][\w-]*)\s*=\s*(.+)$/.exec(line) : null
    if (match) values.set(match[1]!, match[2]!.trim())
  }
  return values
}

const unquote = (value: string | undefined) => value?.replace(/^"(.*)"$/, '$1') ?? 'unset'

/** Auth's rate limits the deploy sets on purpose (names as `[auth.rate_limit]` spells them). */
const AUTH_RATE_LIMITS = ['email_sent', 'sign_in_sign_ups', 'token_verifications', 'token_refresh']
/** What Supabase's default sender allows an hour: a custom SMTP is what lifts it. */
const DEFAULT_EMAILS_AN_HOUR = 2

/**
 * Sign-in emails through our own SMTP with its secrets from the environment, every rate limit
 * stated, and the site's address and redirects from the environment rather than written in.
 */
export function checkAuthConfig(toml: string): CheckRow[] {
  const rows: CheckRow[] = []
  const fromEnv = (value: string | undefined) => /^"env\([A-Z][A-Z0-9_]*\)"$/.test(value ?? '')
  const auth = tomlSection(toml, 'auth')
  const redirects = auth.get('additional_redirect_urls') ?? ''
  rows.push({
    check: 'auth site_url and redirects',
    ok:
      fromEnv(auth.get('site_url')) &&
      /^\[\s*"env\([A-Z0-9_]+\)"(\s*,\s*"env\([A-Z0-9_]+\)")*\s*\]$/.test(redirects),
    detail: `site_url = ${auth.get('site_url') ?? 'unset'}, additional_redirect_urls = ${redirects || 'unset'}`,
  })
  const smtp = tomlSection(toml, 'auth.email.smtp')
  const smtpProblems = [
    smtp.get('enabled') === 'true' ? '' : 'not enabled',
    smtp.get('host') ? '' : 'no host',
    /^\d+$/.test(smtp.get('port') ?? '') ? '' : 'no port',
    fromEnv(smtp.get('pass')) ? '' : 'the password is not env()',
    smtp.get('admin_email') ? '' : 'no sender address',
  ].filter(Boolean)
  rows.push({
    check: 'auth email through SMTP',
    ok: smtpProblems.length === 0,
    detail:
      smtpProblems.length === 0
        ? `${unquote(smtp.get('host'))}:${smtp.get('port')} as ${unquote(smtp.get('user'))}, password ${unquote(smtp.get('pass'))}`
        : smtpProblems.join(', '),
  })
  const limits = tomlSection(toml, 'auth.rate_limit')
  const missing = AUTH_RATE_LIMITS.filter((name) => !/^\d+$/.test(limits.get(name) ?? ''))
  const emails = Number(limits.get('email_sent'))
  rows.push({
    check: 'auth rate limits',
    ok: missing.length === 0 && emails > DEFAULT_EMAILS_AN_HOUR,
    detail:
      missing.length > 0
        ? `not set: ${missing.join(', ')}`
        : AUTH_RATE_LIMITS.map((name) => `${name} ${limits.get(name)}`).join(', '),
  })
  return rows
}

// ---------------------------------------------------------------------------------------------
// The Stripe webhook endpoint

/**
 * The README's step that creates the webhook endpoint pins the API version the functions' Stripe
 * client speaks: without it Stripe renders events in the account's default version, whatever
 * shape that has, and the webhook parses them as the pinned one.
 */
export function checkWebhookEndpointVersion(readme: string, pinned: string): CheckRow {
  const lines = readme.split('\n')
  const start = lines.findIndex((line) => /\/v1\/webhook_endpoints\b/.test(line))
  let command = start < 0 ? '' : lines[start]!
  for (let index = start; index >= 0 && lines[index]!.trimEnd().endsWith('\\'); index++) {
    command += ` ${lines[index + 1] ?? ''}`
  }
  const version = /api_version=([\w.-]+)/.exec(command)?.[1]
  return {
    check: 'Stripe webhook endpoint version',
    ok: version === pinned,
    detail:
      start < 0
        ? 'the README creates no webhook endpoint'
        : version
          ? `api_version=${version} (the stripe package speaks ${pinned})`
          : `no api_version: events would come in the account's default, not ${pinned}`,
  }
}
