import { readFileSync } from 'node:fs'
import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import { FunctionEnvSchema } from '../../functions/_shared/env.ts'
import { BROWSER_ONLY_PAGES } from '../../functions/render/app.ts'
import { RenderEnvSchema } from '../../functions/render/env.ts'
import { sharedPageHeaders } from '../../functions/render/page-cache.ts'
import { SUPABASE_DEFAULT_SECRETS, SUPABASE_LEGACY_SECRETS } from '../../platform/function-env.ts'
import { redirectsFile } from '../../web/build/redirects.ts'
import { headersFile, securityHeaders } from '../../web/build/security-headers.ts'
import {
  type CheckRow,
  checkAuthConfig,
  checkHeaders,
  checkRedirects,
  checkServedHeaders,
  checkWebhookEndpointVersion,
  denoEnvReads,
  envCoverage,
  type ReadVariable,
  schemaReads,
  secretsSetInReadme,
} from './checks.ts'

// The parts of `npm run deploy:check` that read files only, against the real README, env schemas
// and build outputs, and against broken copies of them, which must fail.

const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
const failed = (rows: CheckRow[]) => rows.filter((row) => !row.ok)

const read: ReadVariable[] = [
  ...schemaReads(FunctionEnvSchema).map((v) => ({ ...v, functions: ['site', 'admin'] })),
  ...schemaReads(RenderEnvSchema).map((v) => ({ ...v, functions: ['render'] })),
]
const coverage = (readme: string, variables = read) =>
  envCoverage({
    read: variables,
    supabaseDefaults: SUPABASE_DEFAULT_SECRETS,
    supabaseLegacy: SUPABASE_LEGACY_SECRETS,
    readmeSecrets: secretsSetInReadme(readme),
  })

describe('environment coverage', () => {
  it('reads the names the README sets with `supabase secrets set`, continuation lines included', () => {
    expect([...secretsSetInReadme(README)].sort()).toEqual([
      'DB_POOLER_URL',
      'EMAIL_FROM',
      'FUNCTION_REGION',
      'OWNER_EMAIL',
      'PUBLIC_SUPABASE_URL',
      'RESEND_API_KEY',
      'RESEND_WEBHOOK_SECRET',
      'SITE_URL',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
    ])
    const commented =
      '# npx supabase secrets set NOT_A_COMMAND=x\nnpx supabase secrets set A=1 \\\n  B_2="x y"'
    expect([...secretsSetInReadme(commented)]).toEqual(['A', 'B_2'])
  })

  it('passes with the README as it is: Supabase sets the keys, the README the rest', () => {
    expect(failed(coverage(README))).toEqual([])
    const rows = coverage(README)
    expect(rows.find((row) => row.check === 'env SUPABASE_SECRET_KEYS')?.detail).toMatch(
      /set by Supabase/,
    )
    expect(rows.find((row) => row.check === 'env STRIPE_API_BASE')?.detail).toMatch(/optional/)
  })

  it('fails, naming it, a variable the README no longer sets', () => {
    const withoutOwner = README.replace(/ OWNER_EMAIL='<owner email>'/, '')
    expect(withoutOwner).not.toBe(README)
    expect(failed(coverage(withoutOwner)).map((row) => row.check)).toEqual(['env OWNER_EMAIL'])
  })

  it('fails a function that reads a legacy key, or a variable nobody sets', () => {
    const rows = coverage(README, [
      { name: 'SUPABASE_SERVICE_ROLE_KEY', required: true, functions: ['site'] },
      { name: 'MYSTERY_TOKEN', required: true, functions: ['admin'] },
    ])
    expect(failed(rows).map((row) => row.check)).toEqual([
      'env SUPABASE_SERVICE_ROLE_KEY',
      'env MYSTERY_TOKEN',
    ])
  })

  it('finds direct Deno.env.get reads', () => {
    expect(denoEnvReads(`Deno.env.get('A_B') + Deno.env.get("C")`)).toEqual(['A_B', 'C'])
  })
})

