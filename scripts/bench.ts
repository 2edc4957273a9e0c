import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { CHROME_PATH } from '../tests/browser/helpers/chromium.ts'
import { startBrowserSite } from '../tests/browser/helpers/site.ts'
import { createScratchDatabase } from '../tests/helpers/database.ts'
import { startTestPlatform } from '../tests/integration/helpers/platform.ts'
import { type ApiFigures, benchApi } from './bench/api.ts'
import { chunkName, measureRouteJs, type RouteJs } from './bench/bundle.ts'
import { type LighthouseFigures, median, runLighthouse } from './bench/lighthouse.ts'
import { jsByPackage, type PackageBytes } from './bench/packages.ts'
import { measurePayToEmail } from './bench/pay-to-email.ts'
import { type ViralFigures, viralLoad } from './bench/viral.ts'

// `npm run bench`: builds the site for a throwaway local platform and measures it — JavaScript per
// public route, Lighthouse (mobile) on the main pages, API throughput, and the time from Pay to
// the download email. The API is measured on the embedded database and, when a PostgreSQL server
// is named (BENCH_DATABASE_URL, else DATABASE_URL, else TEST_DATABASE_URL), again on a scratch
// database there. Writes bench-results/bench.json and bench-results/bench.md. Figures only: it
// never fails on timing (ARCHITECTURE.md has the budgets to compare with).

const OUT_DIR = 'bench-results'
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const log = (line: string) => console.log(line)

log('Starting a local platform and building the site…')
const site = await startBrowserSite()
let routes: RouteJs[]
let homePackages: PackageBytes[]
let lighthouse: LighthouseFigures[]
let api: ApiFigures[] = []
let payToEmailMs: number[]
const viral: (ViralFigures & { database: string })[] = []
try {
  log('Measuring the JavaScript of each public route…')
  routes = await measureRouteJs(site.browser, site.siteUrl, site.webDir)
  log('Tracing the JavaScript of / to its packages (a build with source maps)…')
  homePackages = await jsByPackage(routes.find((route) => route.route === '/')?.chunks ?? [])
  log('Running Lighthouse (mobile)…')
  lighthouse = await runLighthouse(site.siteUrl, CHROME_PATH)
  log('Measuring the time from Pay to the download email…')
  payToEmailMs = await measurePayToEmail(site.platform.url)
  log('Measuring API throughput on PGlite (autocannon, 10 connections × 10 s each)…')
  api = await benchApi(site.platform.url, 'PGlite', site.siteUrl)
  log('A viral link: 500 readers and 60 buyers racing for the last 5 units, on PGlite…')
  viral.push({
    database: 'PGlite',
    ...(await viralLoad({
      functionsUrl: `${site.platform.url}/functions/v1`,
      siteUrl: site.siteUrl,
      sql: site.platform.sql,
    })),
  })
} finally {
  await site.stop()
}

const serverUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL
let serverNote = ''
if (serverUrl) {
  log('Measuring API throughput on the PostgreSQL server (a scratch database)…')
  const scratch = await createScratchDatabase(serverUrl, 'bench')
  try {
    const platform = await startTestPlatform({ databaseUrl: scratch.url })
    try {
      api.push(...(await benchApi(platform.url, 'PostgreSQL server')))
      log(
        'A viral link on the PostgreSQL server (the functions through TEST_DB_POOLER_URL if set)…',
      )
      viral.push({
        database: platform.platform.functionVariables.DB_POOLER_URL
          ? 'PostgreSQL server, through the pooler'
          : 'PostgreSQL server',
        ...(await viralLoad({
          functionsUrl: `${platform.url}/functions/v1`,
          siteUrl: null,
          sql: platform.platform.sql,
        })),
      })
    } finally {
      await platform.stop()
    }
  } finally {
    await scratch.drop()
  }
} else {
  serverNote =
    'Not measured on a PostgreSQL server: set BENCH_DATABASE_URL (or DATABASE_URL) to a server the bench may create a scratch database on.'
  log(serverNote)
}

const figures = {
  measuredAt: new Date().toISOString(),
  machine: { node: process.version, cpus: (await import('node:os')).cpus().length },
  routes,
  homePackages,
  lighthouse,
  payToEmailMs,
  api,
  viral,
}

