import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AuthApiError } from '@supabase/supabase-js'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiKeys, loadApiKeys } from '../../platform/api-keys.ts'
import { FAILED_ATTEMPTS } from '../../platform/auth/attempts.ts'
import { linkTokenHash, otpTokenHash } from '../../platform/auth/one-time-tokens.ts'
import type { Database } from '../../platform/db/database.ts'
import { prepareDatabase } from '../../platform/db/setup.ts'
import { createMailSandbox, type MailSandbox } from '../../platform/mail/index.ts'
import { openFreshDatabase } from '../helpers/database.ts'
import {
  expectAuthApiError,
  readableStorageClient,
  supabaseClient,
} from './helpers/auth-clients.ts'
import { type AuthServer, startAuthServer, testClock } from './helpers/auth-server.ts'

// Email OTP and magic links as supabase-js drives them (signInWithOtp, verifyOtp,
// exchangeCodeForSession), against the GoTrue stand-in, with the emails read from the sandbox.

const SITE = 'http://localhost:5173'
const clock = testClock()
let database: Database
let dataDir: string
let keys: ApiKeys
let mail: MailSandbox
let server: AuthServer

/** supabase-js with storage the test can read (PKCE keeps its code verifier there). */
function client(flowType: 'pkce' | 'implicit' = 'pkce') {
  const { supabase, store, verifierKey } = readableStorageClient(
    server.url,
    keys.publishable_key,
    flowType,
  )
  // The verifier without the flow it is for ("verifier/PASSWORD_RECOVERY").
  const codeVerifier = () => {
    const key = verifierKey()
    return key ? (JSON.parse(store.get(key)!) as string).split('/')[0] : undefined
  }
  return { supabase, codeVerifier }
}

/** The newest sign-in email to `to`, with its link and code. */
function signInEmail(to: string) {
  const message = mail.messages().find((m) => m.to.includes(to))
  if (!message) throw new Error(`No email to ${to}`)
  const link = /(http\S+\/auth\/v1\/verify\?\S+)/.exec(message.text ?? '')?.[1]
  const code = /^(\d{6})$/m.exec(message.text ?? '')?.[1]
  if (!link || !code) throw new Error(`No link or code in the email to ${to}`)
  return { message, link, code }
}

const emailsTo = (to: string) => mail.messages().filter((m) => m.to.includes(to)).length

async function follow(link: string) {
  const response = await fetch(link, { redirect: 'manual' })
  expect(response.status).toBe(303)
  return new URL(response.headers.get('location') ?? '')
}

async function confirmedUser(email: string) {
  const { error } = await supabaseClient(server.url, keys.secret_key).auth.admin.createUser({
    email,
    password: 'correct horse battery staple',
    email_confirm: true,
  })
  expect(error).toBeNull()
}

