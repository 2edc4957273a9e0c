import type { Page } from 'playwright-core'
import { createUser } from '../../../platform/auth/users.ts'
import { supabaseClient } from '../../contract/helpers/auth-clients.ts'
import { enrolTotp } from '../../integration/helpers/admin.ts'
import type { BrowserSite } from './site.ts'

// What the admin panel's browser tests share: accounts made for one test, signing in through
// /auth as a person would, and the toasts.

/** A confirmed account with the demo password; an admin when `admin` is set (a roles row). */
export async function createAccount(site: BrowserSite, email: string, { admin = false } = {}) {
  const { id } = await createUser(site.platform.sql, { email, password: site.demoPassword })
  if (admin) {
    await site.platform.sql`
      insert into public.roles (user_id, role) values (${id}, 'admin') on conflict do nothing`
  }
  return id
}

/** Gives the account a verified authenticator app, as the owner would with a phone. */
export async function enrolAuthenticator(site: BrowserSite, email: string) {
  const supabase = supabaseClient(site.platform.url, site.publishableKey)
  const { error } = await supabase.auth.signInWithPassword({ email, password: site.demoPassword })
  if (error) throw error
  const { secret } = await enrolTotp(supabase)
  await supabase.auth.signOut()
  return secret
}

/** Fills in /auth's email and password and presses Sign in (the page must be on /auth). */
export async function submitSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/** Opens /auth (to come back to `next`) and signs in with the password. */
export async function signInAt(site: BrowserSite, page: Page, email: string, next = '/admin') {
  await page.goto(`${site.siteUrl}/auth?lng=en&next=${encodeURIComponent(next)}`)
  await submitSignIn(page, email, site.demoPassword)
}

/** The admin screen's heading, once the guard has let the visitor in. */
export async function adminHeading(page: Page, name: string) {
  await page.getByRole('heading', { level: 1, name }).waitFor({ state: 'visible' })
}

/** supabase-js's stored session in this page's origin (`sb-<host>-auth-token`). */
export async function storedSession(page: Page) {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => /^sb-.*-auth-token$/.test(name))
    return key ? (JSON.parse(localStorage.getItem(key) ?? 'null') as StoredSession | null) : null
  })
}

export type StoredSession = { access_token: string; refresh_token: string; expires_at: number }
