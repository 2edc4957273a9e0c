import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { startBrowserSite } from '../tests/browser/helpers/site.ts'

const routes = (process.env.ROUTES ?? '/').split(',')
const runs = Number(process.env.RUNS ?? 3)
const site = await startBrowserSite()
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] })
try {
  for (const route of routes) {
    await fetch(`${site.siteUrl}${route}`)
    for (let i = 0; i < runs; i++) {
      const r = await lighthouse(`${site.siteUrl}${route}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
      const a = r!.lhr.audits
      console.log(`\n== ${route} run ${i} perf ${Math.round(r!.lhr.categories.performance!.score! * 100)} LCP ${Math.round(a['largest-contentful-paint']!.numericValue!)} TBT ${Math.round(a['total-blocking-time']!.numericValue!)} FCP ${Math.round(a['first-contentful-paint']!.numericValue!)} SI ${Math.round(a['speed-index']!.numericValue!)} bench ${Math.round(r!.lhr.environment.benchmarkIndex)}`)
      if (i === 0 || process.env.ALL) {
        const lt = (a['long-tasks']?.details as any)?.items ?? []
        for (const t of lt) console.log(`  long task ${Math.round(t.startTime)} +${Math.round(t.duration)} ${t.url}`)
        const bt = (a['bootup-time']?.details as any)?.items ?? []
        for (const t of bt) console.log(`  bootup ${String(t.url).replace(site.siteUrl, '')} total ${Math.round(t.total)} script ${Math.round(t.scripting)} parse ${Math.round(t.scriptParseCompile)}`)
        const mw = (a['mainthread-work-breakdown']?.details as any)?.items ?? []
        console.log('  mainthread', mw.map((x: any) => `${x.group}:${Math.round(x.duration)}`).join(' '))
        const lcpEl = (a['largest-contentful-paint-element']?.details as any)?.items?.[0]?.items?.[0]?.node?.snippet
        console.log('  lcp el', lcpEl)
        const lcpb = (a['largest-contentful-paint-element']?.details as any)?.items?.[1]?.items
        if (lcpb) console.log('  lcp phases', lcpb.map((x: any) => `${x.phase}:${Math.round(x.timing)}`).join(' '))
      }
    }
  }
} finally { chrome.kill(); await site.stop() }