beforeAll(async () => {
  database = await openFreshDatabase('pglite')
  await prepareDatabase(database.sql)
  dataDir = await mkdtemp(join(tmpdir(), 'auth-otp-contract-'))
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

describe('magic link with PKCE (the web client)', () => {
  it('emails a link and a code; the link returns ?code=, exchanged once for a session', async () => {
    await confirmedUser('pkce@example.com')
    const { supabase, codeVerifier } = client('pkce')
    const { error } = await supabase.auth.signInWithOtp({
      email: 'PKCE@example.com',
      options: { emailRedirectTo: `${SITE}/library?lng=en` },
    })
    expect(error).toBeNull()

    const { message, link, code } = signInEmail('pkce@example.com')
    expect(message.subject).toBe('Your sign-in link to your library')
    expect(message.html).toContain(code)
    const linkUrl = new URL(link)
    expect(linkUrl.searchParams.get('type')).toBe('magiclink')
    // The link's secret is random (not derived from the address and the code), and only
    // hashes are stored: neither the code nor the link's secret is in the database.
    const linkToken = linkUrl.searchParams.get('token')!
    expect(linkToken).toMatch(/^pkce_[A-Za-z0-9_-]{43}$/)
    const [stored] = await database.sql`
      select u.recovery_token, t.token_hash from auth.users u
      join auth.one_time_tokens t on t.user_id = u.id
      where u.email = 'pkce@example.com'`
    expect(stored?.recovery_token).toBe(`pkce_${otpTokenHash('pkce@example.com', code)}`)
    expect(stored?.token_hash).toBe(linkTokenHash(linkToken))
    expect(JSON.stringify(stored)).not.toContain(linkToken.slice(5))

    const back = await follow(link)
    expect(`${back.origin}${back.pathname}`).toBe(`${SITE}/library`)
    expect(back.searchParams.get('lng')).toBe('en')
    const authCode = back.searchParams.get('code')!
    expect(authCode).toMatch(/^[0-9a-f-]{36}$/)

    const verifier = codeVerifier()!
    const { data, error: exchangeError } = await supabase.auth.exchangeCodeForSession(authCode)
    expect(exchangeError).toBeNull()
    expect(data.user?.email).toBe('pkce@example.com')
    const claims = decodeJwt(data.session!.access_token)
    expect(claims).toMatchObject({ email: 'pkce@example.com', role: 'authenticated', aal: 'aal1' })
    expect(claims.amr).toEqual([{ method: 'magiclink', timestamp: expect.any(Number) }])

    // The flow state went with the exchange: the same code and verifier are refused.
    const again = await fetch(`${server.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: {
        apikey: keys.publishable_key,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ auth_code: authCode, code_verifier: verifier }),
    })
    expect(again.status).toBe(404)
    expect(await again.json()).toEqual({
      code: 'flow_state_not_found',
      message: 'invalid flow state, no valid flow state found',
    })
    // And the link was spent with its code.
    const reused = await follow(link)
    expect(reused.searchParams.get('error_code')).toBe('otp_expired')
    expect(new URLSearchParams(reused.hash.slice(1)).get('error_description')).toBe(
      'Email link is invalid or has expired',
    )
  })

  it('refuses a code verifier that does not match, and keeps the flow state for the right one', async () => {
    await confirmedUser('verifier@example.com')
    const { supabase, codeVerifier } = client('pkce')
    await supabase.auth.signInWithOtp({ email: 'verifier@example.com' })
    const authCode = (await follow(signInEmail('verifier@example.com').link)).searchParams.get(
      'code',
    )!
    const exchange = (verifier: string) =>
      fetch(`${server.url}/auth/v1/token?grant_type=pkce`, {
        method: 'POST',
        headers: {
          apikey: keys.publishable_key,
          'content-type': 'application/json',
          'x-supabase-api-version': '2024-01-01',
        },
        body: JSON.stringify({ auth_code: authCode, code_verifier: verifier }),
      })
    const wrong = await exchange('x'.repeat(64))
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({ code: 'bad_code_verifier' })
    expect((await exchange(codeVerifier()!)).status).toBe(200)
  })

  it('without a redirect on the site, the link returns to the site URL', async () => {
    await confirmedUser('elsewhere@example.com')
    const { supabase } = client('pkce')
    await supabase.auth.signInWithOtp({
      email: 'elsewhere@example.com',
      options: { emailRedirectTo: 'https://evil.example/steal' },
    })
    const back = await follow(signInEmail('elsewhere@example.com').link)
    expect(back.origin).toBe(SITE)
    expect(back.searchParams.get('code')).toBeTruthy()
  })

  it('a code exchanged after the flow state expired is refused', async () => {
    const { supabase } = client('pkce')
    // A new address: its first email confirms the sign-up, whose flow state lasts 5 minutes.
    await supabase.auth.signInWithOtp({ email: 'slow@example.com' })
    const { link } = signInEmail('slow@example.com')
    expect(new URL(link).searchParams.get('type')).toBe('signup')
    const authCode = (await follow(link)).searchParams.get('code')!
    clock.advance(301_000)
    const { error } = await supabase.auth.exchangeCodeForSession(authCode)
    expectAuthApiError(
      error,
      422,
      'flow_state_expired',
      'invalid flow state, flow state has expired',
    )
  })
})

describe('the six-digit code', () => {
  it('creates the account of a new address, confirms it and signs in, once', async () => {
    const { supabase } = client('pkce')
    const { error } = await supabase.auth.signInWithOtp({
      email: 'newbuyer@example.com',
      options: { data: { locale: 'fr' } },
    })
    expect(error).toBeNull()
    const { message, code, link } = signInEmail('newbuyer@example.com')
    // No `lng` in the redirect: the language the account was created with.
    expect(message.subject).toBe('Votre lien de connexion à votre bibliothèque')

    const { data, error: verifyError } = await supabase.auth.verifyOtp({
      email: 'newbuyer@example.com',
      token: code,
      type: 'email',
    })
    expect(verifyError).toBeNull()
    expect(data.user).toMatchObject({
      email: 'newbuyer@example.com',
      email_confirmed_at: expect.any(String),
      user_metadata: expect.objectContaining({ locale: 'fr', email_verified: true }),
    })
    expect(decodeJwt(data.session!.access_token).amr).toEqual([
      { method: 'otp', timestamp: expect.any(Number) },
    ])

    const second = await client().supabase.auth.verifyOtp({
      email: 'newbuyer@example.com',
      token: code,
      type: 'email',
    })
    expectAuthApiError(second.error, 403, 'otp_expired', 'Token has expired or is invalid')
    // The link of the same email is spent with the code.
    const back = await follow(link)
    expect(back.searchParams.get('error')).toBe('access_denied')
    expect(back.searchParams.get('error_code')).toBe('otp_expired')
  })

  it('expires after the OTP lifetime (an hour)', async () => {
    await confirmedUser('late@example.com')
    const { supabase } = client()
    await supabase.auth.signInWithOtp({ email: 'late@example.com' })
    const { code } = signInEmail('late@example.com')
    clock.advance(3601_000)
    const { error } = await supabase.auth.verifyOtp({
      email: 'late@example.com',
      token: code,
      type: 'email',
    })
    expectAuthApiError(error, 403, 'otp_expired', 'Token has expired or is invalid')
  })

  it('stops guessing after a burst of wrong codes, even with the right one', async () => {
    await confirmedUser('guess@example.com')
    const { supabase } = client()
    await supabase.auth.signInWithOtp({ email: 'guess@example.com' })
    const { code } = signInEmail('guess@example.com')
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < FAILED_ATTEMPTS.perAccount; i++) {
      const { error } = await supabase.auth.verifyOtp({
        email: 'guess@example.com',
        token: wrong,
        type: 'email',
      })
      expectAuthApiError(error, 403, 'otp_expired')
    }
    const { error } = await supabase.auth.verifyOtp({
      email: 'guess@example.com',
      token: code,
      type: 'email',
    })
    expectAuthApiError(error, 429, 'over_request_rate_limit')
    clock.advance((FAILED_ATTEMPTS.windowSeconds + 1) * 1000)
  })

  it('a token hash (POST /verify) signs in like the code', async () => {
    await confirmedUser('hash@example.com')
    const { supabase } = client('implicit')
    await supabase.auth.signInWithOtp({ email: 'hash@example.com' })
    const tokenHash = new URL(signInEmail('hash@example.com').link).searchParams.get('token')!
    expect(tokenHash).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const { data, error } = await supabase.auth.verifyOtp({
      token_hash: tokenHash,
      type: 'magiclink',
    })
    expect(error).toBeNull()
    expect(data.session?.user.email).toBe('hash@example.com')
  })
})

describe('sending', () => {
  it('sends one email per address per minute (over_email_send_rate_limit)', async () => {
    await confirmedUser('often@example.com')
    const { supabase } = client()
    const sentAt = Date.now()
    expect((await supabase.auth.signInWithOtp({ email: 'often@example.com' })).error).toBeNull()
    const { error } = await supabase.auth.signInWithOtp({ email: 'often@example.com' })
    const elapsedSeconds = Math.ceil((Date.now() - sentAt) / 1000)
    expectAuthApiError(error, 429, 'over_email_send_rate_limit')
    // GoTrue counts down the seconds left of the minute since the first email was sent.
    const message = (error as AuthApiError).message
    expect(message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    )
    const left = Number(/\d+/.exec(message)?.[0])
    expect(left).toBeLessThanOrEqual(60)
    expect(left).toBeGreaterThanOrEqual(59 - elapsedSeconds)
    expect(emailsTo('often@example.com')).toBe(1)
    clock.advance(61_000)
    expect((await supabase.auth.signInWithOtp({ email: 'often@example.com' })).error).toBeNull()
    expect(emailsTo('often@example.com')).toBe(2)
  })

  it('implicit flow: the link carries the session in the fragment', async () => {
    await confirmedUser('implicit@example.com')
    const { supabase } = client('implicit')
    await supabase.auth.signInWithOtp({ email: 'implicit@example.com' })
    const { link } = signInEmail('implicit@example.com')
    const back = await follow(link)
    const fragment = new URLSearchParams(back.hash.slice(1))
    expect(fragment.get('type')).toBe('magiclink')
    expect(fragment.get('token_type')).toBe('bearer')
    expect(decodeJwt(fragment.get('access_token')!)).toMatchObject({
      email: 'implicit@example.com',
      amr: [{ method: 'otp', timestamp: expect.any(Number) }],
    })
    const { data, error } = await supabase.auth.refreshSession({
      refresh_token: fragment.get('refresh_token')!,
    })
    expect(error).toBeNull()
    expect(data.user?.email).toBe('implicit@example.com')
  })

  it('writes the email in each of the five languages', async () => {
    const subjects: Record<string, string> = {}
    for (const lng of ['es', 'en', 'fr', 'de', 'pt']) {
      const email = `lang-${lng}@example.com`
      const { supabase } = client()
      await supabase.auth.signInWithOtp({
        email,
        options: { emailRedirectTo: `${SITE}/library?lng=${lng}` },
      })
      const { message, code } = signInEmail(email)
      // The site's Portuguese is Brazilian, and says so.
      expect(message.html).toContain(`<html lang="${lng === 'pt' ? 'pt-BR' : lng}">`)
      expect(message.text).toContain(code)
      subjects[lng] = message.subject
    }
    expect(subjects).toEqual({
      es: 'Tu enlace para entrar en tu biblioteca',
      en: 'Your sign-in link to your library',
      fr: 'Votre lien de connexion à votre bibliothèque',
      de: 'Dein Anmeldelink für deine Bibliothek',
      pt: 'Seu link de acesso à sua biblioteca',
    })
  })

  it('refuses an unknown address when sign-up is not wanted, and a malformed one', async () => {
    const { supabase } = client()
    const unknown = await supabase.auth.signInWithOtp({
      email: 'stranger@example.com',
      options: { shouldCreateUser: false },
    })
    expectAuthApiError(unknown.error, 422, 'otp_disabled', 'Signups not allowed for otp')
    const malformed = await supabase.auth.signInWithOtp({ email: 'not an email' })
    expectAuthApiError(malformed.error, 400, 'validation_failed')
    expect(emailsTo('stranger@example.com')).toBe(0)
  })

  it('takes the code back when the email cannot be sent', async () => {
    await confirmedUser('outage@example.com')
    mail.failNext(1)
    const { supabase } = client()
    // supabase-js reports any 5xx as a retryable fetch error, whatever the body says.
    const { error } = await supabase.auth.signInWithOtp({ email: 'outage@example.com' })
    expect(error?.status).toBe(500)
    // Nothing was reserved: asking again at once is not "too soon", and it is delivered.
    expect((await supabase.auth.signInWithOtp({ email: 'outage@example.com' })).error).toBeNull()
    expect(emailsTo('outage@example.com')).toBe(1)
  })
})
