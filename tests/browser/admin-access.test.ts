import { join } from 'node:path'
import type { Page, Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { totpCode } from '../integration/helpers/admin.ts'
import {
  adminHeading,
  createAccount,
  enrolAuthenticator,
  signInAt,
  storedSession,
  submitSignIn,
} from './helpers/admin.ts'
import { BROWSER_SKIP_REASON } from './helpers/chromium.ts'
import { axeViolations, toast, useBrowserSite } from './helpers/site.ts'

// Signing in and the admin guard, in Chromium against the whole local platform (seed spec,
// sections 2, 4 and 7): the guard's four paths, the TOTP step, enrolment when two-factor is
// required, Logout, sessions that persist and refresh, OAuth buttons, the mobile sidebar.

if (BROWSER_SKIP_REASON) console.warn(`\n⚠ ${BROWSER_SKIP_REASON}`)

/** Set to a folder to keep screenshots of /auth and the identity provider's page. */
const SCREENSHOT_DIR = process.env.OAUTH_SCREENSHOT_DIR

async function shoot(page: Page, name: string) {
  if (!SCREENSHOT_DIR) return
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true })
}

const PROVIDER_PAGE = /\/_oauth\/realms\/local\/protocol\/openid-connect\/auth\?/

const OWNER = 'owner@example.com'
const FAN = 'fan@example.com'

