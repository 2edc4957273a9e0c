import { mkdir } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { supabaseClient } from '../contract/helpers/auth-clients.ts'
import { waitFor } from '../contract/helpers/wait-for.ts'
import { adminHeading, signInAt } from './helpers/admin.ts'
import { BROWSER_SKIP_REASON } from './helpers/chromium.ts'
import { axeViolations, mainHeading, useBrowserSite } from './helpers/site.ts'
import { payByCard } from './helpers/stripe-checkout.ts'

// Shows and private sessions that close on the site, on a phone (390×844) in Chromium against
// the whole local platform: the organiser opens the offer from the mail sandbox, signs it, pays
// the deposit on the Stripe sandbox and sees the booking confirmed; a visitor picks a free
// session slot, pays and sees it booked; the owner sees both on the calendar. Each screen is
// checked with axe; screenshots go to SHOTS_DIR when it is set (for people to look at).

if (BROWSER_SKIP_REASON) console.warn(`\n⚠ ${BROWSER_SKIP_REASON}`)

const PHONE = { width: 390, height: 844 }
const LAPTOP = { width: 1440, height: 900 }
const SHOTS = process.env.SHOTS_DIR

type MailMessage = { id: string; to: string[]; subject: string; text: string | null }

const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

async function shot(page: Page, name: string) {
  if (!SHOTS) return
  await mkdir(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
  // The first screen alone, at its real size, is what a person sees first.
  await page.screenshot({ path: `${SHOTS}/${name}-screen.png` })
}

describe.skipIf(BROWSER_SKIP_REASON !== undefined)('bookings that close, on a phone', () => {
  const h = useBrowserSite()
  const api = (path: string, init?: RequestInit) =>
    fetch(`${h.site.platform.url}/functions/v1/${path}`, { redirect: 'manual', ...init })

  it('an organiser opens the offer from their email, signs, pays the deposit and sees it confirmed', async () => {
    // A booking request, quoted by the owner through the admin API.
    const email = `noor-${Date.now()}@example.com`
    const request = await api('site/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Noor Festival GmbH',
        email,
        event_type: 'festival',
        preferred_date: dayFromNow(75),
        details: 'Main stage, closing set. 8,000 people expected.',
        location: 'Berlin, Tempelhof',
        locale: 'en',
      }),
    })
    const { id } = (await request.json()) as { id: string }
    const supabase = supabaseClient(h.site.platform.url, h.site.publishableKey)
    const { data } = await supabase.auth.signInWithPassword({
      email: 'owner@example.com',
      password: h.site.demoPassword,
    })
    const quoted = await api(`admin/messages/${id}/booking-status`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${data.session!.access_token}`,
      },
      body: JSON.stringify({
        status: 'quoted',
        quote_cents: 150_000,
        set_start: '23:00',
        set_end: '01:00',
        time_zone: 'Europe/Berlin',
        travel_terms: 'Return flights and one hotel night, booked and paid by the organiser.',
      }),
    })
    expect(quoted.status).toBe(200)

    // The organiser's inbox (the mail sandbox), on their phone.
    const { page, problems } = await h.browse({ viewport: PHONE })
    const mail = await waitFor(
      `the offer email to ${email}`,
      async () => {
        const { data: messages } = (await (
          await fetch(`${h.site.platform.url}/_mail/api/messages`)
        ).json()) as {
          data: MailMessage[]
        }
        // The request's confirmation came first; the offer is the one with its link.
        return messages.find(
          (message) => message.to.includes(email) && /\/offer\//.test(message.text ?? ''),
        )
      },
      { timeoutMs: 20_000, intervalMs: 250 },
    )
    await page.goto(`${h.site.platform.url}/_mail`)
    await page.getByRole('link', { name: mail.subject }).click()
    const body = await page.locator('pre').first().textContent()
    const link = /https?:\/\/\S+\/offer\/[A-Za-z0-9_-]{43}/.exec(body ?? '')?.[0]
    expect(link, body ?? '').toBeDefined()
    await page.goto(`${link}?lng=en`)

    expect(await mainHeading(page)).toMatch(/^Festival · /)
    await page.getByText('€1,500', { exact: true }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await shot(page, 'offer-open-390')

    // Signing needs the acceptance: the form says so beside the box.
    await page.getByLabel('Your full legal name').fill('Noor Al-Hassan')
    await page.getByRole('button', { name: 'Sign and pay €450' }).click()
    await page.getByText('Tick the box to accept the terms.').waitFor()
    await page.getByLabel('I have read this offer and the contract, and I accept them.').check()
    await page.getByRole('button', { name: 'Sign and pay €450' }).click()

    await payByCard(page, h.site.platform.url, { name: 'Noor Al-Hassan' })
    await page.waitForURL(/\/offer\/[A-Za-z0-9_-]{43}\?paid=deposit/, { timeout: 20_000 })
    await page.getByText('Confirmed: the date is yours.').waitFor({ timeout: 20_000 })
    await page.getByRole('link', { name: 'Download the signed contract (PDF)' }).waitFor()
    await page.getByRole('button', { name: 'Pay the balance of €1,050' }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await shot(page, 'offer-confirmed-390')

    const wide = await h.browse({ viewport: LAPTOP })
    await wide.page.goto(`${link}?lng=en`)
    await wide.page.getByText('Confirmed: the date is yours.').waitFor()
    await shot(wide.page, 'offer-confirmed-1440')
    expect([...problems, ...wide.problems]).toEqual([])
  })

  it('a visitor picks a free session slot, pays for it and sees it booked', async () => {
    const { page, problems } = await h.browse({ viewport: PHONE })
    await page.goto(`${h.site.siteUrl}/book-session?type=session&lng=en`)
    expect(await mainHeading(page)).toBe('Book a private session')
    await page.getByLabel('Length').selectOption('2')
    const days = page.getByRole('group', { name: 'Day' })
    await days.getByRole('button').first().waitFor()
    expect(await axeViolations(page)).toEqual([])
    await shot(page, 'session-picker-390')

    // The second day with a slot, its first time.
    await days.getByRole('button').nth(1).click()
    const time = page.getByRole('group', { name: 'Time' }).getByRole('button').first()
    const label = (await time.textContent()) ?? ''
    await time.click()
    expect(await time.getAttribute('aria-pressed')).toBe('true')
    await page.getByLabel('Name', { exact: true }).fill('Ada Producer')
    await page.getByLabel('Email', { exact: true }).fill(`ada-${Date.now()}@example.com`)
    await page.getByLabel('Genre').fill('Reguetón')
    await page
      .getByLabel('What would you like to work on?')
      .fill('Arrangement of my EP, four tracks, stems ready.')
    await page.getByRole('button', { name: 'Book and pay €3,000' }).click()
    // The genre rule, on the server and in the form alike.
    await page
      .getByText(/not offered/i)
      .first()
      .waitFor()
    await page.getByLabel('Genre').fill('Melodic techno')
    await page.getByRole('button', { name: 'Book and pay €3,000' }).click()

    await payByCard(page, h.site.platform.url, { name: 'Noor Al-Hassan' })
    await page.waitForURL(/\/session\/[A-Za-z0-9_-]{43}\?paid=1/, { timeout: 20_000 })
    await page.getByText('Booked and paid.').waitFor({ timeout: 20_000 })
    // The time as it was picked, in the visitor's own time zone.
    expect(await page.locator('.session__facts').textContent()).toContain(
      label.split('–')[0]!.trim(),
    )
    await page.getByRole('button', { name: 'Cancel the session' }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await shot(page, 'session-booked-390')

    const wide = await h.browse({ viewport: LAPTOP })
    await wide.page.goto(`${h.site.siteUrl}/book-session?type=session&lng=en`)
    await wide.page.getByRole('group', { name: 'Day' }).getByRole('button').first().waitFor()
    await shot(wide.page, 'session-picker-1440')
    expect([...problems, ...wide.problems]).toEqual([])
  })

  it('the owner sees shows and sessions with their money on the calendar, on a phone', async () => {
    const { page, problems } = await h.browse({ viewport: PHONE })
    await signInAt(h.site, page, 'owner@example.com', '/admin/calendar')
    await adminHeading(page, 'Calendar')
    await page.getByText('Noor Festival GmbH').first().waitFor()
    await page.getByText('Ada Producer').first().waitFor()
    await page.getByText('Deposit paid').first().waitFor()
    expect(await axeViolations(page)).toEqual([])
    await shot(page, 'admin-calendar-390')

    await page
      .getByRole('link', { name: /Noor Festival GmbH/ })
      .first()
      .click()
    await page.getByText('Confirmed: deposit paid').waitFor()
    expect(await axeViolations(page)).toEqual([])
    await shot(page, 'admin-offer-390')

    // The dashboard lists the money still due.
    await page.goto(`${h.site.siteUrl}/admin?lng=en`)
    await page.getByRole('heading', { name: 'Balances due: €1,050' }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await shot(page, 'admin-dashboard-390')

    // Where the owner sets the deposit, the contract's terms and the weekly hours.
    await page.goto(`${h.site.siteUrl}/admin/settings/offers?lng=en`)
    await page.getByRole('heading', { name: 'Show offers' }).waitFor()
    await page.getByLabel('Monday from').waitFor()
    expect(await axeViolations(page)).toEqual([])
    await shot(page, 'admin-settings-offers-390')

    const wide = await h.browse({ viewport: LAPTOP })
    await signInAt(h.site, wide.page, 'owner@example.com', '/admin/calendar')
    await adminHeading(wide.page, 'Calendar')
    await wide.page.getByText('Ada Producer').first().waitFor()
    await shot(wide.page, 'admin-calendar-1440')
    expect([...problems, ...wide.problems]).toEqual([])
  })
})
