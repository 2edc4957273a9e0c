import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { SentMessage } from '../../platform/mail/index.ts'
import { waitFor } from '../contract/helpers/wait-for.ts'
import { adminHeading, createAccount, signInAt } from './helpers/admin.ts'
import { BROWSER_SKIP_REASON } from './helpers/chromium.ts'
import { axeViolations, mainHeading, useBrowserSite } from './helpers/site.ts'

// The mailing list as people use it, in Chromium: a fan signs up on a phone, confirms from the
// email, the owner writes and sends an announcement, and it arrives in the mail sandbox.

if (BROWSER_SKIP_REASON) console.warn(`\n⚠ ${BROWSER_SKIP_REASON}`)

/** Set to a folder to keep screenshots of each screen at 390×844 and 1440×900. */
const SCREENSHOT_DIR = process.env.MAILING_SCREENSHOT_DIR
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1440, height: 900 }

async function shoot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  if (!SCREENSHOT_DIR) return
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  const size = page.viewportSize()?.width ?? 0
  await page.screenshot({
    path: join(SCREENSHOT_DIR, `${name}-${size}.png`),
    fullPage: options.fullPage ?? false,
  })
}

async function expectAccessible(page: Page) {
  const violations = await axeViolations(page)
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
}

describe.skipIf(BROWSER_SKIP_REASON !== undefined)('the mailing list in Chromium', () => {
  const h = useBrowserSite()
  const fan = `fan-${Date.now().toString(36)}@example.com`

  const sentMail = async () => {
    const response = await fetch(`${h.site.platform.url}/_mail/api/messages`)
    return ((await response.json()) as { data: SentMessage[] }).data
  }

  it('signs a fan up on a phone and confirms from the email', async () => {
    const { page, problems } = await h.visit('/?lng=en', { viewport: PHONE })
    await mainHeading(page)
    const signup = page.getByRole('region', { name: 'News by email' })
    await signup.scrollIntoViewIfNeeded()
    await signup.getByLabel('Your email').fill(fan)
    await shoot(page, 'signup')
    await expectAccessible(page)
    await page.setViewportSize(DESKTOP)
    await signup.scrollIntoViewIfNeeded()
    await shoot(page, 'signup')
    await page.setViewportSize(PHONE)
    await signup.getByRole('button', { name: 'Subscribe' }).click()
    await expect
      .poll(() => signup.getByRole('status').textContent())
      .toContain(`We’ve sent an email to ${fan}`)
    await shoot(page, 'signup-sent')

    const confirmation = await waitFor('the confirmation email', async () =>
      (await sentMail()).find((m) => m.to.includes(fan)),
    )
    const link = /https?:\/\/\S+#token=[A-Za-z0-9_-]{43}/.exec(confirmation.text ?? '')?.[0]
    expect(link).toBeDefined()
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport)
      if (viewport === PHONE) await page.goto(link!)
      expect(await mainHeading(page)).toBe('You’re subscribed!')
      await shoot(page, 'confirmed')
    }
    await expectAccessible(page)
    // The link took its token out of the address bar.
    expect(page.url()).not.toContain('token=')
    expect(problems).toEqual([])
  })

  it('offers a fan without a link a way to get one, in the footer’s sign-up’s company', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, problems } = await h.visit('/subscription?lng=en', { viewport })
      expect(await mainHeading(page)).toBe('Your subscription and your data')
      await page.getByLabel('Your email', { exact: true }).first().fill(fan)
      await page.getByRole('button', { name: 'Email me the link' }).click()
      await page.getByText(`If the site holds anything on ${fan}, a link is on its way.`).waitFor()
      await expectAccessible(page)
      await shoot(page, 'manage-request', { fullPage: true })
      expect(problems).toEqual([])
    }
    const manage = await waitFor('the manage link', async () =>
      (await sentMail()).find(
        (m) => m.to.includes(fan) && m.subject.startsWith('Your subscription'),
      ),
    )
    const link = /https?:\/\/\S+#token=[A-Za-z0-9_-]{43}/.exec(manage.text ?? '')?.[0]
    const { page } = await h.browse({ viewport: PHONE })
    await page.goto(link!)
    await page.getByRole('heading', { name: 'Your news subscription', level: 2 }).waitFor()
    await page.getByLabel('Language of the news').selectOption('de')
    await page.getByRole('button', { name: 'Save language' }).click()
    await page.getByText('Done: you’ll get the news in German.').waitFor()
    await expectAccessible(page)
    await shoot(page, 'manage', { fullPage: true })
  })

  it('lets the owner write an announcement with a phone preview and send it', async () => {
    const owner = `owner-${Date.now().toString(36)}@example.com`
    await createAccount(h.site, owner, { admin: true })
    const { page } = await h.browse({ viewport: DESKTOP })
    await signInAt(h.site, page, owner, '/admin/announcements')
    await adminHeading(page, 'Announcements')
    await page.getByLabel('Subject').fill('Nuevo EP: Midnight Circuit')
    await page.getByLabel('Text').fill('Ya está aquí.\n\nEscúchalo en la web.')
    await page.getByRole('radio', { name: 'English' }).check()
    const preview = page.getByRole('figure')
    await expect.poll(() => preview.textContent()).toContain('they get the Spanish')
    await page.getByLabel('Subject').fill('New EP: Midnight Circuit')
    await page.getByLabel('Text').fill('It’s here.\n\nListen on the site.')
    await expect.poll(() => preview.textContent()).toContain('It’s here.')
    await expectAccessible(page)
    await shoot(page, 'composer', { fullPage: true })

    await page.getByRole('button', { name: /^Send to \d+ fans?$/ }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: /^Send to \d+ fans?$/ }).click()
    await page
      .getByText('Announcement sent to 1 fan')
      .waitFor({ timeout: 15_000 })
      .catch(async (error) => {
        await page.screenshot({ path: '/tmp/audience-send-failure.png', fullPage: true })
        throw new Error(`${error}\n${await page.locator('[role=alert]').allTextContents()}`)
      })
    await expect
      .poll(() => page.getByRole('region', { name: 'Sent announcements' }).textContent())
      .toContain('Nuevo EP: Midnight Circuit')
    await shoot(page, 'sent-list', { fullPage: true })
    // The composer on a phone, opened there (a desktop page resized keeps its sidebar's state).
    const phone = await h.browse({ viewport: PHONE })
    await phone.context.addCookies(await page.context().cookies())
    await phone.page.goto(`${h.site.siteUrl}/auth?lng=en`)
    await phone.page.evaluate(
      (stored) => {
        for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value)
      },
      await page.evaluate(() => ({ ...localStorage })),
    )
    await phone.page.goto(`${h.site.siteUrl}/admin/announcements`)
    await adminHeading(phone.page, 'Announcements')
    await phone.page.getByLabel('Subject').fill('Nuevo EP: Midnight Circuit')
    await phone.page.getByLabel('Text').fill('Ya está aquí.\n\nEscúchalo en la web.')
    await shoot(phone.page, 'composer', { fullPage: true })

    // The fan chose German on the manage page, and there is no German text: they get the Spanish.
    const announcement = await waitFor('the announcement in the sandbox', async () =>
      (await sentMail()).find(
        (m) => m.to.includes(fan) && m.subject === 'Nuevo EP: Midnight Circuit',
      ),
    )
    expect(announcement.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport)
      await page.goto(`${h.site.platform.url}/_mail/${announcement.id}`)
      await page.getByRole('heading', { level: 1 }).waitFor()
      await page.frameLocator('iframe').getByText('Escúchalo en la web.').waitFor()
      await shoot(page, 'received', { fullPage: true })
    }
  })
})