describe.skipIf(BROWSER_SKIP_REASON !== undefined)('sign-in and the admin guard', () => {
  const h = useBrowserSite()

  const { browse } = h

  describe('the guard', () => {
    it('sends a visitor without a session to /auth, and back to the page asked for after signing in', async () => {
      const { page, problems } = await browse()
      await page.goto(`${h.site.siteUrl}/admin/sales?lng=en`)
      await page.waitForURL(`${h.site.siteUrl}/auth?next=${encodeURIComponent('/admin/sales')}`)
      await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor()

      await submitSignIn(page, OWNER, h.site.demoPassword)
      await page.waitForURL(`${h.site.siteUrl}/admin/sales`)
      await page.getByRole('navigation', { name: 'Admin sections' }).waitFor()
      expect(problems).toEqual([])
    })

    it('shows Loading until the admin check answers', async () => {
      const { page } = await browse()
      await signInAt(h.site, page, OWNER)
      await adminHeading(page, 'Dashboard')

      let release: () => void = () => {}
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      await page.route('**/rest/v1/roles*', async (route: Route) => {
        await held
        await route.continue()
      })
      await page.reload()
      await page.getByRole('status').getByText('Loading…').first().waitFor({ state: 'visible' })
      expect(await page.getByRole('navigation', { name: 'Admin sections' }).count()).toBe(0)
      release()
      await adminHeading(page, 'Dashboard')
    })

    it('sends a signed-in user without the admin role home, saying why', async () => {
      const { page } = await browse()
      await signInAt(h.site, page, FAN)
      await page.waitForURL(`${h.site.siteUrl}/`)
      await toast(page, 'alert', 'No access')
      await toast(page, 'alert', "This account can't use the admin panel.")
    })

    it('sends the user home when the admin lookup fails', async () => {
      const { page } = await browse()
      await page.route('**/rest/v1/roles*', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': h.site.siteUrl },
          body: JSON.stringify({ code: 'XX000', message: 'database unavailable' }),
        }),
      )
      await signInAt(h.site, page, OWNER)
      await page.waitForURL(`${h.site.siteUrl}/`)
      await toast(page, 'alert', 'No access')
    })

    it('goes to /auth when the session is signed out elsewhere (another tab)', async () => {
      const { page, context } = await browse()
      await signInAt(h.site, page, OWNER, '/admin/messages')
      await page.waitForURL(`${h.site.siteUrl}/admin/messages`)

      const other = await context.newPage()
      await other.goto(`${h.site.siteUrl}/admin?lng=en`)
      await adminHeading(other, 'Dashboard')
      await other.getByRole('button', { name: 'Logout' }).click()
      await other.waitForURL(`${h.site.siteUrl}/`)

      // The first tab hears supabase-js's SIGNED_OUT and leaves the panel.
      await page.waitForURL(`${h.site.siteUrl}/auth?next=${encodeURIComponent('/admin/messages')}`)
    })
  })

  it('refuses a wrong password with a translated message', async () => {
    const { page } = await browse({ locale: 'de-DE' })
    await page.goto(`${h.site.siteUrl}/auth?lng=de`)
    await page.getByLabel('E-Mail', { exact: true }).fill(OWNER)
    await page.getByLabel('Passwort', { exact: true }).fill('not-the-password')
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click()
    await page.getByRole('alert').getByText('E-Mail oder Passwort ist falsch.').waitFor()
    expect(page.url()).toContain('/auth')
  })

  it('asks an admin with an authenticator app for its code before entering', async () => {
    const email = 'second-factor@example.com'
    await createAccount(h.site, email, { admin: true })
    const secret = await enrolAuthenticator(h.site, email)

    const { page, problems } = await browse()
    await signInAt(h.site, page, email)
    await page.getByRole('heading', { level: 1, name: 'Two-factor authentication' }).waitFor()
    expect(page.url()).toContain('/auth')

    const code = page.getByLabel('6-digit code')
    const wrong = totpCode(secret) === '000000' ? '111111' : '000000'
    await code.fill(wrong)
    await page.getByRole('button', { name: 'Verify' }).click()
    await page
      .getByRole('alert')
      .getByText(/That wasn't accepted/)
      .waitFor()

    await code.fill(totpCode(secret))
    await page.getByRole('button', { name: 'Verify' }).click()
    await page.waitForURL(`${h.site.siteUrl}/admin`)
    await adminHeading(page, 'Dashboard')
    const session = await storedSession(page)
    const claims = JSON.parse(
      Buffer.from(session!.access_token.split('.')[1]!, 'base64url').toString(),
    )
    expect(claims.aal).toBe('aal2')
    // The wrong code's refusal (a 422 from the auth service) is the only problem on the page.
    expect(problems.filter((line) => !/422/.test(line))).toEqual([])
  })

  it('logs out with the seed spec toast and goes home; /admin then asks to sign in', async () => {
    const { page, problems } = await browse()
    await signInAt(h.site, page, OWNER)
    await adminHeading(page, 'Dashboard')
    await page.getByRole('button', { name: 'Logout' }).click()
    await page.waitForURL(`${h.site.siteUrl}/`)
    await toast(page, 'status', 'Logged out')
    await toast(page, 'status', 'You have been successfully logged out.')
    expect(await storedSession(page)).toBeNull()

    await page.goto(`${h.site.siteUrl}/admin`)
    await page.waitForURL(/\/auth\?next=/)
    expect(problems).toEqual([])
  })

  describe('sessions', () => {
    it('persist across reloads and refresh an access token about to expire', async () => {
      const { page } = await browse()
      await signInAt(h.site, page, OWNER, '/admin/tracks')
      await page.waitForURL(`${h.site.siteUrl}/admin/tracks`)
      const before = await storedSession(page)

      // The stored token now looks expired: supabase-js refreshes it before using it.
      await page.evaluate(() => {
        const key = Object.keys(localStorage).find((name) => /^sb-.*-auth-token$/.test(name))!
        const stored = JSON.parse(localStorage.getItem(key)!)
        localStorage.setItem(
          key,
          JSON.stringify({ ...stored, expires_at: stored.expires_at - 7200 }),
        )
      })
      const refreshed = page.waitForResponse(
        (response) =>
          response.url().includes('/auth/v1/token?grant_type=refresh_token') && response.ok(),
      )
      await page.reload()
      await refreshed
      await page.getByRole('navigation', { name: 'Admin sections' }).waitFor()
      expect(page.url()).toBe(`${h.site.siteUrl}/admin/tracks`)
      const after = await storedSession(page)
      expect(after?.refresh_token).not.toBe(before?.refresh_token)
      expect(after!.expires_at).toBeGreaterThan(Date.now() / 1000)
    })

    it('sign the user out when the refresh fails for good', async () => {
      const { page } = await browse()
      await signInAt(h.site, page, OWNER, '/admin/settings')
      await page.waitForURL(`${h.site.siteUrl}/admin/settings`)
      const { access_token } = (await storedSession(page))!
      const { session_id } = JSON.parse(
        Buffer.from(access_token.split('.')[1]!, 'base64url').toString(),
      )
      // The session is ended on the server (an admin revoked it), and the token needs renewing.
      await h.site.platform.sql`delete from auth.sessions where id = ${session_id}`
      await page.evaluate(() => {
        const key = Object.keys(localStorage).find((name) => /^sb-.*-auth-token$/.test(name))!
        const stored = JSON.parse(localStorage.getItem(key)!)
        localStorage.setItem(
          key,
          JSON.stringify({ ...stored, expires_at: stored.expires_at - 7200 }),
        )
      })
      await page.reload()
      await page.waitForURL(`${h.site.siteUrl}/auth?next=${encodeURIComponent('/admin/settings')}`)
      expect(await storedSession(page)).toBeNull()
    })
  })

  it('offers a button per enabled OAuth provider, leaving with redirect_to, scopes and PKCE', async () => {
    const { page } = await browse()
    await page.goto(`${h.site.siteUrl}/auth?lng=en`)
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor()
    // Locally the keycloak provider (the local identity provider) is the one enabled.
    await page.getByRole('button', { name: 'Continue with Keycloak' }).waitFor()
    expect(await page.getByRole('button', { name: /Continue with/ }).count()).toBe(1)

    await page.route('**/auth/v1/settings', async (route) => {
      const response = await route.fetch()
      const settings = await response.json()
      settings.external.github = true
      await route.fulfill({ response, json: settings })
    })
    await page.reload()
    const github = page.getByRole('button', { name: 'Continue with GitHub' })
    await github.waitFor()
    await page.route('**/auth/v1/authorize?**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>GitHub</title>' }),
    )
    await github.click()
    await page.waitForURL(/\/auth\/v1\/authorize\?/)
    const authorize = new URL(page.url())
    expect(authorize.origin).toBe(h.site.platform.url)
    expect(authorize.searchParams.get('provider')).toBe('github')
    expect(authorize.searchParams.get('redirect_to')).toBe(
      `${h.site.siteUrl}/auth?next=${encodeURIComponent('/admin')}`,
    )
    expect(authorize.searchParams.get('scopes')).toBe('read:user user:email')
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(authorize.searchParams.get('code_challenge_method')).toBe('s256')
  })

  it('opens the sidebar over a dimmed overlay on a phone; Escape and the overlay close it', async () => {
    const { page, problems } = await browse({ viewport: { width: 390, height: 844 } })
    await signInAt(h.site, page, OWNER)
    await adminHeading(page, 'Dashboard')
    const toggle = page.getByRole('button', { name: 'Open menu' })
    const nav = page.getByRole('navigation', { name: 'Admin sections' })
    expect(await nav.isVisible()).toBe(false)

    await toggle.click()
    await nav.waitFor({ state: 'visible' })
    expect(await page.locator('.admin-overlay').isVisible()).toBe(true)
    // Focus moves into the sidebar (an effect, once it is shown); the page behind does not take it.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Dashboard')
    expect(await page.locator('#admin-main').getAttribute('inert')).not.toBeNull()
    expect(await axeViolations(page)).toEqual([])

    await page.keyboard.press('Escape')
    await nav.waitFor({ state: 'hidden' })
    await expect
      .poll(() => toggle.evaluate((element) => element === document.activeElement))
      .toBe(true)

    await toggle.click()
    await nav.waitFor({ state: 'visible' })
    await page.mouse.click(370, 600)
    await nav.waitFor({ state: 'hidden' })

    await toggle.click()
    await nav.getByRole('link', { name: 'Sales' }).click()
    await page.waitForURL(`${h.site.siteUrl}/admin/sales`)
    await nav.waitFor({ state: 'hidden' })
    expect(problems).toEqual([])
  })

  it('has no accessibility violations on the sign-in page', async () => {
    const { page } = await browse()
    await page.goto(`${h.site.siteUrl}/auth?lng=en`)
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor()
    expect(await axeViolations(page)).toEqual([])
  })

  // Last: it makes two-factor mandatory for every admin of this platform.
  it('takes an admin without an authenticator app to set one up when two-factor is required', async () => {
    const email = 'new-admin@example.com'
    await createAccount(h.site, email, { admin: true })
    await h.site.platform.sql`update public.settings set require_admin_mfa = true`
    try {
      const { page, problems } = await browse()
      await signInAt(h.site, page, email)
      await page
        .getByRole('heading', { level: 1, name: 'Set up two-factor authentication' })
        .waitFor()
      expect(await page.getByRole('navigation', { name: 'Admin sections' }).count()).toBe(0)
      // Any of the three kinds will do; a security key is offered first.
      const kinds = page.getByRole('main').getByRole('listitem').getByRole('button')
      expect(await kinds.allTextContents()).toEqual([
        'Add a security key or passkey',
        'Add a phone',
        'Add an authenticator app',
      ])
      expect(await axeViolations(page)).toEqual([])

      await page.getByRole('button', { name: 'Add an authenticator app' }).click()
      await page.getByRole('button', { name: 'Set up an authenticator app' }).click()
      const qr = page.getByRole('img', { name: /QR code/ })
      await qr.waitFor()
      expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
      const secret = (await page.locator('.enrol__secret').textContent())?.trim() ?? ''
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
      expect(await axeViolations(page)).toEqual([])

      await page.getByLabel('6-digit code').fill(totpCode(secret))
      await page.getByRole('button', { name: 'Confirm and turn on' }).click()
      await adminHeading(page, 'Dashboard')
      // The admin function's answer that sent this admin to set up an app (one 403, logged).
      const expected = [
        `HTTP 403: GET ${h.site.platform.url}/functions/v1/admin/me`,
        'console error: Failed to load resource: the server responded with a status of 403 (Forbidden)',
      ]
      expect(problems).toEqual(expected)
    } finally {
      await h.site.platform.sql`update public.settings set require_admin_mfa = false`
    }
  })
  describe('OAuth sign-in through the local identity provider (keycloak)', () => {
    it('on a phone: Continue with Keycloak, approve with the keyboard, back signed in', async () => {
      const { page, problems } = await browse({ viewport: { width: 390, height: 844 } })
      await page.goto(`${h.site.siteUrl}/auth?lng=en`)
      const button = page.getByRole('button', { name: 'Continue with Keycloak' })
      await button.waitFor()
      expect(await axeViolations(page)).toEqual([])
      await shoot(page, 'auth-390')
      await button.click()

      await page.waitForURL(PROVIDER_PAGE)
      await page.getByRole('heading', { level: 1, name: 'Sign in to continue' }).waitFor()
      expect(await axeViolations(page)).toEqual([])
      await shoot(page, 'provider-390')
      // Keyboard only: email, Tab, name, Tab to Approve, Enter.
      await page.getByLabel('Email').focus()
      await page.keyboard.type('oauth.fan@example.com')
      await page.keyboard.press('Tab')
      await page.keyboard.type('OAuth Fan')
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Approve')
      await page.keyboard.press('Enter')

      // Signed in, without the admin role: /auth goes on to /admin, whose guard sends them home.
      await page.waitForURL(`${h.site.siteUrl}/`)
      await toast(page, 'alert', 'No access')
      const session = await storedSession(page)
      expect(session?.access_token).toBeTruthy()
      const [identity] = await h.site.platform.sql`
        select i.provider, u.email from auth.identities i join auth.users u on u.id = i.user_id
        where u.email = 'oauth.fan@example.com'`
      expect(identity).toEqual({ provider: 'keycloak', email: 'oauth.fan@example.com' })
      // The code verifier left the browser's storage and its flow state the database.
      expect(
        await page.evaluate(() =>
          Object.keys(localStorage).some((key) => key.endsWith('-code-verifier')),
        ),
      ).toBe(false)
      const [left] = await h.site.platform.sql`
        select count(*)::int as n from auth.flow_state f join auth.users u on u.id = f.user_id
        where u.email = 'oauth.fan@example.com'`
      expect(left?.n).toBe(0)
      expect(problems).toEqual([])
    })

    it('signs an admin whose email the provider vouches for into the admin panel', async () => {
      await createAccount(h.site, 'oauth.admin@example.com', { admin: true })
      const { page, problems } = await browse({ viewport: { width: 1440, height: 900 } })
      await page.goto(`${h.site.siteUrl}/auth?lng=en&next=${encodeURIComponent('/admin/messages')}`)
      await page.getByRole('button', { name: 'Continue with Keycloak' }).waitFor()
      await shoot(page, 'auth-1440')
      await page.getByRole('button', { name: 'Continue with Keycloak' }).click()
      await page.waitForURL(PROVIDER_PAGE)
      await page.getByRole('heading', { level: 1, name: 'Sign in to continue' }).waitFor()
      await shoot(page, 'provider-1440')
      await page.getByLabel('Email').fill('oauth.admin@example.com')
      await page.getByLabel('Name').fill('OAuth Admin')
      await page.getByRole('button', { name: 'Approve' }).click()
      await page.waitForURL(`${h.site.siteUrl}/admin/messages`)
      await page.getByRole('navigation', { name: 'Admin sections' }).waitFor()
      expect(problems).toEqual([])
    })

    it('comes back to /auth saying so when the tester denies', async () => {
      const { page } = await browse({ viewport: { width: 390, height: 844 } })
      await page.goto(`${h.site.siteUrl}/auth?lng=en`)
      await page.getByRole('button', { name: 'Continue with Keycloak' }).click()
      await page.waitForURL(PROVIDER_PAGE)
      await page.getByRole('button', { name: 'Deny' }).click()
      await page.waitForURL(/\/auth\?.*error=access_denied/)
      await page
        .getByRole('alert')
        .getByText('Sign-in was cancelled or refused by the provider.')
        .waitFor()
      expect(await storedSession(page)).toBeNull()
    })
  })
})
