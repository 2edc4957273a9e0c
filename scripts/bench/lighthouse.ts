import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

// Lighthouse's mobile audit (its default: a mid-range phone on a slow 4G link, simulated) of the
// public pages that matter most, with the system Chromium. Each page is audited until RUNS runs
// have succeeded (at most MAX_ATTEMPTS tries) and reported by the median of each figure; a run
// that fails is reported as failed, with Lighthouse's reason, and never counted as a score of 0.

export const LIGHTHOUSE_ROUTES = ['/', '/tracks', '/track/midnight-circuit', '/shop'] as const

const RUNS = 5
const MAX_ATTEMPTS = 8
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type Category = (typeof CATEGORIES)[number]

export type LighthouseRun =
  | {
      ok: true
      scores: Record<Category, number>
      lcpMs: number
      tbtMs: number
      cls: number
      /** Lighthouse's CPU benchmark of the machine, taken at the run (higher is faster). */
      benchmarkIndex: number
    }
  | { ok: false; reason: string }

export type LighthouseFigures = {
  route: string
  runs: LighthouseRun[]
  /** The median of each figure over the runs that succeeded; undefined when none did. */
  median?: Extract<LighthouseRun, { ok: true }>
  /**
   * One run of the served page with its scripts blocked: what the HTML, styles and images cost
   * on this machine, before the app's JavaScript adds its share.
   */
  withoutScripts: LighthouseRun
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** The loader that fetches a served page's app once it has painted (web/build/hydrate.js). */
const APP_LOADER = '*/hydrate.js'

async function audit(
  url: string,
  port: number,
  blockedUrlPatterns?: string[],
): Promise<LighthouseRun> {
  let result: Awaited<ReturnType<typeof lighthouse>>
  try {
    result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      blockedUrlPatterns,
    })
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) }
  }
  if (!result) return { ok: false, reason: 'Lighthouse returned no result' }
  const { categories, audits, runtimeError, environment } = result.lhr
  if (runtimeError) return { ok: false, reason: `${runtimeError.code}: ${runtimeError.message}` }
  const missing = CATEGORIES.filter((id) => typeof categories[id]?.score !== 'number')
  const lcp = audits['largest-contentful-paint']?.numericValue
  if (missing.length > 0 || lcp === undefined) {
    const why = audits['largest-contentful-paint']?.errorMessage ?? 'no score'
    return { ok: false, reason: `${[...missing, 'LCP'].join(', ')} not measured: ${why}` }
  }
  const score = (id: Category) => Math.round(categories[id]!.score! * 100)
  return {
    ok: true,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: Math.round(lcp),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    benchmarkIndex: Math.round(environment.benchmarkIndex),
  }
}

function medianOf(runs: LighthouseRun[]): LighthouseFigures['median'] {
  const done = runs.filter((run) => run.ok)
  if (done.length === 0) return undefined
  const of = (pick: (run: (typeof done)[number]) => number) => median(done.map(pick))
  return {
    ok: true,
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round(of((run) => run.scores[id]))]),
    ) as Record<Category, number>,
    lcpMs: Math.round(of((run) => run.lcpMs)),
    tbtMs: Math.round(of((run) => run.tbtMs)),
    cls: Number(of((run) => run.cls).toFixed(3)),
    benchmarkIndex: Math.round(of((run) => run.benchmarkIndex)),
  }
}

export async function runLighthouse(
  siteUrl: string,
  chromePath: string,
): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  try {
    const figures: LighthouseFigures[] = []
    for (const route of LIGHTHOUSE_ROUTES) {
      const runs: LighthouseRun[] = []
      // As a CDN in front would serve it (s-maxage): the page has been rendered once already.
      await warmUp(`${siteUrl}${route}`)
      while (runs.filter((run) => run.ok).length < RUNS && runs.length < MAX_ATTEMPTS) {
        runs.push(await audit(`${siteUrl}${route}`, chrome.port))
      }
      const withoutScripts = await audit(`${siteUrl}${route}`, chrome.port, [APP_LOADER])
      figures.push({ route, runs, median: medianOf(runs), withoutScripts })
    }
    return figures
  } finally {
    chrome.kill()
  }
}

/** Asks for the page, and the images its HTML names, once before it is measured. */
async function warmUp(url: string): Promise<void> {
  const html = await (await fetch(url)).text()
  const images = [...html.matchAll(/<img[^>]+src="([^"]+)"/g)].map((match) => match[1]!)
  await Promise.all(
    images.slice(0, 4).map((src) => fetch(new URL(src, url)).then((r) => r.arrayBuffer())),
  )
}