const table = (head: string[], rows: (string | number)[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n')

const markdown = [
  `# Bench ${figures.measuredAt}`,
  '',
  '## JavaScript per public route (gzip)',
  '',
  table(
    ['route', 'entry', 'until idle', 'supabase-js', 'largest chunks'],
    routes.map((route) => [
      route.route,
      kb(route.entryGzipBytes),
      kb(route.totalGzipBytes),
      route.loadsSupabase ? 'yes' : 'no',
      route.chunks
        .slice(0, 4)
        .map((chunk) => `${chunkName(chunk.file)} ${kb(chunk.gzipBytes)}`)
        .join(', '),
    ]),
  ),
  '',
  `JavaScript loaded to render \`/\` (every script until idle): ${kb(routes.find((route) => route.route === '/')?.totalGzipBytes ?? 0)}.`,
  '',
  '### `/` by package (gzip, each chunk shared out by its minified bytes)',
  '',
  table(
    ['package', 'gzip'],
    homePackages.map((entry) => [entry.name, kb(entry.gzipBytes)]),
  ),
  '',
  '## Lighthouse, mobile (median of the runs that succeeded)',
  '',
  table(
    [
      'route',
      'runs',
      'performance',
      'accessibility',
      'best practices',
      'SEO',
      'LCP',
      'TBT',
      'CLS',
      'without scripts (perf, LCP, TBT)',
      'machine',
    ],
    lighthouse.map(({ route, runs, median: m, withoutScripts: bare }) => {
      const done = `${runs.filter((run) => run.ok).length}/${runs.length}`
      const withoutScripts = bare.ok
        ? `${bare.scores.performance}, ${bare.lcpMs} ms, ${bare.tbtMs} ms`
        : `failed: ${bare.reason}`
      if (!m) return [route, done, 'failed', '', '', '', '', '', '', withoutScripts, '']
      return [
        route,
        done,
        `${m.scores.performance} (${runs.map((run) => (run.ok ? run.scores.performance : '✗')).join(', ')})`,
        m.scores.accessibility,
        m.scores['best-practices'],
        m.scores.seo,
        `${m.lcpMs} ms (${runs.map((run) => (run.ok ? run.lcpMs : '✗')).join(', ')})`,
        `${m.tbtMs} ms`,
        m.cls,
        withoutScripts,
        m.benchmarkIndex,
      ]
    }),
  ),
  '',
  "Machine: Lighthouse's CPU benchmark (benchmarkIndex, median of the runs; higher is faster). Its",
  'mobile figures slow the work they measured down 4× whatever the machine, so the same page',
  'scores lower on a slower or busier one. "Without scripts" is one run of the served page with',
  'the app blocked: what its HTML, styles and images cost here before any JavaScript.',
  ...lighthouse.flatMap(({ route, runs }) =>
    runs.flatMap((run, index) =>
      run.ok ? [] : [`- ${route}, run ${index + 1} failed: ${run.reason}`],
    ),
  ),
  '',
  '## API through the platform',
  '',
  table(
    ['call', 'database', 'requests', 'req/s', 'p50', 'p99', 'non-2xx', 'errors'],
    api.map((call) => [
      call.name,
      call.database,
      call.requests,
      call.rps,
      `${call.p50} ms`,
      `${call.p99} ms`,
      call.non2xx,
      call.errors,
    ]),
  ),
  ...(serverNote ? ['', serverNote] : []),
  '',
  '## A viral link (scripts/bench/viral.ts)',
  '',
  table(
    ['database', 'requests', 'statuses', '5xx', 'sold (of 5)', 'p50', 'p99', 'max', 'burst'],
    viral.map((run) => [
      run.database,
      run.requests,
      Object.entries(run.statuses)
        .map(([status, count]) => `${status}×${count}`)
        .join(' '),
      run.serverErrors,
      run.sold,
      `${run.p50} ms`,
      `${run.p99} ms`,
      `${run.max} ms`,
      `${run.burstMs} ms`,
    ]),
  ),
  '',
  `## Pay → download email: median ${median(payToEmailMs)} ms (runs: ${payToEmailMs.join(', ')} ms)`,
  '',
].join('\n')

await mkdir(OUT_DIR, { recursive: true })
await writeFile(join(OUT_DIR, 'bench.json'), `${JSON.stringify(figures, null, 2)}\n`)
await writeFile(join(OUT_DIR, 'bench.md'), markdown)
log(`\n${markdown}`)
log(`Written to ${OUT_DIR}/bench.json and ${OUT_DIR}/bench.md`)