const SUPABASE = 'https://api.kaelvoss.example'
const FUNCTIONS = `${SUPABASE}/functions/v1`
const expectations = {
  supabaseUrl: SUPABASE,
  publicPages: ['/', '/shop', '/track/midnight-circuit'],
  browserOnly: [...BROWSER_ONLY_PAGES],
  files: ['/index.html', '/robots.txt', '/assets/index-abc123.js', '/assets/cover-def456.webp'],
}

describe('_redirects', () => {
  it('passes as the build writes it', () => {
    const rows = checkRedirects(redirectsFile(SUPABASE), expectations)
    expect(failed(rows)).toEqual([])
    expect(rows.map((row) => row.check)).toContain('/library → index.html')
  })

  it('fails when /assets is sent to the renderer over the files', () => {
    const forced = `/assets/*  ${FUNCTIONS}/render/assets/:splat  200!\n${redirectsFile(SUPABASE)}`
    expect(failed(checkRedirects(forced, expectations)).map((row) => row.check)).toEqual([
      'static files served as files',
      'missing /assets file never HTML',
    ])
  })

  it('fails when a missing asset would get the app’s HTML', () => {
    const html = `/assets/*  /index.html  200\n${redirectsFile(SUPABASE)}`
    expect(failed(checkRedirects(html, expectations)).map((row) => row.check)).toEqual([
      'missing /assets file never HTML',
    ])
  })

  it('fails when a browser-only page goes to the renderer, or a page is left to the app', () => {
    const noLibrary = redirectsFile(SUPABASE).replace(/^\/library.*\n/gm, '')
    expect(failed(checkRedirects(noLibrary, expectations)).map((row) => row.check)).toEqual([
      '/library → index.html',
      '/library/deeper → index.html',
    ])
    const shopInApp = `/shop  /index.html  200\n${redirectsFile(SUPABASE)}`
    expect(failed(checkRedirects(shopInApp, expectations)).map((row) => row.check)).toEqual([
      'page /shop → render',
    ])
  })

  it('fails when the sitemap is not the site function’s, or a page is redirected instead of proxied', () => {
    const broken = redirectsFile(SUPABASE)
      .replace(/^\/sitemap\.xml.*\n/m, '')
      .replace(`/*  ${FUNCTIONS}/render/:splat  200`, `/*  ${FUNCTIONS}/render/:splat  301`)
    const checks = failed(checkRedirects(broken, expectations)).map((row) => row.check)
    expect(checks).toContain('sitemap → site')
    expect(checks).toContain('page / → render')
  })
})

describe('_headers', () => {
  const paths = { pages: ['/', '/library'], assets: ['/assets/index-abc123.js'] }

  it('passes as the build writes it', () => {
    expect(failed(checkHeaders(headersFile(SUPABASE), paths))).toEqual([])
  })

  it('fails without HSTS, or with a weak one', () => {
    const without = headersFile(SUPABASE).replace(/^\s+Strict-Transport-Security:.*\n/m, '')
    expect(failed(checkHeaders(without, paths)).map((row) => row.detail)).toEqual([
      'missing or weak: Strict-Transport-Security',
      'missing or weak: Strict-Transport-Security',
      'missing or weak: Strict-Transport-Security',
    ])
    const weak = headersFile(SUPABASE).replace(/max-age=63072000/, 'max-age=60')
    expect(failed(checkHeaders(weak, paths))).toHaveLength(3)
  })

  it('fails when pages would be cached for good, or assets would not be', () => {
    const pagesImmutable = headersFile(SUPABASE).replace('/assets/*', '/*')
    expect(failed(checkHeaders(pagesImmutable, paths)).map((row) => row.check)).toEqual([
      'caching /',
      'caching /library',
    ])
    const noAssetCaching = headersFile(SUPABASE).replace('/assets/*', '/nothing/*')
    expect(failed(checkHeaders(noAssetCaching, paths)).map((row) => row.check)).toEqual([
      'caching /assets/index-abc123.js',
    ])
  })
})

