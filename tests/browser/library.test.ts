import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { SentMessage } from '../../platform/mail/index.ts'
import { waitFor } from '../contract/helpers/wait-for.ts'
import { BROWSER_SKIP_REASON } from './helpers/chromium.ts'
import { axeViolations, mainHeading, settled, useBrowserSite } from './helpers/site.ts'
import { payByCard } from './helpers/stripe-checkout.ts'

// The buyer library end to end: a track bought through the Stripe sandbox, then, in a fresh
// browser (no cart, no order page, nothing stored), the buyer asks for a sign-in link, opens it
// from the mail sandbox, sees the order and downloads the MP3 again.

if (BROWSER_SKIP_REASON) console.warn(`\n⚠ ${BROWSER_SKIP_REASON}`)

/** Set to a folder to keep a screenshot of each step, at the phone and desktop sizes. */
const SCREENSHOT_DIR = process.env.LIBRARY_SCREENSHOT_DIR

async function shoot(page: Page, name: string) {
  if (!SCREENSHOT_DIR) return
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true })
}

async function expectAccessible(page: Page) {
  const violations = await axeViolations(page)
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
}

/** supabase-js's own chunk (web/vite.config.ts names it). */
const SUPABASE_JS = /\/assets\/vendor-supabase-[^/]*\.js$/

const isMp3 = (bytes: Uint8Array) =>
  (bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33) ||
  (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)

