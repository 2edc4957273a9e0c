import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureWebBuild } from '../../platform/web-build.ts'
import { startTestPlatform, type TestPlatform } from '../integration/helpers/platform.ts'
import { deno, denoMachine, root, type Served, serveWithDeno } from './helpers/serve.ts'

// The page renderer as Supabase runs it: `functions/render/index.ts` under Deno, importing the
// server build that `npm run build:web` writes to web/dist-server, and reading the catalogue from
// the platform's `site` function over HTTP (it needs no database of its own).

describe('the render function served by Deno', () => {
  let p: TestPlatform
  let render: Served

  beforeAll(async () => {
    p = await startTestPlatform()
    // What `npm run build:web` makes for this platform, where the Deno entry imports it from.
    await ensureWebBuild(
      {
        VITE_SUPABASE_URL: p.url,
        VITE_SUPABASE_PUBLISHABLE_KEY: p.keys.publishable_key,
        VITE_SITE_URL: p.platform.siteUrl,
      },
      join(root, 'web', 'dist'),
      join(root, 'web', 'dist-server'),
      () => {},
    )
    render = await serveWithDeno('render', {
      SUPABASE_URL: p.url,
      SITE_URL: 'https://kaelvoss.example',
      PUBLIC_SUPABASE_URL: 'https://api.kaelvoss.example',
    })
  }, 300_000)

  afterAll(async () => {
    render?.process.kill()
    await p?.stop()
  })

  it('is declared in supabase/config.toml and type-checks under Deno', async () => {
    const config = await readFile(join(root, 'supabase', 'config.toml'), 'utf8')
    expect(config).toMatch(
      /\[functions\.render\]\nverify_jwt = false\nentrypoint = "..\/functions\/render\/index.ts"/,
    )
    // A type error makes `deno check` exit non-zero with the problems on stderr.
    const problems = await promisify(execFile)(deno, ['check', 'render/index.ts'], {
      cwd: join(root, 'functions'),
      env: denoMachine,
    }).then(
      () => '',
      (error: { stderr?: string }) => error.stderr ?? String(error),
    )
    expect(problems).toBe('')
  }, 180_000)

  it('serves a track page with its content, head and structured data', async () => {
    const response = await fetch(`${render.url}/track/midnight-circuit?lng=fr`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(response.headers.get('cache-control')).toContain('s-maxage=30')
    // Its own security headers: the static host's _headers never reach a proxied page. The
    // policy names the project as browsers reach it (the custom domain), not SUPABASE_URL.
    const policy = response.headers.get('content-security-policy') ?? ''
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("connect-src 'self' https://api.kaelvoss.example")
    expect(policy).not.toContain(p.url)
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8}/)
    const html = await response.text()
    expect(html).toMatch(/<html lang="fr"/)
    expect(html).toMatch(/<h1[^>]*>Midnight Circuit<\/h1>/)
    expect(html).toContain(
      '<link rel="canonical" href="https://kaelvoss.example/track/midnight-circuit">',
    )
    expect(html).toContain('"@type":"MusicRecording"')
    expect(html).toContain('<script type="application/json" id="served-state">')
  })

  it('answers 404 with the not-found page for an unknown slug, and never HTML for /assets', async () => {
    const missing = await fetch(`${render.url}/track/no-such-track`)
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('<meta name="robots" content="noindex">')
    const asset = await fetch(`${render.url}/assets/index-missing.js`)
    expect(asset.status).toBe(404)
    expect(asset.headers.get('content-type')).toMatch(/^application\/json/)
  })
})