describe('a proxied page’s own headers', () => {
  const API = 'https://api.kaelvoss.example'
  const page = () => new Headers({ ...securityHeaders(API), ...sharedPageHeaders() })

  it('pass as the render function sends them', () => {
    expect(failed(checkServedHeaders('/', page(), { apiUrl: API, sharedCache: true }))).toEqual([])
  })

  it('fail without a security header, or with a policy for another project', () => {
    const without = page()
    without.delete('Strict-Transport-Security')
    expect(
      failed(checkServedHeaders('/', without, { apiUrl: API, sharedCache: false }))[0]?.detail,
    ).toBe('missing or weak: Strict-Transport-Security')
    const elsewhere = new Headers({ ...securityHeaders('https://abc.supabase.co') })
    expect(
      failed(checkServedHeaders('/', elsewhere, { apiUrl: API, sharedCache: false }))[0]?.detail,
    ).toBe(`missing or weak: CSP connect-src ${API}`)
  })

  it('fail when a CDN would keep a copy per cookie, or not at all', () => {
    const perCookie = page()
    perCookie.set('Vary', 'Accept-Language, Cookie')
    expect(
      failed(checkServedHeaders('/', perCookie, { apiUrl: API, sharedCache: true }))[0]?.detail,
    ).toBe('Vary: Cookie')
    const uncached = page()
    uncached.set('Cache-Control', 'no-store')
    uncached.delete('CDN-Cache-Control')
    expect(
      failed(checkServedHeaders('/', uncached, { apiUrl: API, sharedCache: true }))[0]?.detail,
    ).toBe(
      'no s-maxage, no stale-while-revalidate, browsers do not revalidate, no CDN-Cache-Control',
    )
  })
})

describe('Auth’s settings in supabase/config.toml', () => {
  const CONFIG = readFileSync(new URL('../../supabase/config.toml', import.meta.url), 'utf8')

  it('pass as the repository has them: SMTP with env() secrets, every limit set', () => {
    expect(failed(checkAuthConfig(CONFIG))).toEqual([])
  })

  it('fail with Supabase’s default sender, a written-in password or a limit left out', () => {
    const withoutSmtp = CONFIG.replace(/\[auth\.email\.smtp\][\s\S]*?\n\n/, '')
    expect(failed(checkAuthConfig(withoutSmtp)).map((row) => row.check)).toEqual([
      'auth email through SMTP',
    ])
    const literal = CONFIG.replace('pass = "env(SUPABASE_AUTH_SMTP_PASS)"', 'pass = "re_123"')
    expect(failed(checkAuthConfig(literal))[0]?.detail).toBe('the password is not env()')
    const noRefresh = CONFIG.replace(/^token_refresh = \d+\n/m, '')
    expect(failed(checkAuthConfig(noRefresh))[0]?.detail).toBe('not set: token_refresh')
    const written = CONFIG.replace(
      'site_url = "env(SUPABASE_AUTH_SITE_URL)"',
      'site_url = "https://x.example"',
    )
    expect(failed(checkAuthConfig(written))[0]?.check).toBe('auth site_url and redirects')
  })
})

describe('the Stripe webhook endpoint step', () => {
  it('pins the API version the stripe package speaks', () => {
    expect(checkWebhookEndpointVersion(README, Stripe.API_VERSION)).toMatchObject({ ok: true })
  })

  it('fails without api_version, or with another one', () => {
    const without = README.replace(/ *-d api_version=[\w.-]+ *\\\n/, '')
    expect(checkWebhookEndpointVersion(without, Stripe.API_VERSION).ok).toBe(false)
    expect(checkWebhookEndpointVersion(README, '2020-08-27').ok).toBe(false)
  })
})