describe.skipIf(BROWSER_SKIP_REASON !== undefined)('the buyer library in Chromium', () => {
  const h = useBrowserSite()

  async function buyTrack(email: string) {
    const { page, problems, close } = await h.visit('/track/midnight-circuit?lng=en')
    const supabaseChunks: string[] = []
    page.on('request', (request) => {
      if (SUPABASE_JS.test(request.url())) supabaseChunks.push(request.url())
    })
    expect(await mainHeading(page)).toBe('Midnight Circuit')
    // The footer leads to the library, without loading the sign-in client on a public page.
    expect(
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Your library' })
        .getAttribute('href'),
    ).toBe('/library')
    expect(supabaseChunks).toEqual([])
    await page.getByRole('radio', { name: /Private-use licence/ }).check()
    await page
      .getByRole('region', { name: 'Choose your licence' })
      .getByRole('button', { name: 'Add to cart', exact: true })
      .click()
    await page.getByRole('button', { name: /^Cart: 1 items?$/ }).click()
    const checkout = page.getByRole('form', { name: 'Checkout' })
    await checkout.getByLabel('Email', { exact: true }).fill(email)
    await checkout.getByLabel('Full name', { exact: true }).fill('Ada Lovelace')
    await checkout.getByRole('button', { name: 'Continue to payment' }).click()

    await payByCard(page, h.site.platform.url, { name: 'Ada Lovelace' })

    await page.waitForURL(/\/payment-success\?session_id=/, { timeout: 20_000 })
    const libraryLink = page.getByRole('link', {
      name: 'Your library: get your downloads again any time',
    })
    await libraryLink.waitFor({ state: 'visible', timeout: 30_000 })
    expect(await libraryLink.getAttribute('href')).toBe('/library')
    expect(problems).toEqual([])
    await close()
  }

  async function signInEmail(email: string): Promise<SentMessage> {
    return waitFor('the sign-in email', async () => {
      const response = await fetch(`${h.site.platform.url}/_mail/api/messages`)
      const { data } = (await response.json()) as { data: SentMessage[] }
      return data.find(
        (message) =>
          message.to.includes(email) && message.subject === 'Your sign-in link to your library',
      )
    })
  }

  it('shows the sign-in forms without supabase-js, and fetches it once the visitor starts', async () => {
    for (const [path, field] of [
      ['/library?lng=en', 'Your email'],
      ['/auth?lng=en', 'Email'],
    ] as const) {
      const { page, problems } = await h.browse({ viewport: { width: 390, height: 844 } })
      const supabaseChunks: string[] = []
      page.on('request', (request) => {
        if (SUPABASE_JS.test(request.url())) supabaseChunks.push(request.url())
      })
      await page.goto(`${h.site.siteUrl}${path}`)
      const email = page.getByRole('main').getByLabel(field, { exact: true })
      await email.waitFor({ state: 'visible' })
      await settled(page)
      expect(supabaseChunks, path).toEqual([])
      await email.focus()
      await expect.poll(() => supabaseChunks.length, { message: path }).toBe(1)
      expect(problems, path).toEqual([])
    }
  })

  it('signs in from the emailed link, shows the order and downloads the MP3 again', async () => {
    const email = `library-${Date.now()}@example.com`
    await buyTrack(email)

    // Another browser, on a phone: nothing of the purchase is stored there.
    const { page, problems } = await h.visit('/library?lng=en', {
      viewport: { width: 390, height: 844 },
    })
    expect(await mainHeading(page)).toBe('Your library')
    const emailField = page.getByRole('main').getByLabel('Your email')
    await emailField.waitFor({ state: 'visible' })
    await expectAccessible(page)
    await shoot(page, '1-email-390')

    await emailField.fill(email)
    await page.getByRole('button', { name: 'Send me a sign-in link' }).click()
    await page.getByRole('heading', { name: 'Check your email' }).waitFor({ state: 'visible' })
    await expect.poll(() => page.getByText(`We sent a sign-in link to ${email}`).count()).toBe(1)
    await expectAccessible(page)
    await shoot(page, '2-check-email-390')

    const message = await signInEmail(email)
    const link = /(http\S+\/auth\/v1\/verify\?\S+)/.exec(message.text ?? '')?.[1]
    expect(link).toBeTruthy()
    await page.goto(link!)
    await page.waitForURL(/\/library\?lng=en$/, { timeout: 20_000 })
    const order = page.getByRole('article')
    await order.first().waitFor({ state: 'visible', timeout: 20_000 })
    expect(await order.count()).toBe(1)
    await expect
      .poll(() => page.getByText(`Signed in as ${email}`).count(), { timeout: 10_000 })
      .toBe(1)
    const left = order.getByTestId('downloads-left')
    expect(await left.textContent()).toBe('Email link: 5 downloads left')
    expect(await order.getByRole('link', { name: /Certificate \(PDF\)/ }).count()).toBe(1)
    const verify = await order.getByRole('link', { name: /Verification page/ }).getAttribute('href')
    expect(verify).toMatch(/\/licenses\/[A-Z0-9-]+$/)
    await expectAccessible(page)
    await shoot(page, '3-orders-390')

    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 20_000 }),
      order.getByRole('button', { name: /Download MP3/ }).click(),
    ])
    expect(download.suggestedFilename()).toBe('Kael Voss - Midnight Circuit.mp3')
    const bytes = new Uint8Array(await readFile((await download.path())!))
    expect(isMp3(bytes), `starts with ${[...bytes.slice(0, 4)]}`).toBe(true)
    // Re-downloads from the library are not counted: the emailed link keeps its five.
    await order.getByRole('button', { name: /Download MP3/ }).waitFor({ state: 'visible' })
    expect(await left.textContent()).toBe('Email link: 5 downloads left')
    const [again, refreshed] = await Promise.all([
      page.waitForEvent('download', { timeout: 20_000 }),
      // The library reads the orders again after a download: what it then shows.
      page.waitForResponse((response) => response.url().includes('/site/me/orders')),
      order.getByRole('button', { name: /Download MP3/ }).click(),
    ])
    expect(again.suggestedFilename()).toBe('Kael Voss - Midnight Circuit.mp3')
    const after = (await refreshed.json()) as {
      orders: { downloads: { downloads_left: number }[] }[]
    }
    expect(after.orders[0]?.downloads[0]?.downloads_left).toBe(5)
    expect(await left.textContent()).toBe('Email link: 5 downloads left')

    await page.setViewportSize({ width: 1440, height: 900 })
    await shoot(page, '4-orders-1440')

    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.getByRole('main').getByLabel('Your email').waitFor({ state: 'visible' })
    expect(problems).toEqual([])
  })

  it('explains a link that was already used, and signs in with the typed code', async () => {
    const email = `library-code-${Date.now()}@example.com`
    const { page, problems } = await h.visit('/library?lng=en', {
      viewport: { width: 1440, height: 900 },
    })
    await page.getByRole('main').getByLabel('Your email').fill(email)
    await shoot(page, '1-email-1440')
    await page.getByRole('button', { name: 'Send me a sign-in link' }).click()
    await page.getByRole('heading', { name: 'Check your email' }).waitFor({ state: 'visible' })
    await shoot(page, '2-check-email-1440')
    const message = await signInEmail(email)
    const code = /^(\d{6})$/m.exec(message.text ?? '')?.[1]
    const link = /(http\S+\/auth\/v1\/verify\?\S+)/.exec(message.text ?? '')?.[1]

    // A wrong code first: told so, in the page's language.
    await page
      .getByLabel('Or type the 6-digit code from the email')
      .fill(code === '000000' ? '111111' : '000000')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page
      .getByText(
        'That code is wrong or has expired. Check the latest email, or ask for a new link.',
      )
      .waitFor({ state: 'visible' })
    await page.getByLabel('Or type the 6-digit code from the email').fill(code!)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.getByText(`Signed in as ${email}`).waitFor({ state: 'visible', timeout: 15_000 })
    // No orders with this address yet.
    await page.getByText(/There are no orders placed with/).waitFor({ state: 'visible' })
    await shoot(page, '5-empty-1440')
    // The next visit finds the stored session (and so loads supabase-js at once).
    await page.reload()
    await page.getByText(`Signed in as ${email}`).waitFor({ state: 'visible', timeout: 15_000 })
    await page.getByRole('button', { name: 'Sign out' }).click()

    // The code was spent: its link now explains itself.
    const { page: other } = await h.visit('/library?lng=en', {
      viewport: { width: 390, height: 844 },
    })
    await other.goto(link!)
    await other
      .getByText('This sign-in link has expired or was already used. Ask for a new one below.')
      .waitFor({ state: 'visible', timeout: 15_000 })
    expect(new URL(other.url()).search).toBe('?lng=en')
    await expectAccessible(other)
    await shoot(other, '6-link-used-390')
    // The 403 of the wrong code is the only error response the page met.
    expect(problems.filter((line) => !/\/auth\/v1\/verify|status of 403/.test(line))).toEqual([])
  })
})
