import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { SentMessage } from '../../platform/mail/index.ts'
import type { SentSms } from '../../platform/sms/index.ts'
import { waitFor } from '../contract/helpers/wait-for.ts'
import {
  adminHeading,
  createAccount,
  signInAt,
  storedSession,
  submitSignIn,
} from './helpers/admin.ts'
import { BROWSER_SKIP_REASON } from './helpers/chromium.ts'
import { axeViolations, toast, useBrowserSite } from './helpers/site.ts'

// The owner's second factors and password in Chromium against the whole local platform: a
// security key enrolled in Settings → Security with Chromium's virtual authenticator (CDP
// WebAuthn.addVirtualAuthenticator) and then used to sign in; a phone enrolled and used with the
// codes read from the SMS sandbox; a forgotten password reset from the emailed link.

if (BROWSER_SKIP_REASON) console.warn(`\n⚠ ${BROWSER_SKIP_REASON}`)

/** Set to a folder to keep screenshots of the screens at 390 × 844 and 1440 × 900. */
const SHOTS_DIR = process.env.AUTH_SHOTS_DIR

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1440, height: 900 }

async function shoot(page: Page, name: string) {
  if (!SHOTS_DIR) return
  await mkdir(SHOTS_DIR, { recursive: true })
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`), fullPage: true })
}

/** A USB security key in this page's browser: it answers at once, PIN verified. */
async function plugInSecurityKey(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'usb',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return {
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  }
}

const aalOf = async (page: Page) => {
  const session = await storedSession(page)
  return JSON.parse(Buffer.from(session!.access_token.split('.')[1]!, 'base64url').toString()).aal
}

describe.skipIf(BROWSER_SKIP_REASON !== undefined)('second factors and passwords', () => {
  const h = useBrowserSite()

  const securityPage = async (page: Page) => {
    await page.goto(`${h.site.siteUrl}/admin/settings/security?lng=en`)
    return page.getByRole('region', { name: 'Security' })
  }

  async function smsTo(to: string, after: number) {
    return waitFor(`a text to ${to}`, async () => {
      const response = await fetch(`${h.site.platform.url}/_sms/api/messages`)
      const { data } = (await response.json()) as { data: SentSms[] }
      return data.find((message) => message.to === to && Date.parse(message.created_at) >= after)
    })
  }

  async function smsCode(to: string, after: number) {
    return /\b(\d{6})\b/.exec((await smsTo(to, after)).body)![1]!
  }

  const logOut = async (page: Page) => {
    // On a phone the sidebar, with Logout, opens from the top bar's menu toggle.
    const menu = page.getByRole('button', { name: 'Open menu' })
    if (await menu.isVisible()) await menu.click()
    await page.getByRole('button', { name: 'Logout' }).click()
    await page.waitForURL(`${h.site.siteUrl}/`)
  }

  it('enrols a security key in Settings, then signs in with it', async () => {
    const email = 'key-owner@example.com'
    await createAccount(h.site, email, { admin: true })
    const { page, problems } = await h.browse({ viewport: PHONE })
    const key = await plugInSecurityKey(page)
    await signInAt(h.site, page, email)
    await adminHeading(page, 'Dashboard')

    const section = await securityPage(page)
    await section.getByText("You haven't added a second factor yet.").waitFor()
    await shoot(page, 'security-empty-390')
    await section.getByRole('button', { name: 'Add a security key or passkey' }).click()
    await section.getByLabel('Name').fill('Blue YubiKey')
    await shoot(page, 'security-add-key-390')
    expect(await axeViolations(page)).toEqual([])
    await section.getByRole('button', { name: 'Register the key' }).click()
    await toast(page, 'status', 'Second factor added')
    await section.getByText('Blue YubiKey').waitFor()
    expect(await key.credentials()).toHaveLength(1)
    expect(await aalOf(page)).toBe('aal2')
    await section.getByText(/keep at least two/).waitFor()
    await shoot(page, 'security-one-key-390')

    await logOut(page)
    await signInAt(h.site, page, email)
    await page.getByRole('heading', { level: 1, name: 'Two-factor authentication' }).waitFor()
    await shoot(page, 'auth-key-step-390')
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Use my security key' }).click()
    await page.waitForURL(`${h.site.siteUrl}/admin`)
    await adminHeading(page, 'Dashboard')
    expect(await aalOf(page)).toBe('aal2')
    expect(problems).toEqual([])
  })

  it('enrols a phone with the texted code, then signs in with a new text', async () => {
    const email = 'phone-owner@example.com'
    await createAccount(h.site, email, { admin: true })
    const { page, problems } = await h.browse({ viewport: DESKTOP })
    await signInAt(h.site, page, email)
    await adminHeading(page, 'Dashboard')

    const section = await securityPage(page)
    await section.getByRole('button', { name: 'Add a phone' }).click()
    await section.getByLabel('Phone number').fill('0612345678')
    await section.getByRole('button', { name: 'Send the code' }).click()
    await section
      .getByRole('alert')
      .getByText(/international form/)
      .waitFor()
    await section.getByLabel('Phone number').fill('+34 612 345 678')
    await shoot(page, 'security-add-phone-1440')
    const sentAfter = Date.now() - 1000
    await section.getByRole('button', { name: 'Send the code' }).click()
    await section.getByText("We've texted a code to +34 612 345 678.").waitFor()
    expect(await axeViolations(page)).toEqual([])
    await shoot(page, 'security-phone-code-1440')
    await section.getByLabel('Code from the text').fill(await smsCode('+34612345678', sentAfter))
    await section.getByRole('button', { name: 'Confirm and turn on' }).click()
    await toast(page, 'status', 'Second factor added')
    await section.getByText('Phone').first().waitFor()
    await shoot(page, 'security-phone-added-1440')

    await logOut(page)
    await signInAt(h.site, page, email)
    await page.getByRole('heading', { level: 1, name: 'Two-factor authentication' }).waitFor()
    const signInAfter = Date.now() - 1000
    // A phone factor gets one text every 5 s (GoTrue's `sms.max_frequency`): wait that long after
    // the enrolment's text, as the page would otherwise ask the owner to.
    const enrolmentText = Date.parse((await smsTo('+34612345678', sentAfter)).created_at)
    await waitFor('5 s since the enrolment text', async () => Date.now() > enrolmentText + 5000)
    await page.getByRole('button', { name: 'Text me a code' }).click()
    await page.getByLabel('Code from the text').fill(await smsCode('+34612345678', signInAfter))
    await shoot(page, 'auth-phone-step-1440')
    await page.getByRole('button', { name: 'Verify' }).click()
    await page.waitForURL(`${h.site.siteUrl}/admin`)
    expect(await aalOf(page)).toBe('aal2')
    expect(problems).toEqual([])
  })

  it('resets a forgotten password from the emailed link, then signs in with the new one', async () => {
    const email = 'forgetful-owner@example.com'
    await createAccount(h.site, email, { admin: true })
    for (const [viewport, size] of [
      [PHONE, '390'],
      [DESKTOP, '1440'],
    ] as const) {
      const { page } = await h.browse({ viewport })
      await page.goto(`${h.site.siteUrl}/auth?lng=en`)
      await page.getByRole('button', { name: 'Forgot your password?' }).waitFor()
      await shoot(page, `auth-sign-in-${size}`)
      await page.getByRole('button', { name: 'Forgot your password?' }).click()
      await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor()
      await shoot(page, `auth-forgot-${size}`)
      expect(await axeViolations(page)).toEqual([])
    }

    const { page, problems } = await h.browse({ viewport: PHONE })
    await page.goto(`${h.site.siteUrl}/auth?lng=en`)
    await page.getByRole('button', { name: 'Forgot your password?' }).click()
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByRole('button', { name: 'Send the link' }).click()
    await page
      .getByRole('status')
      .getByText(/an email with the link will arrive/)
      .waitFor()
    await shoot(page, 'auth-forgot-sent-390')
    const message = await waitFor('the reset email', async () => {
      const response = await fetch(`${h.site.platform.url}/_mail/api/messages`)
      const { data } = (await response.json()) as { data: SentMessage[] }
      return data.find((each) => each.to.includes(email) && each.subject === 'Reset your password')
    })
    const link = /(http\S+\/auth\/v1\/verify\?\S+)/.exec(message.text ?? '')![1]!
    await page.goto(link)
    await page.waitForURL(/\/auth\/reset/)
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor()
    await page.getByLabel('New password', { exact: true }).waitFor()
    await shoot(page, 'auth-reset-390')
    expect(await axeViolations(page)).toEqual([])
    await page.getByLabel('New password', { exact: true }).fill('a fresh passphrase')
    await page.getByLabel('Repeat the new password').fill('a fresh passphrase')
    await page.getByRole('button', { name: 'Save and sign in' }).click()
    await page.waitForURL(`${h.site.siteUrl}/admin`)
    await adminHeading(page, 'Dashboard')
    expect(problems).toEqual([])

    const { page: later } = await h.browse()
    await later.goto(`${h.site.siteUrl}/auth?lng=en`)
    await submitSignIn(later, email, 'a fresh passphrase')
    await later.waitForURL(`${h.site.siteUrl}/admin`)
  })
})
