import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

// Lighthouse's mobile audit (its default: a mid-range phone on a slow 4G link, simulated) of the
// public pages that matter most, with the system Chromium.

export const LIGHTHOUSE_ROUTES = ['/', '/tracks', '/track/midnight-circuit', '/shop'] as const

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

export type LighthouseFigures = {
  route: string
  scores: Record<(typeof CATEGORIES)[number], number>
  lcpMs: number
  tbtMs: number
  cls: number
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
      const result = await lighthouse(`${siteUrl}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      })
      if (!result) throw new Error(`Lighthouse gave no result for ${route}`)
      const { categories, audits } = result.lhr
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
      figures.push({
        route,
        scores: {
          performance: score('performance'),
          accessibility: score('accessibility'),
          'best-practices': score('best-practices'),
          seo: score('seo'),
        },
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      })
    }
    return figures
  } finally {
    chrome.kill()
  }
}
