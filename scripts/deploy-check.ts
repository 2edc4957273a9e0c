import { type ChildProcess, spawn } from 'node:child_process'
import { readdir, readFile } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import Stripe from 'stripe'
import type { z } from 'zod'
import { FunctionEnvSchema } from '../functions/_shared/env.ts'
import { BROWSER_ONLY_PAGES } from '../functions/render/app.ts'
import { RenderEnvSchema } from '../functions/render/env.ts'
import { PUBLIC_PAGES, productPage, trackPage } from '../functions/site/sitemap/pages.ts'
import { SUPABASE_DEFAULT_SECRETS, SUPABASE_LEGACY_SECRETS } from '../platform/function-env.ts'
import { ensureWebBuild } from '../platform/web-build.ts'
import { freePort } from '../tests/helpers/free-port.ts'
import { startTestPlatform, type TestPlatform } from '../tests/integration/helpers/platform.ts'
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

// `npm run deploy:check`: a rehearsal of the README's deploy, offline (loopback only). For each
// function supabase/config.toml declares, its bundle size (esbuild over the same module graph Deno
// resolves) and its cold boot: the function started under Deno (`--cached-only`, npm packages from
// node_modules) with the environment a hosted project gives it, pointing at a local platform, timed
// from process start to its first HTTP answer. Then: every variable the functions read is set by
// Supabase or by the README's secrets step, and the static build's _redirects and _headers route
// and protect what the hosting needs. Exits non-zero when any check fails.
//
// `deno bundle` is not used: it downloads its own esbuild (0.25.5) from npm on first use, which an
// offline machine cannot; the project's esbuild (with tsx) bundles the same graph.

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const FUNCTIONS_DIR = join(ROOT, 'functions')
const DENO = join(ROOT, 'node_modules', '.bin', 'deno')
const BOOT_RUNS = 3
const BOOT_TIMEOUT_MS = 60_000

/** What each function's environment schema requires (its Deno entry parses it at start). */
const ENV_SCHEMAS: Record<string, z.ZodObject> = {
  site: FunctionEnvSchema,
  admin: FunctionEnvSchema,
  'stripe-webhook': FunctionEnvSchema,
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
  // The home page, rendered with its data from the platform's site API.
  render: { method: 'GET', path: 'render/', status: 200 },
}

type FunctionFigures = {
  name: string
  bytes: number
  gzipBytes: number
  bootMs: number[]
  answer: string
  ok: boolean
}

