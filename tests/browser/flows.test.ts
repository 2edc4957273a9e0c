import { describe, expect, it } from 'vitest'
import { waitFor } from '../contract/helpers/wait-for.ts'
import { BROWSER_SKIP_REASON } from './helpers/chromium.ts'
import { mainHeading, toast, useBrowserSite } from './helpers/site.ts'
import { payByCard } from './helpers/stripe-checkout.ts'

// Three user flows of the public website, end to end in a real browser against the whole local
// platform: the contact form, a booking request, and a purchase through the Stripe sandbox.

if (BROWSER_SKIP_REASON) console.warn(`\n⚠ ${BROWSER_SKIP_REASON}`)

type MailMessage = { to: string[]; subject: string }

/** `YYYY-MM-DD`, `days` after today in UTC (the server's notion of today). */
const utcDayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

describe.skipIf(BROWSER_SKIP_REASON !== undefined)('user flows in Chromium', () => {
  const h = useBrowserSite()

  const { visit } = h

  it('sends the contact form, then tells the visitor when the server fails', async () => {
    const { page, problems, close } = await visit('/?lng=en#contact')
    await mainHeading(page)
    const form = page.locator('#contact')
    const name = form.getByLabel('Name', { exact: true })
    await name.scrollIntoViewIfNeeded()

    async function fillAndSend(message: string) {
      await name.fill('Ada Lovelace')
      await form.getByLabel('Email', { exact: true }).fill('ada@example.com')
      await form.getByLabel('Message', { exact: true }).fill(message)
      await form.getByRole('button', { name: 'Send message' }).click()
    }

    await fillAndSend(
      'Would you play at our warehouse party in May? We have a 2,000 capacity room.',
    )
    await toast(page, 'status', 'Message sent!')
    await toast(page, 'status', "Thanks for reaching out. I'll get back to you soon.")
    // The form empties itself after a successful send.
    await page.waitForFunction(
      () =>
        (document.querySelector<HTMLInputElement>('#contact input[name="name"]')?.value ?? 'x') ===
        '',
    )

    // The server refuses the next message.
    await page.route('**/functions/v1/site/contact', async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      await route.fulfill({
        status: 500,
        headers: {
          'access-control-allow-origin': h.site.siteUrl,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ error: { code: 'internal', message: 'Something broke.' } }),
      })
    })
    await fillAndSend('A second message, which the server fails to store this time around.')
    await toast(page, 'alert', 'Error')
    await toast(page, 'alert', 'Failed to send message. Please try again or email directly.')

    // The only problem on the page is the refusal the test arranged (a 500, which Chromium logs).
    const arranged = /^(HTTP 500: POST .*\/site\/contact|console error: .* status of 500 .*)$/
    expect(problems.filter((line) => !arranged.test(line))).toEqual([])
    await close()
  })

  it('books a club set with an estimate and emails the organiser a confirmation', async () => {
    const watched = await h.browse()
    const { page, problems, close } = watched
    // The served page carries the settings; the test asks the API for the same blocked dates.
    const settings = await fetch(`${h.site.platform.url}/functions/v1/site/settings`)
    const { blocked_dates } = (await settings.json()) as { blocked_dates: string[] }
    await page.goto(`${h.site.siteUrl}/book-session?type=club&lng=en`)
    await mainHeading(page)
    let offset = 60
    while (blocked_dates.includes(utcDayFromNow(offset))) offset += 1
    const date = utcDayFromNow(offset)

    const email = `organiser-${Date.now()}@example.com`
    const eventType = page.getByLabel('Event type')
    await eventType.waitFor({ state: 'visible' })
    expect(await eventType.inputValue()).toBe('club')

    await page.getByLabel('Name', { exact: true }).fill('Grace Hopper')
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Preferred date').fill(date)
    await page
      .getByLabel('Event details')
      .fill('Warehouse club night, 800 guests, headline slot from 01:00 to 05:00.')
    await page.getByLabel('City / venue').fill('Berlin, Tresor')
    await page.getByLabel('Set length (hours)').fill('4')

    const estimate = page.getByRole('complementary', { name: 'Your estimate' })
    await estimate.getByText('€1,200', { exact: true }).waitFor({ state: 'visible' })
    expect(await estimate.getByText('Fee for a set of 4 h:').count()).toBe(1)

    await page.getByRole('button', { name: 'Send booking request' }).click()
    await page.getByRole('heading', { name: 'Request received!' }).waitFor({ state: 'visible' })
    expect(await page.getByText(email, { exact: false }).count()).toBeGreaterThan(0)

    const mail = await waitFor(
      `a confirmation email to ${email}`,
      async () => {
        const response = await fetch(`${h.site.platform.url}/_mail/api/messages`)
        const { data } = (await response.json()) as { data: MailMessage[] }
        return data.find((message) => message.to.includes(email))
      },
      { timeoutMs: 20_000, intervalMs: 250 },
    )
    expect(mail.subject).not.toBe('')
    expect(problems).toEqual([])
    await close()
  })

  it('buys a commercial licence and gear through Stripe, then downloads the MP3', async () => {
    const { page, problems, close } = await visit('/track/midnight-circuit?lng=en')
    expect(await mainHeading(page)).toBe('Midnight Circuit')
    await page.getByRole('radio', { name: /Commercial-use licence/ }).check()
    await page
      .getByRole('region', { name: 'Choose your licence' })
      .getByRole('button', { name: 'Add to cart', exact: true })
      .click()
    await page
      .getByRole('status')
      .getByText(/In your cart: “Midnight Circuit” \(Commercial-use licence\)/)
      .waitFor({ state: 'visible' })

    await page.goto(`${h.site.siteUrl}/product/kv1-studio-headphones?lng=en`)
    expect(await mainHeading(page)).toBe('KV-1 Studio Headphones')
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click()
    await page.getByRole('button', { name: 'Cart: 2 items' }).waitFor({ state: 'visible' })

    await page.getByRole('button', { name: 'Cart: 2 items' }).click()
    const checkout = page.getByRole('form', { name: 'Checkout' })
    const email = `buyer-${Date.now()}@example.com`
    await checkout.getByLabel('Email', { exact: true }).fill(email)
    await checkout.getByLabel('Full name', { exact: true }).fill('Ada Lovelace')
    await checkout.getByRole('button', { name: 'Continue to payment' }).click()

    // The platform's Stripe sandbox page.
    await payByCard(page, h.site.platform.url, {
      name: 'Ada Lovelace',
      address: { line1: 'Calle Mayor 1', city: 'Madrid' },
    })

    await page.waitForURL(/\/payment-success\?session_id=/, { timeout: 20_000 })
    expect(page.url().startsWith(`${h.site.siteUrl}/payment-success?session_id=`)).toBe(true)
    const download = page.getByRole('link', { name: /Download/ })
    await download.first().waitFor({ state: 'visible', timeout: 30_000 })
    expect(await download.count()).toBe(1)
    const href = await download.getAttribute('href')
    expect(href).toBeTruthy()

    const response = await fetch(new URL(href!, page.url()))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^audio\/mpeg/)
    const bytes = new Uint8Array(await response.arrayBuffer())
    const id3 = bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33
    const frameSync = bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0
    expect(id3 || frameSync, `starts with ${[...bytes.slice(0, 4)]}`).toBe(true)

    expect(problems).toEqual([])
    await close()
  })
})
