import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { waitFor } from '../contract/helpers/wait-for.ts'
import { pay } from '../integration/helpers/platform.ts'
import { signInAt } from './helpers/admin.ts'
import { BROWSER_SKIP_REASON } from './helpers/chromium.ts'
import { useBrowserSite } from './helpers/site.ts'

// Realtime in Chromium against the whole local platform: the owner keeps /admin open while a
// message and a sale arrive from outside, and a buyer's success page turns paid by itself.

if (BROWSER_SKIP_REASON) console.warn(`\n⚠ ${BROWSER_SKIP_REASON}`)

const OWNER = 'owner@example.com'

describe.skipIf(BROWSER_SKIP_REASON !== undefined)('live updates', () => {
  const h = useBrowserSite()

  const functions = (path: string, init?: RequestInit) =>
    fetch(`${h.site.platform.url}/functions/v1/${path}`, { redirect: 'manual', ...init })

  /** A Checkout Session for one private licence, as the cart's "Continue to payment" makes it. */
  async function startCheckout(name: string) {
    const response = await functions('site/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        items: [{ kind: 'track', slug: 'midnight-circuit', licence: 'private' }],
        email: `${name.toLowerCase().replace(' ', '.')}@example.com`,
        name,
        locale: 'en',
      }),
    })
    expect(response.status).toBe(201)
    const { url } = (await response.json()) as { url: string }
    const sessionId = new URL(url).pathname.split('/').at(-1) as string
    return { url, sessionId }
  }

  /** Requests the page makes to `path`, counted from now. */
  function countRequests(page: Page, path: string) {
    const seen: string[] = []
    page.on('request', (request) => {
      if (request.url().includes(path)) seen.push(request.url())
    })
    return seen
  }

  it('shows a new message and a new sale on the open admin without a reload, and polls nothing meanwhile', async () => {
    const { page, problems } = await h.browse()
    await signInAt(h.site, page, OWNER, '/admin')
    await page.waitForURL(`${h.site.siteUrl}/admin`)
    const sidebar = page.getByRole('complementary')
    await sidebar.getByText('Live updates on').waitFor()
    const activity = page.getByRole('region', { name: 'Recent activity' })
    await activity.waitFor()
    const badge = sidebar
      .getByRole('link', { name: /^Messages/ })
      .locator('.admin-nav__badge [aria-hidden="true"]')
    const unreadBefore = Number((await badge.textContent()) ?? 0)
    const adminReads = countRequests(page, '/functions/v1/admin/')
    let navigations = 0
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations++
    })

    const sent = await functions('site/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Lena Live',
        email: 'lena.live@example.com',
        message: 'Are you playing Porto this summer? I would fly in for it.',
        website: '',
      }),
    })
    expect(sent.status).toBe(201)
    const messageToast = page.getByRole('status').filter({ hasText: 'New message' })
    await messageToast.getByText('Lena Live').waitFor()
    await activity.getByText(/Lena Live/).waitFor()
    await waitFor('the unread badge to count the message', async () =>
      Number(await badge.textContent()) === unreadBefore + 1 ? true : undefined,
    )

    const { url } = await startCheckout('Olivia Live')
    await pay(url, { shipping: false })
    const saleToast = page.getByRole('status').filter({ hasText: /New sale #\d+ · €/ })
    await saleToast.getByText('Olivia Live').waitFor({ timeout: 20_000 })
    await activity.getByText(/Olivia Live/).waitFor()
    expect(navigations).toBe(0)

    // Only what the news made stale was read: nothing polled on a timer.
    expect(adminReads.every((url) => /\/admin\/(dashboard|messages)/.test(url))).toBe(true)

    await saleToast.getByRole('link', { name: 'Open the order' }).click()
    await page.getByRole('heading', { level: 1, name: /^Order #\d+$/ }).waitFor()
    expect(page.url()).toMatch(/\/admin\/sales\/[0-9a-f-]{36}$/)
    expect(problems).toEqual([])
  })

  it('turns the buyer’s success page paid by a broadcast, and counts a download there at once', async () => {
    const { url, sessionId } = await startCheckout('Bruno Buyer')
    const { page, problems } = await h.browse()
    const orderReads = countRequests(page, `/orders/by-session/${sessionId}`)
    await page.goto(`${h.site.siteUrl}/payment-success?session_id=${sessionId}`)
    await page.getByText('Processing your payment…').waitFor()
    // Read once on load and once on joining the checkout's topic, then nothing while live.
    await waitFor('the page to follow its topic', () => orderReads.length >= 2)

    await pay(url, { shipping: false })
    const download = page.getByRole('link', { name: /^Download / })
    await download.waitFor({ timeout: 20_000 })
    await page.getByText('5 downloads left').waitFor()
    // The polling page would have needed several reads; the live one read once more.
    expect(orderReads.length).toBeLessThanOrEqual(4)

    const href = (await download.getAttribute('href')) as string
    const spent = await fetch(new URL(href, page.url()), { redirect: 'manual' })
    expect(spent.status).toBe(302)
    await page.getByText('4 downloads left').waitFor()
    expect(problems).toEqual([])
  })

  it('falls back to polling when the socket cannot open', async () => {
    const { url, sessionId } = await startCheckout('Paula Polling')
    const { page } = await h.browse()
    await page.routeWebSocket(/\/realtime\/v1\//, (socket) => socket.close())
    const orderReads = countRequests(page, `/orders/by-session/${sessionId}`)
    await page.goto(`${h.site.siteUrl}/payment-success?session_id=${sessionId}`)
    await page.getByText('Processing your payment…').waitFor()
    await waitFor('a few polls', () => orderReads.length >= 3, { timeoutMs: 15_000 })
    await pay(url, { shipping: false })
    await page.getByRole('link', { name: /^Download / }).waitFor({ timeout: 20_000 })
  })
})
