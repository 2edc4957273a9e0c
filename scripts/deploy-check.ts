import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import Stripe from 'stripe'
import type { z } from 'zod'
import { FunctionEnvSchema, ResendWebhookEnvSchema } from '../functions/_shared/env.ts'
import { BROWSER_ONLY_PAGES } from '../functions/render/app.ts'
import { RenderEnvSchema } from '../functions/render/env.ts'
import { PUBLIC_PAGES, productPage, trackPage } from '../functions/site/sitemap/pages.ts'
import { SUPABASE_DEFAULT_SECRETS, SUPABASE_LEGACY_SECRETS } from '../platform/function-env.ts'
import { ensureWebBuild } from '../platform/web-build.ts'
import { startTestPlatform, type TestPlatform } from '../tests/integration/helpers/platform.ts'
import { functionSources } from './deploy-check/bundle/function-config.ts'
import { type StagedBundle, stageBundle } from './deploy-check/bundle/stage.ts'
import { checkCertificate, type IssuedLicence, issueLicences } from './deploy-check/certificates.ts'
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
} from './deploy-check/checks.ts'
import { firstAnswer, type Served, serveBundle, stopServed } from './deploy-check/deno-process.ts'
import { type FunctionFigures, kb, listFiles, printTable } from './deploy-check/report.ts'

// `npm run deploy:check`: a rehearsal of the README's deploy, offline (loopback only). Each
// function supabase/config.toml declares is built as `supabase functions deploy` ships it (only the
// modules the CLI walks from its entrypoint and the `static_files` its Docker bundler can see, in a
// folder of its own: deploy-check/bundle/stage.ts), and that bundle is booted under Deno, reading
// nothing outside its folder, with the environment a hosted project gives it, pointing at a local
// platform: its cold boot is timed from process start to its first HTTP answer, and the `site`
// bundle prints licence certificates for a CJK and an Arabic holder name. Then: every variable the
// functions read is set by Supabase or by the README's secrets step, and the static build's
// _redirects and _headers route and protect what the hosting needs. Exits non-zero when any check
// fails.

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const BOOT_RUNS = 3

/** What each function's environment schema requires (its Deno entry parses it at start). */
const ENV_SCHEMAS: Record<string, z.ZodObject> = {
  site: FunctionEnvSchema,
  admin: FunctionEnvSchema,
  'stripe-webhook': FunctionEnvSchema,
  'resend-webhook': ResendWebhookEnvSchema,
  render: RenderEnvSchema,
}

/** The request each function first answers: one that needs no database (boot, not queries). */
const PROBES: Record<string, { method: string; path: string; status: number }> = {
  // No secret key: refused before any work.
  site: { method: 'POST', path: 'site/jobs/deliver-emails', status: 401 },
  // No user token: refused before any query.
  admin: { method: 'GET', path: 'admin/settings', status: 401 },
  // No Stripe signature.
  'stripe-webhook': { method: 'POST', path: 'stripe-webhook', status: 400 },
  // No Svix signature.
  'resend-webhook': { method: 'POST', path: 'resend-webhook', status: 400 },
  // The home page, rendered with its data from the platform's site API.
  render: { method: 'GET', path: 'render/', status: 200 },
}

const log = (line: string) => console.log(line)

