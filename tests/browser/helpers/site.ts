import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { readPlatformConfig } from '../../../platform/config.ts'
import { type RunningPlatform, startPlatform } from '../../../platform/main.ts'
import { freePort } from '../../helpers/free-port.ts'
import { CHROME_PATH } from './chromium.ts'

export const AXE_PATH = fileURLToPath(
  new URL('../../../node_modules/axe-core/axe.min.js', import.meta.url),
)

const DEMO_PASSWORD = 'demo-password-for-browser-tests'

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** A page that records what went wrong while it was open. */
export type WatchedPage = {
  page: Page
  context: BrowserContext
  /** Console errors, uncaught exceptions, failed requests and HTTP errors, as readable lines. */
  problems: string[]
  close(): Promise<void>
}

export type BrowserSite = {
  platform: RunningPlatform
  /** The website, e.g. http://localhost:5173 */
  siteUrl: string
  /** The demo accounts' password. */
  demoPassword: string
  /** The platform's publishable key, for supabase-js in the test itself. */
  publishableKey: string
  /** The web build this site serves. */
  webDir: string
  browser: Browser
  /**
   * A fresh browser context (no storage) and page; English unless `locale` says otherwise;
   * 1280×800 unless `viewport` says otherwise.
   */
  open(options?: {
    locale?: string
    viewport?: { width: number; height: number }
  }): Promise<WatchedPage>
  stop(): Promise<void>
}

/**
 * The whole platform as `npm start` runs it (web app built for it, seeded database) on free ports
 * with a fresh data folder, and the system Chromium, headless.
 */
export async function startBrowserSite(): Promise<BrowserSite> {
  const dataDir = await mkdtemp(join(tmpdir(), 'dj-browser-'))
  let platform: RunningPlatform | undefined
  let browser: Browser | undefined
  try {
    const config = readPlatformConfig({
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      PLATFORM_PORT: String(await freePort()),
      DB_PORT: String(await freePort()),
      DEMO_PASSWORD,
    })
    const started = startPlatform(config, { buildWeb: true, seedFullSeconds: 3 })
    const launched = chromium.launch({
      executablePath: CHROME_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
    })
    // Both start at once; whichever fails, the other is still cleaned up below.
    const [platformResult, browserResult] = await Promise.allSettled([started, launched])
    if (platformResult.status === 'fulfilled') platform = platformResult.value
    if (browserResult.status === 'fulfilled') browser = browserResult.value
    if (platformResult.status === 'rejected') throw platformResult.reason
    if (browserResult.status === 'rejected') throw browserResult.reason
  } catch (error) {
    await browser?.close()
    await platform?.stop()
    await rm(dataDir, { recursive: true, force: true })
    throw error
  }

  const runningBrowser = browser!
  const runningPlatform = platform!
  const { publishable_key } = JSON.parse(await readFile(join(dataDir, 'platform.json'), 'utf8'))
  return {
    platform: runningPlatform,
    siteUrl: runningPlatform.siteUrl,
    demoPassword: DEMO_PASSWORD,
    publishableKey: publishable_key,
    webDir: join(dataDir, 'web'),
    browser: runningBrowser,
    open: (options) =>
      openWatchedPage(
        runningBrowser,
        options?.locale ?? 'en-GB',
        options?.viewport ?? { width: 1280, height: 800 },
      ),
    async stop() {
      await runningBrowser.close()
      await runningPlatform.stop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * The whole site for one test file: started before its tests, stopped after them with every page
 * opened through `browse`. Call it inside the `describe`.
 */
export function useBrowserSite() {
  let site: BrowserSite | undefined
  const opened: WatchedPage[] = []
  beforeAll(async () => {
    site = await startBrowserSite()
  })
  afterAll(async () => {
    await Promise.allSettled(opened.map((watched) => watched.close()))
    await site?.stop()
  })
  const running = () => {
    if (!site) throw new Error('The site has not started')
    return site
  }
  return {
    get site() {
      return running()
    },
    /** A fresh page (its own storage), closed when the file's tests end. */
    async browse(options?: Parameters<BrowserSite['open']>[0]) {
      const watched = await running().open(options)
      opened.push(watched)
      return watched
    },
    /** A fresh page at `path` of the site. */
    async visit(path: string, options?: Parameters<BrowserSite['open']>[0]) {
      const watched = await running().open(options)
      opened.push(watched)
      await watched.page.goto(`${running().siteUrl}${path}`)
      return watched
    },
  }
}

async function openWatchedPage(
  browser: Browser,
  locale: string,
  viewport: { width: number; height: number },
): Promise<WatchedPage> {
  const context = await browser.newContext({ locale, viewport })
  const page = await context.newPage()
  const problems: string[] = []
  // The site's content security policy must never have to refuse anything it does itself.
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `CSP violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}`,
      ),
    ),
  )
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  page.on('requestfailed', (request) => {
    // Cancelled, not failed: a navigation stops requests in flight, a media element drops its own
    // range request to start another, an image out of the page's way is not finished.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return
    problems.push(
      `request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`,
    )
  })
  page.on('response', (response) => {
    if (response.status() >= 400) {
      problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`)
    }
  })
  return { page, context, problems, close: () => context.close() }
}

/**
 * Waits until the page shows its data: no spinner (`Loading`) and nothing marked busy. Network
 * idleness is only hoped for, briefly: a `preload as=fetch` issued by the document a sign-in
 * navigated away from can stay "in flight" for Chromium's DevTools protocol forever.
 */
export async function settled(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('.loading, [aria-busy="true"]'),
    undefined,
    { timeout },
  )
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => {})
}

/** Waits for the page's main heading (pages load lazily) and for its data requests to settle. */
export async function mainHeading(page: Page, timeout = 15_000): Promise<string> {
  const heading = page.locator('main h1').first()
  await heading.waitFor({ state: 'visible', timeout })
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {})
  return (await heading.textContent())?.trim() ?? ''
}

export type AxeViolation = {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[]; failureSummary?: string }[]
}

let axeSource: Promise<string> | undefined

/**
 * axe-core's violations on the page as it is now. axe is evaluated through the DevTools protocol:
 * the site's content security policy rightly refuses an injected `<script>`.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  axeSource ??= readFile(AXE_PATH, 'utf8')
  await page.evaluate(await axeSource)
  return page.evaluate(async () => {
    const { violations } = await (
      window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }
    ).axe.run()
    return violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }))
  })
}

/** Waits for the toast region's live area (`status` or `alert`) to show `text`. */
export async function toast(page: Page, role: 'status' | 'alert', text: string) {
  const region = page.getByRole('region', { name: 'Notifications' })
  await region.getByRole(role).getByText(text, { exact: true }).waitFor({ state: 'visible' })
}
