import { chromium } from 'playwright-core'
import { execFileSync } from 'node:child_process'
import { writeFileSync, mkdirSync } from 'node:fs'
import { startBrowserSite } from '../tests/browser/helpers/site.ts'
import { payByCard } from '../tests/browser/helpers/stripe-checkout.ts'

const out = '/tmp/shots33'
mkdirSync(out, { recursive: true })
const site = await startBrowserSite()
try {
  const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 })
  const page = await context.newPage()
  page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text()) })
  await page.goto(`${site.siteUrl}/track/midnight-circuit?lng=en`)
  await page.getByRole('heading', { level: 1 }).waitFor()
  const radios = page.getByRole('region', { name: 'Choose your licence' }).getByRole('radio')
  await radios.first().waitFor()
  console.log(await radios.evaluateAll((rs) => rs.map((r) => (r as HTMLInputElement).value + ' | ' + (r.closest('label')?.textContent ?? ''))))
  await page.getByRole('region', { name: 'Choose your licence' }).getByRole('radio', { name: /^WAV/ }).check()
  await page.screenshot({ path: `${out}/track-390.png`, fullPage: true })
  await page.getByRole('region', { name: 'Choose your licence' }).getByRole('button', { name: 'Add to cart', exact: true }).click()
  await page.getByRole('button', { name: /^Cart: 1 items?$/ }).click()
  const checkout = page.getByRole('form', { name: 'Checkout' })
  await checkout.getByLabel('Email', { exact: true }).fill('ada@example.de')
  await checkout.getByLabel('Full name', { exact: true }).fill('Ada Lovelace')
  await checkout.getByRole('button', { name: 'Continue to payment' }).click()
  await page.waitForURL(`${site.platform.url}/_stripe/checkout/cs_*`)
  await page.screenshot({ path: `${out}/checkout-390.png`, fullPage: true })
  await payByCard(page, site.platform.url, { name: 'Ada Lovelace', country: 'DE', postalCode: '10115' })
  await page.waitForURL(/\/payment-success\?session_id=/, { timeout: 20_000 })
  await page.getByRole('link', { name: /certificate/i }).first().waitFor({ timeout: 30_000 })
  await page.screenshot({ path: `${out}/success-390.png`, fullPage: true })
  const successUrl = page.url()
  const links = await page.locator('a').evaluateAll((as) => as.map((a) => [a.textContent?.trim(), (a as HTMLAnchorElement).href]))
  console.log(links.filter(([t, h]) => /certif|invoice|factura|pdf/i.test(`${t} ${h}`)))
  const wide = await site.browser.newContext({ viewport: { width: 1440, height: 900 } })
  const wp = await wide.newPage()
  await wp.goto(successUrl)
  await wp.getByRole('link', { name: /certificate/i }).first().waitFor({ timeout: 30_000 })
  await wp.screenshot({ path: `${out}/success-1440.png`, fullPage: true })
  for (const [text, href] of links.filter(([t, h]) => /certif|invoice/i.test(`${t} ${h}`))) {
    const res = await page.request.get(href!)
    const name = /invoice/i.test(`${text} ${href}`) ? 'invoice' : 'certificate'
    console.log(name, res.status(), res.headers()['content-type'])
    writeFileSync(`${out}/${name}.pdf`, await res.body())
    execFileSync('pdftoppm', ['-png', '-r', '110', `${out}/${name}.pdf`, `${out}/${name}`])
  }
} finally { await site.stop() }
