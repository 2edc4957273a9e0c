import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { isAuthSessionMissingError } from '@supabase/supabase-js'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiKeys, loadApiKeys } from '../../platform/api-keys.ts'
import { FAILED_ATTEMPTS } from '../../platform/auth/attempts.ts'
import { otpTokenHash } from '../../platform/auth/one-time-tokens.ts'
import type { Database } from '../../platform/db/database.ts'
import { prepareDatabase } from '../../platform/db/setup.ts'
import { createMailSandbox, type MailSandbox } from '../../platform/mail/index.ts'
import { databaseTargets, openFreshDatabase } from '../helpers/database.ts'
import { expectAuthApiError, supabaseClient } from './helpers/auth-clients.ts'
import { type AuthServer, startAuthServer, testClock } from './helpers/auth-server.ts'

// What a hostile caller found in the auth stand-in (issue 28, point 4), each reproduced with the
// official client or a plain fetch, and shown refused: a sign-in link derived from the address and
// the code, GET /verify counting no failed guesses, a revoked refresh-token family refreshing
// again, and redirect_to taking any loopback scheme and port.

const SITE = 'http://localhost:5173'
const ALLOWED = 'https://preview.kaelvoss.example/**'
const PASSWORD = 'correct horse battery staple'

describe.each(databaseTargets())('hostile findings ($target)', ({ target, skip }) => {
  const clock = testClock()
  let database: Database
  let dataDir: string
  let keys: ApiKeys
  let mail: MailSandbox
  let server: AuthServer

  const anon = () =>
    supabaseClient(server.url, keys.publishable_key, { auth: { flowType: 'implicit' } })

  async function confirmedUser(email: string) {
    const { error } = await supabaseClient(server.url, keys.secret_key).auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
    })
    expect(error).toBeNull()
  }

  function signInEmail(to: string) {
    const message = mail.messages().find((m) => m.to.includes(to))
    const link = /(http\S+\/auth\/v1\/verify\?\S+)/.exec(message?.text ?? '')?.[1]
    const code = /^(\d{6})$/m.exec(message?.text ?? '')?.[1]
    if (!link || !code) throw new Error(`No link or code in the email to ${to}`)
    return { link, code }
  }

  async function follow(link: string) {
    const response = await fetch(link, { redirect: 'manual' })
    expect(response.status).toBe(303)
    return new URL(response.headers.get('location') ?? '')
  }

  /** The error a failed link's redirect carries (implicit flow: in the fragment). */
  const fragment = (url: URL) => new URLSearchParams(url.hash.slice(1))

  /** Forgets earlier failures of this caller, so each test counts its own. */
  const newWindow = () => clock.advance((FAILED_ATTEMPTS.windowSeconds + 1) * 1000)

  beforeAll(async () => {
    if (skip) return
    database = await openFreshDatabase(target)
    await prepareDatabase(database.sql)
    dataDir = await mkdtemp(join(tmpdir(), 'auth-hostile-'))
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
      redirectAllowList: [ALLOWED],
      emailsPerHour: 1000,
    })
  })

  afterAll(async () => {
    await server?.close()
    await database?.close()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  describe.skipIf(skip)('sign-in links', () => {
    it('cannot be forged from the address and a guessed code', async () => {
      await confirmedUser('forged@example.com')
      await anon().auth.signInWithOtp({ email: 'forged@example.com' })
      const { link, code } = signInEmail('forged@example.com')
      // GoTrue's link token is sha224(email + code): knowing the code was knowing the link.
      const forged = new URL(link)
      forged.searchParams.set('token', otpTokenHash('forged@example.com', code))
      const back = await follow(forged.toString())
      expect(fragment(back).get('error_code')).toBe('otp_expired')
      const { error } = await anon().auth.verifyOtp({
        token_hash: otpTokenHash('forged@example.com', code),
        type: 'magiclink',
      })
      expectAuthApiError(error, 403, 'otp_expired')
      // The genuine link still works.
      expect(fragment(await follow(link)).get('access_token')).toBeTruthy()
    })

    it('GET /verify counts failed links, and the lockout holds for the right one too', async () => {
      newWindow()
      await confirmedUser('links@example.com')
      await anon().auth.signInWithOtp({ email: 'links@example.com' })
      const { link } = signInEmail('links@example.com')
      const guess = new URL(link)
      for (let i = 0; i < FAILED_ATTEMPTS.perAddress; i++) {
        guess.searchParams.set('token', `guess-${i}`)
        expect(fragment(await follow(guess.toString())).get('error_code')).toBe('otp_expired')
      }
      const locked = fragment(await follow(link))
      expect(locked.get('error_code')).toBe('over_request_rate_limit')
      expect(locked.get('access_token')).toBeNull()
      // POST /verify shares the count: the caller is locked out there too.
      const { error } = await anon().auth.verifyOtp({ token_hash: 'anything', type: 'magiclink' })
      expectAuthApiError(error, 429, 'over_request_rate_limit')
      // The refusal spent nothing: once the window has passed, the link signs in.
      newWindow()
      expect(fragment(await follow(link)).get('access_token')).toBeTruthy()
    })

    it('wrong codes typed on POST /verify lock the GET links of the caller', async () => {
      newWindow()
      await confirmedUser('mixed@example.com')
      await anon().auth.signInWithOtp({ email: 'mixed@example.com' })
      const { link, code } = signInEmail('mixed@example.com')
      const wrong = code === '000000' ? '111111' : '000000'
      for (let i = 0; i < FAILED_ATTEMPTS.perAddress; i++) {
        const { error } = await anon().auth.verifyOtp({
          email: `nobody-${i}@example.com`,
          token: wrong,
          type: 'email',
        })
        expectAuthApiError(error, 403, 'otp_expired')
      }
      expect(fragment(await follow(link)).get('error_code')).toBe('over_request_rate_limit')
      newWindow()
    })
  })

  describe.skipIf(skip)('refresh-token reuse', () => {
    it('ends the session: no token of the family refreshes again, even a fresh one', async () => {
      await confirmedUser('family@example.com')
      const { data } = await anon().auth.signInWithPassword({
        email: 'family@example.com',
        password: PASSWORD,
      })
      const first = data.session!.refresh_token
      const second = (await anon().auth.refreshSession({ refresh_token: first })).data.session!
      const third = (await anon().auth.refreshSession({ refresh_token: second.refresh_token })).data
        .session!
      // A stolen, spent token replayed after the reuse interval: detected and refused.
      clock.advance(11_000)
      const replay = await anon().auth.refreshSession({ refresh_token: first })
      expectAuthApiError(replay.error, 400, 'refresh_token_already_used')
      // Before, the family was stamped revoked *now*, which opened a new 10-second window in
      // which the newest token refreshed again. The session is gone instead.
      for (const token of [third.refresh_token, second.refresh_token, first]) {
        const { data: again, error } = await anon().auth.refreshSession({ refresh_token: token })
        expect(again.session).toBeNull()
        expectAuthApiError(error, 400, 'refresh_token_not_found')
      }
      const sessionId = decodeJwt(third.access_token).session_id as string
      const [session] = await database.sql`select id from auth.sessions where id = ${sessionId}`
      expect(session).toBeUndefined()
      const { error } = await anon().auth.getUser(third.access_token)
      expect(isAuthSessionMissingError(error)).toBe(true)
    })
  })

  describe.skipIf(skip)('redirect_to', () => {
    const redirectedTo = async (email: string, redirectTo: string) => {
      newWindow()
      await confirmedUser(email)
      await anon().auth.signInWithOtp({ email, options: { emailRedirectTo: redirectTo } })
      const back = await follow(signInEmail(email).link)
      return `${back.origin}${back.pathname}`
    }

    it.each([
      ['javascript://127.0.0.1/%0aalert(1)', 'js'],
      ['http://127.0.0.2:9999/steal', 'loopback'],
      ['http://localhost:9999/steal', 'port'],
      ['https://localhost:5173/library', 'scheme'],
      ['http://user@localhost:5173/library', 'credentials'],
      ['https://preview.kaelvoss.example.evil.example/x', 'suffix'],
    ])('refuses %s and goes to the site instead', async (redirectTo, name) => {
      expect(await redirectedTo(`redirect-${name}@example.com`, redirectTo)).toBe(`${SITE}/`)
    })

    it('follows the site and the configured redirect URLs', async () => {
      expect(await redirectedTo('redirect-site@example.com', `${SITE}/library?lng=en`)).toBe(
        `${SITE}/library`,
      )
      expect(
        await redirectedTo('redirect-list@example.com', 'https://preview.kaelvoss.example/library'),
      ).toBe('https://preview.kaelvoss.example/library')
    })
  })
})