const log = (line: string) => console.log(line)
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`

async function main() {
  const config = await readFile(join(ROOT, 'supabase', 'config.toml'), 'utf8')
  const functions = [...config.matchAll(/^\[functions\.([a-z0-9-]+)\]\s*$/gm)].map((m) => m[1]!)
  const entry = (name: string) => {
    const section = config.split(`[functions.${name}]`)[1] ?? ''
    const path = /^entrypoint\s*=\s*"([^"]+)"/m.exec(section)?.[1]
    if (!path) throw new Error(`supabase/config.toml: [functions.${name}] has no entrypoint`)
    return resolve(ROOT, 'supabase', path)
  }
  const rows: CheckRow[] = []
  const unknown = functions.filter((name) => !ENV_SCHEMAS[name] || !PROBES[name])
  for (const name of unknown) {
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
  const figures: FunctionFigures[] = []
  const read = new Map<string, ReadVariable>()
  const reads = (name: string, variable: string, required: boolean) => {
    const known = read.get(variable) ?? { name: variable, required: false, functions: [] }
    known.required ||= required
    if (!known.functions.includes(name)) known.functions.push(name)
    read.set(variable, known)
  }
  const known = functions.filter((name) => !unknown.includes(name))
  for (const name of known) {
    const bundled = await build({
      entryPoints: [entry(name)],
      bundle: true,
      write: false,
      format: 'esm',
      // Deno resolves npm packages with the `deno` and `node` conditions; builtins stay external.
      platform: 'node',
      conditions: ['deno'],
      metafile: true,
      logLevel: 'error',
      absWorkingDir: FUNCTIONS_DIR,
    })
    const output = bundled.outputFiles[0]!.contents
    figures.push({
      name,
      bytes: output.byteLength,
      gzipBytes: gzipSync(output, { level: 9 }).byteLength,
      bootMs: [],
      answer: '',
      ok: false,
    })
    const schema = ENV_SCHEMAS[name]!
    for (const variable of schemaReads(schema)) reads(name, variable.name, variable.required)
    for (const input of Object.keys(bundled.metafile.inputs)) {
      if (input.includes('node_modules')) continue
      const source = await readFile(resolve(FUNCTIONS_DIR, input), 'utf8')
      for (const variable of denoEnvReads(source)) reads(name, variable, true)
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
  const files = (await listFiles(webDist)).filter((path) => !/^\/_(headers|redirects)$/.test(path))
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

  // Cold boots, against a local platform started for the check.
  log('Starting a local platform for the functions to talk to…')
  const platform = await startTestPlatform()
  try {
    for (const figure of figures) {
      log(`Booting ${figure.name} under Deno (${BOOT_RUNS} times)…`)
      await measureBoot(figure, entry(figure.name), platform, rows, site.VITE_SUPABASE_URL)
    }
  } finally {
    await platform.stop()
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

async function measureBoot(
  figure: FunctionFigures,
  entryPath: string,
  platform: TestPlatform,
  rows: CheckRow[],
  /** The project's address the site is built for, as README step 3 sets PUBLIC_SUPABASE_URL. */
  publicApiUrl: string,
) {
  const probe = PROBES[figure.name]!
  const env = { ...platform.platform.functionVariables, PUBLIC_SUPABASE_URL: publicApiUrl }
  figure.ok = true
  for (let run = 0; run < BOOT_RUNS; run++) {
    const served = await startDeno(entryPath, env)
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
      if (figure.name === 'render' && run === 0) {
        // A missing file that reached the renderer is a JSON 404, never a page.
        const missing = await fetch(`${served.url}/render/assets/missing-0000.js`)
        const type = missing.headers.get('content-type') ?? ''
        await missing.body?.cancel()
        rows.push({
          check: 'render: missing /assets file',
          ok: missing.status === 404 && type.startsWith('application/json'),
          detail: `${missing.status} ${type}`,
        })
        rows.push(...(await renderHeaderRows(served.url, publicApiUrl)))
      }
    } finally {
      served.child.kill()
      await served.exited
    }
  }
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

type Served = {
  child: ChildProcess
  url: string
  started: number
  exited: Promise<unknown>
  /** What the process printed so far. */
  output: () => string
}

async function startDeno(entryPath: string, env: Record<string, string>): Promise<Served> {
  const port = await freePort()
  const started = performance.now()
  // Nothing from this machine's environment but what Deno needs to run; no proxy: offline.
  const child = spawn(
    DENO,
    [
      'run',
      '--cached-only',
      '--node-modules-dir=manual',
      '--allow-net',
      '--allow-env',
      '--allow-read',
      '--allow-sys',
      relative(FUNCTIONS_DIR, entryPath),
    ],
    {
      cwd: FUNCTIONS_DIR,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        ...(process.env.DENO_DIR ? { DENO_DIR: process.env.DENO_DIR } : {}),
        NO_COLOR: '1',
        ...env,
        DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const exited = new Promise((done) => child.once('exit', done))
  return { child, url: `http://127.0.0.1:${port}`, started, exited, output: () => output }
}

/** Asks until the function answers; the time is when the answer arrived. */
async function firstAnswer(served: Served, probe: { method: string; path: string }) {
  const deadline = Date.now() + BOOT_TIMEOUT_MS
  for (;;) {
    if (served.child.exitCode !== null) {
      throw new Error(`${probe.path} exited with ${served.child.exitCode}:\n${served.output()}`)
    }
    try {
      const response = await fetch(`${served.url}/${probe.path}`, {
        method: probe.method,
        ...(probe.method === 'POST' ? { body: '{}' } : {}),
      })
      const at = performance.now()
      await response.arrayBuffer()
      return { status: response.status, at }
    } catch (error) {
      if (Date.now() > deadline) {
        throw new Error(`${probe.path} did not answer: ${error}\n${served.output()}`)
      }
      // Not listening yet: ask again as soon as the event loop is free.
      await new Promise((next) => setImmediate(next))
    }
  }
}

async function listFiles(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const files: string[] = []
  for (const entry of entries) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) files.push(...(await listFiles(path, base)))
    else files.push(`/${relative(base, path).split('\\').join('/')}`)
  }
  return files
}

function printTable(figures: FunctionFigures[], rows: CheckRow[]) {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b)
    return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
  }
  const table = [
    ['Function', 'Bundle', 'gzip', 'Cold boot (median)', 'Runs (ms)', 'First answer'],
    ...figures.map((figure) => [
      `${figure.ok ? '✓' : '✗'} ${figure.name}`,
      kb(figure.bytes),
      kb(figure.gzipBytes),
      `${median(figure.bootMs).toFixed(0)} ms`,
      figure.bootMs.map((ms) => ms.toFixed(0)).join(' / '),
      figure.answer,
    ]),
  ]
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)))
  log('')
  for (const [index, row] of table.entries()) {
    log(
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    if (index === 0) log(widths.map((width) => '-'.repeat(width)).join('  '))
  }
  log('')
  const checkWidth = Math.max(...rows.map((row) => row.check.length))
  for (const row of rows)
    log(`${row.ok ? '✓' : '✗'} ${row.check.padEnd(checkWidth)}  ${row.detail}`)
}

await main()