async function main() {
  const config = await readFile(join(ROOT, 'supabase', 'config.toml'), 'utf8')
  const sources = functionSources(config)
  const rows: CheckRow[] = []
  const unknown = sources.filter(({ name }) => !ENV_SCHEMAS[name] || !PROBES[name])
  for (const { name } of unknown) {
    rows.push({ check: `function ${name}`, ok: false, detail: 'not known to deploy:check' })
  }

  // The site as deploy steps 4 and 7 build it (the render function imports its server build).
  const site = {
    VITE_SUPABASE_URL: process.env.VITE_SUPABASE_URL ?? 'https://api.kaelvoss.example',
    VITE_SUPABASE_PUBLISHABLE_KEY:
      process.env.VITE_SUPABASE_PUBLISHABLE_KEY ?? 'sb_publishable_deploy_check',
    VITE_SITE_URL: process.env.VITE_SITE_URL ?? 'https://kaelvoss.example',
  }
  log(`Building the site for ${site.VITE_SUPABASE_URL} (web/dist, web/dist-server)…`)
  const webDist = join(ROOT, 'web', 'dist')
  await ensureWebBuild(site, webDist, join(ROOT, 'web', 'dist-server'), log)

  // Bundles, and the variables each function's module graph reads.
  const bundlesDir = await mkdtemp(join(tmpdir(), 'deploy-check-bundles-'))
  const figures: FunctionFigures[] = []
  const read = new Map<string, ReadVariable>()
  const reads = (name: string, variable: string, required: boolean) => {
    const known = read.get(variable) ?? { name: variable, required: false, functions: [] }
    known.required ||= required
    if (!known.functions.includes(name)) known.functions.push(name)
    read.set(variable, known)
  }
  try {
    for (const source of sources.filter((known) => !unknown.includes(known))) {
      log(`Bundling ${source.name} as the Supabase CLI does…`)
      const bundle = await stageBundle(ROOT, source, join(bundlesDir, source.name))
      figures.push({ name: source.name, bundle, bootMs: [], answer: '', ok: false })
      rows.push(bundleRow(source.name, bundle))
      for (const variable of schemaReads(ENV_SCHEMAS[source.name]!)) {
        reads(source.name, variable.name, variable.required)
      }
      for (const input of bundle.inputs) {
        const text = await readFile(join(ROOT, input), 'utf8')
        for (const variable of denoEnvReads(text)) reads(source.name, variable, true)
      }
    }
    rows.push(...checkAuthConfig(config))
    const readme = await readFile(join(ROOT, 'README.md'), 'utf8')
    rows.push(checkWebhookEndpointVersion(readme, Stripe.API_VERSION))
    rows.push(
      ...envCoverage({
        read: [...read.values()],
        supabaseDefaults: SUPABASE_DEFAULT_SECRETS,
        supabaseLegacy: SUPABASE_LEGACY_SECRETS,
        readmeSecrets: secretsSetInReadme(readme),
      }),
    )

    // The static host's files.
    const files = (await listFiles(webDist)).filter(
      (path) => !/^\/_(headers|redirects)$/.test(path),
    )
    const assets = files.filter((path) => path.startsWith('/assets/'))
    rows.push(
      ...checkRedirects(await readFile(join(webDist, '_redirects'), 'utf8'), {
        supabaseUrl: site.VITE_SUPABASE_URL,
        publicPages: [
          ...PUBLIC_PAGES,
          trackPage('midnight-circuit'),
          productPage('kv1-studio-headphones'),
        ],
        browserOnly: [...BROWSER_ONLY_PAGES],
        files: files.filter((path) => !path.startsWith('/.')),
      }),
      // The host's own files only: the pages and the sitemap are proxied, and carry what their
      // function sends (checked on the booted render function below).
      ...checkHeaders(await readFile(join(webDist, '_headers'), 'utf8'), {
        pages: ['/index.html', '/library'],
        assets: assets.slice(0, 2),
      }),
    )

    // Cold boots of the bundles, against a local platform started for the check.
    log('Starting a local platform for the functions to talk to…')
    const platform = await startTestPlatform()
    try {
      log('Buying licences for the certificates…')
      const licences = await issueLicences(platform)
      for (const figure of figures) {
        log(`Booting the ${figure.name} bundle under Deno (${BOOT_RUNS} times)…`)
        await measureBoot(figure, platform, rows, site.VITE_SUPABASE_URL, licences)
      }
    } finally {
      await platform.stop()
    }
  } finally {
    await rm(bundlesDir, { recursive: true, force: true })
  }

  printTable(figures, rows)
  const failed = rows.filter((row) => !row.ok).length + figures.filter((f) => !f.ok).length
  if (failed > 0) {
    log(`\n${failed} check(s) failed.`)
    process.exitCode = 1
  } else {
    log('\nEvery check passed.')
  }
}

