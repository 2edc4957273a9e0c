import { chromium } from 'playwright-core'
import { startBrowserSite } from '../tests/browser/helpers/site.ts'
import { writeFileSync } from 'node:fs'

const route = process.env.ROUTE ?? '/'
const site = await startBrowserSite()
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
try {
  await fetch(`${site.siteUrl}${route}`)
  for (let run = 0; run < Number(process.env.RUNS ?? 2); run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    const events: any[] = []
    cdp.on('Tracing.dataCollected', (e: any) => events.push(...e.value))
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r))
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing,loading', transferMode: 'ReportEvents' })
    await page.goto(`${site.siteUrl}${route}`, { waitUntil: 'networkidle' })
    await page.waitForTimeout(1500)
    await cdp.send('Tracing.end')
    await done
    writeFileSync(`/tmp/trace-${run}.json`, JSON.stringify(events))
    const main = events.filter((e) => e.name === 'RunTask' && e.dur > 20000)
    const pid = events.find((e) => e.name === 'TracingStartedInBrowser')
    const nav = events.find((e) => e.name === 'navigationStart')?.ts ?? main[0]?.ts
    console.log(`\n== run ${run}`)
    for (const t of main) {
      const inner = events.filter((e) => e.tid === t.tid && e.pid === t.pid && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e.ph === 'X' && e !== t && (e.dur ?? 0) > 2000)
      const kinds = inner.filter((e) => ['EvaluateScript','FunctionCall','v8.compile','ParseHTML','UpdateLayoutTree','Layout','Paint','v8.callFunction','TimerFire','FireAnimationFrame','EventDispatch','v8.run','MajorGC','MinorGC','ScheduleStyleRecalculation','PrePaint','Layerize','Commit','RunMicrotasks','v8.evaluateModule','HitTest','ParseAuthorStyleSheet','ResourceReceivedData'].includes(e.name))
      console.log(`task +${((t.ts - nav) / 1000).toFixed(0)}ms dur ${(t.dur / 1000).toFixed(1)}ms`)
      for (const e of kinds) console.log(`    ${e.name} ${(e.dur / 1000).toFixed(1)} ${(e.args?.data?.url ?? e.args?.data?.functionName ?? e.args?.beginData?.url ?? '').toString().replace(site.siteUrl, '')} ${e.args?.data?.type ?? ''}`)
    }
    await context.close()
  }
} finally { await browser.close(); await site.stop() }
