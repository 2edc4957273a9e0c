import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { AuthApiError, AuthWeakPasswordError, type SupabaseClient } from '@supabase/supabase-js'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiKeys, loadApiKeys } from '../../platform/api-keys.ts'
import type { Database } from '../../platform/db/database.ts'
import { prepareDatabase } from '../../platform/db/setup.ts'
import { createMailSandbox, type MailSandbox } from '../../platform/mail/index.ts'
import { databaseTargets, openFreshDatabase } from '../helpers/database.ts'
import { SoftAuthenticator } from '../helpers/soft-authenticator.ts'
import {
  expectAuthApiError,
  readableStorageClient,
  supabaseClient,
} from './helpers/auth-clients.ts'
import { type AuthServer, startAuthServer, testClock } from './helpers/auth-server.ts'

// The owner's account as supabase-js looks after it against the GoTrue stand-in: a forgotten
// password (resetPasswordForEmail, the link, updateUser), a password change (aal2 with a factor,
// a reauthentication code after a day), an email change confirmed from both addresses, sign-up
// with a confirmation email, and resending it. Emails are read from the mail sandbox.

const SITE = 'http://localhost:5173'
const PASSWORD = 'correct horse battery staple'
const NEW_PASSWORD = 'a brand new passphrase'

describe.each(databaseTargets())('account care ($target)', ({ target, skip }) => {
  const clock = testClock()
  let database: Database
  let dataDir: string
  let keys: ApiKeys
  let mail: MailSandbox
  let server: AuthServer

  const anon = () => supabaseClient(server.url, keys.publishable_key)
  const pkceClient = () => readableStorageClient(server.url, keys.publishable_key, 'pkce').supabase

  async function confirmedUser(email: string) {
    const { error } = await supabaseClient(server.url, keys.secret_key).auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
    })
    expect(error).toBeNull()
  }

  async function signedIn(email: string, password = PASSWORD) {
    const client = pkceClient()
    const { error } = await client.auth.signInWithPassword({ email, password })
    expect(error).toBeNull()
    return client
  }

  const emailsTo = (to: string) => mail.messages().filter((m) => m.to.includes(to))

  function lastEmail(to: string) {
    const message = emailsTo(to)[0]
    if (!message) throw new Error(`No email to ${to}`)
    const link = /(http\S+\/auth\/v1\/verify\?\S+)/.exec(message.text ?? '')?.[1] ?? null
    const code = /^(\d{6})$/m.exec(message.text ?? '')?.[1]
    if (!code) throw new Error(`No code in the email to ${to}`)
    return { message, link, code }
  }

  async function follow(link: string) {
    const response = await fetch(link, { redirect: 'manual' })
    expect(response.status).toBe(303)
    return new URL(response.headers.get('location') ?? '')
  }

  beforeAll(async () => {
    if (skip) return
    database = await openFreshDatabase(target)
    await prepareDatabase(database.sql)
    dataDir = await mkdtemp(join(tmpdir(), 'auth-account-'))
    keys = await loadApiKeys(dataDir)
    mail = createMailSandbox({ dataDir, apiKey: keys.resend_api_key })
    server = await startAuthServer({
      sql: database.sql,
      dataDir,
      keys,
      now: clock.now,
      accessTokenTtlSeconds: 3600,
      mail,
      siteUrl: SITE,
      emailsPerHour: 1000,
    })
  })

  afterAll(async () => {
    await server?.close()
    await database?.close()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  describe.skipIf(skip)('a forgotten password', () => {
    it('emails a reset link that signs in for recovery, and the new password then works', async () => {
      await confirmedUser('forgot@example.com')
      const client = pkceClient()
      const events: string[] = []
      client.auth.onAuthStateChange((event) => void events.push(event))
      const { error } = await client.auth.resetPasswordForEmail('forgot@example.com', {
        redirectTo: `${SITE}/auth/reset?lng=en`,
      })
      expect(error).toBeNull()
      const { message, link } = lastEmail('forgot@example.com')
      expect(message.subject).toBe('Reset your password')
      const back = await follow(link!)
      expect(`${back.origin}${back.pathname}`).toBe(`${SITE}/auth/reset`)
      const exchanged = await client.auth.exchangeCodeForSession(back.searchParams.get('code')!)
      expect(exchanged.error).toBeNull()
      expect(decodeJwt(exchanged.data.session!.access_token).amr).toEqual([
        { method: 'recovery', timestamp: expect.any(Number) },
      ])
      expect(events).toContain('PASSWORD_RECOVERY')

      const updated = await client.auth.updateUser({ password: NEW_PASSWORD })
      expect(updated.error).toBeNull()
      const old = await anon().auth.signInWithPassword({
        email: 'forgot@example.com',
        password: PASSWORD,
      })
      expectAuthApiError(old.error, 400, 'invalid_credentials')
      await signedIn('forgot@example.com', NEW_PASSWORD)
      // The link was spent.
      expect((await follow(link!)).searchParams.get('error_code')).toBe('otp_expired')
    })

    it('answers the same for an unknown address, and sends nothing', async () => {
      const before = mail.messages().length
      const { data, error } = await anon().auth.resetPasswordForEmail('nobody@example.com')
      expect(error).toBeNull()
      expect(data).toEqual({})
      expect(mail.messages()).toHaveLength(before)
      const malformed = await anon().auth.resetPasswordForEmail('not an address')
      expectAuthApiError(malformed.error, 400, 'validation_failed')
    })
  })

  describe.skipIf(skip)('a password change', () => {
    it('refuses the same or a weak password, and ends the other sessions', async () => {
      await confirmedUser('change@example.com')
      const client = await signedIn('change@example.com')
      const other = await signedIn('change@example.com')
      expectAuthApiError(
        (await client.auth.updateUser({ password: PASSWORD })).error,
        422,
        'same_password',
      )
      const weak = await client.auth.updateUser({ password: '123' })
      expect(weak.error).toBeInstanceOf(AuthWeakPasswordError)
      expect((await client.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull()
      const { data } = await other.auth.getSession()
      const refreshed = await anon().auth.refreshSession({
        refresh_token: data.session!.refresh_token,
      })
      expectAuthApiError(refreshed.error, 400, 'refresh_token_not_found')
    })

    it('asks a day-old session for the emailed reauthentication code', async () => {
      await confirmedUser('nonce@example.com')
      const client = await signedIn('nonce@example.com')
      clock.advance(25 * 3600 * 1000)
      await client.auth.refreshSession()
      const without = await client.auth.updateUser({ password: NEW_PASSWORD })
      expectAuthApiError(without.error, 400, 'reauthentication_needed')
      expect((await client.auth.reauthenticate()).error).toBeNull()
      const { message, link, code } = lastEmail('nonce@example.com')
      expect(message.subject).toBe('Tu código de confirmación')
      expect(link).toBeNull()
      const wrong = await client.auth.updateUser({
        password: NEW_PASSWORD,
        nonce: code === '000000' ? '111111' : '000000',
      })
      expectAuthApiError(wrong.error, 422, 'reauthentication_not_valid')
      expect(
        (await client.auth.updateUser({ password: NEW_PASSWORD, nonce: code })).error,
      ).toBeNull()
    })

    it('needs aal2 once the account has a verified factor', async () => {
      await confirmedUser('mfa-change@example.com')
      const client = await signedIn('mfa-change@example.com')
      const key = new SoftAuthenticator(SITE, 'localhost')
      const rp = { rpId: 'localhost', rpOrigins: [SITE] }
      const { data: factor } = await client.auth.mfa.enroll({ factorType: 'webauthn' })
      const { data: challenge } = await client.auth.mfa.challenge({
        factorId: factor!.id,
        webauthn: rp,
      })
      const options = (
        challenge as unknown as { webauthn: { credential_options: { publicKey: never } } }
      ).webauthn.credential_options.publicKey
      const verified = await client.auth.mfa.verify({
        factorId: factor!.id,
        challengeId: challenge!.id,
        webauthn: { type: 'create', ...rp, credential_response: key.create(options) as never },
      })
      expect(verified.error).toBeNull()
      const aal1 = await signedIn('mfa-change@example.com')
      const refused = await aal1.auth.updateUser({ password: NEW_PASSWORD })
      expectAuthApiError(
        refused.error,
        401,
        'insufficient_aal',
        'AAL2 session is required to update email or password when MFA is enabled.',
      )
      const email = await aal1.auth.updateUser({ email: 'elsewhere@example.com' })
      expectAuthApiError(email.error, 401, 'insufficient_aal')
      expect((await client.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull()
    })
  })

  describe.skipIf(skip)('an email change', () => {
    it('needs a confirmation from both addresses, in either order', async () => {
      await confirmedUser('old@example.com')
      const client = await signedIn('old@example.com')
      const { data, error } = await client.auth.updateUser(
        { email: 'New@example.com' },
        { emailRedirectTo: `${SITE}/admin/settings/security?lng=en` },
      )
      expect(error).toBeNull()
      expect(data.user).toMatchObject({ email: 'old@example.com', new_email: 'new@example.com' })
      const current = lastEmail('old@example.com')
      const next = lastEmail('new@example.com')
      expect(current.message.subject).toBe('Confirm the change of your email')
      expect(current.message.text).toContain('new@example.com')
      expect(next.message.subject).toBe('Confirm your new email address')

      const first = await follow(next.link!)
      expect(first.searchParams.get('message')).toBe(
        'Confirmation link accepted. Please proceed to confirm link sent to the other email',
      )
      const [halfway] =
        await database.sql`select email from auth.users where email = 'old@example.com'`
      expect(halfway).toBeDefined()
      // The second side by its code, as typed on the page.
      const verified = await anon().auth.verifyOtp({
        email: 'old@example.com',
        token: current.code,
        type: 'email_change',
      })
      expect(verified.error).toBeNull()
      expect(verified.data.user?.email).toBe('new@example.com')
      await signedIn('new@example.com')
    })

    it('refuses an address another account has', async () => {
      await confirmedUser('mine@example.com')
      await confirmedUser('theirs@example.com')
      const client = await signedIn('mine@example.com')
      const taken = await client.auth.updateUser({ email: 'theirs@example.com' })
      expectAuthApiError(taken.error, 422, 'email_exists')
    })
  })

  describe.skipIf(skip)('sign-up', () => {
    it('answers JSON as GoTrue: a confirmation email and no session, then the link signs in', async () => {
      const client = pkceClient()
      const { data, error } = await client.auth.signUp({
        email: 'newcomer@example.com',
        password: PASSWORD,
        options: { emailRedirectTo: `${SITE}/?lng=fr` },
      })
      expect(error).toBeNull()
      expect(data.session).toBeNull()
      expect(data.user).toMatchObject({ email: 'newcomer@example.com', aud: 'authenticated' })
      const { message, link } = lastEmail('newcomer@example.com')
      expect(message.subject).toBe('Confirmez votre adresse e-mail')
      const unconfirmed = await anon().auth.signInWithPassword({
        email: 'newcomer@example.com',
        password: PASSWORD,
      })
      expectAuthApiError(unconfirmed.error, 400, 'email_not_confirmed')
      const back = await follow(link!)
      expect(
        (await client.auth.exchangeCodeForSession(back.searchParams.get('code')!)).error,
      ).toBeNull()
      await signedIn('newcomer@example.com')
    })

    it('tells nobody which addresses have an account', async () => {
      await confirmedUser('taken@example.com')
      const before = emailsTo('taken@example.com').length
      const { data, error } = await anon().auth.signUp({
        email: 'taken@example.com',
        password: NEW_PASSWORD,
      })
      expect(error).toBeNull()
      expect(data.user?.email).toBe('taken@example.com')
      const [real] = await database.sql`select id from auth.users where email = 'taken@example.com'`
      expect(data.user?.id).not.toBe(real?.id)
      expect(emailsTo('taken@example.com')).toHaveLength(before)
    })

    it('refuses a weak or missing password and a missing address with GoTrue errors', async () => {
      const weak = await anon().auth.signUp({ email: 'weak@example.com', password: '123' })
      expect(weak.error).toBeInstanceOf(AuthWeakPasswordError)
      const noEmail = await anon().auth.signUp({ email: '', password: PASSWORD })
      expect(noEmail.error).toBeInstanceOf(AuthApiError)
      expect(noEmail.error?.status).toBe(400)
    })
  })

  describe.skipIf(skip)('resend', () => {
    it('sends the confirmation again, once a minute, and nothing to a confirmed account', async () => {
      const client: SupabaseClient = pkceClient()
      await client.auth.signUp({ email: 'again@example.com', password: PASSWORD })
      const soon = await client.auth.resend({ type: 'signup', email: 'again@example.com' })
      expectAuthApiError(soon.error, 429, 'over_email_send_rate_limit')
      clock.advance(61_000)
      expect(
        (await client.auth.resend({ type: 'signup', email: 'again@example.com' })).error,
      ).toBeNull()
      expect(emailsTo('again@example.com')).toHaveLength(2)

      await confirmedUser('done@example.com')
      expect(
        (await anon().auth.resend({ type: 'signup', email: 'done@example.com' })).error,
      ).toBeNull()
      expect(emailsTo('done@example.com')).toHaveLength(0)
    })
  })
})