/** What the CLI would ship of a function, and what it would leave behind. */
function bundleRow(name: string, bundle: StagedBundle): CheckRow {
  const problems = [
    ...bundle.unwalked.map((file) => `${file} is imported but the CLI's walk never reaches it`),
    ...bundle.unmounted.map((file) => `${file} is outside what the CLI's Docker bundler mounts`),
    ...bundle.unmatched.map((pattern) => `static_files pattern ${pattern} matches nothing`),
  ]
  return {
    check: `bundle ${name}`,
    ok: problems.length === 0,
    detail:
      problems.length > 0
        ? problems.join('; ')
        : `${bundle.modules.length} project files, ${bundle.staticFiles.length} static files (${kb(bundle.staticBytes)}), ${bundle.packageFiles} npm package files; reads nothing else`,
  }
}

async function measureBoot(
  figure: FunctionFigures,
  platform: TestPlatform,
  rows: CheckRow[],
  /** The project's address the site is built for, as README step 3 sets PUBLIC_SUPABASE_URL. */
  publicApiUrl: string,
  licences: IssuedLicence[],
) {
  const probe = PROBES[figure.name]!
  const env = { ...platform.platform.functionVariables, PUBLIC_SUPABASE_URL: publicApiUrl }
  figure.ok = true
  for (let run = 0; run < BOOT_RUNS; run++) {
    const served = await serveBundle(figure.bundle, env)
    try {
      const answer = await firstAnswer(served, probe).catch((error: Error) => error)
      if (answer instanceof Error) {
        figure.ok = false
        figure.answer = 'no answer'
        rows.push({ check: `boot ${figure.name}`, ok: false, detail: answer.message })
        return
      }
      figure.bootMs.push(answer.at - served.started)
      figure.answer = `${probe.method} /${probe.path} → ${answer.status}`
      if (answer.status !== probe.status) {
        figure.ok = false
        figure.answer += ` (expected ${probe.status})`
      }
      if (run === 0) rows.push(...(await firstRunRows(figure.name, served, publicApiUrl, licences)))
    } finally {
      await stopServed(served)
    }
  }
}

/** What is asked of a booted bundle once: certificates from `site`, served headers from `render`. */
async function firstRunRows(
  name: string,
  served: Served,
  publicApiUrl: string,
  licences: IssuedLicence[],
): Promise<CheckRow[]> {
  if (name === 'site') {
    const rows: CheckRow[] = []
    for (const licence of licences) rows.push(await checkCertificate(served.url, licence))
    return rows
  }
  if (name !== 'render') return []
  // A missing file that reached the renderer is a JSON 404, never a page.
  const missing = await fetch(`${served.url}/render/assets/missing-0000.js`)
  const type = missing.headers.get('content-type') ?? ''
  await missing.body?.cancel()
  return [
    {
      check: 'render: missing /assets file',
      ok: missing.status === 404 && type.startsWith('application/json'),
      detail: `${missing.status} ${type}`,
    },
    ...(await renderHeaderRows(served.url, publicApiUrl)),
  ]
}

/**
 * What a visitor's browser gets with a page: the static host proxies it and adds nothing, so the
 * render function's own headers are all there is (security, and how a CDN may keep it).
 */
async function renderHeaderRows(url: string, publicApiUrl: string): Promise<CheckRow[]> {
  const rows: CheckRow[] = []
  const answers: [string, boolean][] = [
    ['/', true],
    [trackPage('midnight-circuit'), true],
    ['/track/no-such-track', true],
    ['/assets/missing-0000.js', false],
    ['/library', false],
  ]
  for (const [path, sharedCache] of answers) {
    const response = await fetch(`${url}/render${path}`)
    await response.arrayBuffer()
    rows.push(
      ...checkServedHeaders(`render ${path}`, response.headers, {
        apiUrl: publicApiUrl,
        sharedCache,
      }),
    )
  }
  return rows
}

await main()
