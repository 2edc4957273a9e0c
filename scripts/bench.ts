import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { CHROME_PATH } from '../tests/browser/helpers/chromium.ts'
import { startBrowserSite } from '../tests/browser/helpers/site.ts'
import { type ApiFigures, benchApi } from './bench/api.ts'
import { chunkName, measureRouteJs, type RouteJs } from './bench/bundle.ts'
import { type LighthouseFigures, runLighthouse } from './bench/lighthouse.ts'
import { measurePayToEmail } from './bench/pay-to-email.ts'

// `npm run bench`: builds the site for a throwaway local platform and measures it — JavaScript per
// public route, Lighthouse (mobile) on the main pages, API throughput, and the time from Pay to
// the download email. Writes bench-results/bench.json and bench-results/bench.md. Figures only:
// it never fails on timing (ARCHITECTURE.md has the budgets to compare with).

const OUT_DIR = 'bench-results'
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const log = (line: string) => console.log(line)

log('Starting a local platform and building the site…')
const site = await startBrowserSite()
let routes: RouteJs[]
let lighthouse: LighthouseFigures[]
let api: ApiFigures[]
let payToEmailMs: number[]
try {
  log('Measuring the JavaScript of each public route…')
  routes = await measureRouteJs(site.browser, site.siteUrl, site.webDir)
  log('Running Lighthouse (mobile)…')
  lighthouse = await runLighthouse(site.siteUrl, CHROME_PATH)
  log('Measuring the time from Pay to the download email…')
  payToEmailMs = await measurePayToEmail(site.platform.url)
  log('Measuring API throughput (autocannon, 10 connections × 10 s each)…')
  api = await benchApi(site.platform.url)
} finally {
  await site.stop()
}

const figures = {
  measuredAt: new Date().toISOString(),
  machine: { node: process.version, cpus: (await import('node:os')).cpus().length },
  routes,
  lighthouse,
  payToEmailMs,
  api,
}

const table = (head: string[], rows: (string | number)[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n')

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

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
  '## Lighthouse, mobile',
  '',
  table(
    ['route', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'TBT', 'CLS'],
    lighthouse.map((page) => [
      page.route,
      page.scores.performance,
      page.scores.accessibility,
      page.scores['best-practices'],
      page.scores.seo,
      `${page.lcpMs} ms`,
      `${page.tbtMs} ms`,
      page.cls,
    ]),
  ),
  '',
  '## API through the platform',
  '',
  table(
    ['call', 'requests', 'req/s', 'p50', 'p99', 'non-2xx'],
    api.map((call) => [
      call.name,
      call.requests,
      call.rps,
      `${call.p50} ms`,
      `${call.p99} ms`,
      call.non2xx,
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
