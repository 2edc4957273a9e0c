import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SupabaseClient } from '@supabase/supabase-js'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiKeys, loadApiKeys } from '../../platform/api-keys.ts'
import type { Database } from '../../platform/db/database.ts'
import { prepareDatabase } from '../../platform/db/setup.ts'
import { createSmsSandbox, type SmsSandbox } from '../../platform/sms/index.ts'
import { databaseTargets, openFreshDatabase } from '../helpers/database.ts'
import { type Forgery, SoftAuthenticator } from '../helpers/soft-authenticator.ts'
import { expectAuthApiError, supabaseClient } from './helpers/auth-clients.ts'
import { type AuthServer, startAuthServer, testClock } from './helpers/auth-server.ts'

// The seed's three second factors as supabase-js drives them against the GoTrue stand-in:
// phone (codes through the SMS sandbox) and WebAuthn (a software security key answering the
// options supabase-js hands to navigator.credentials), each enrolled, challenged and verified to
// aal2, and every wrong answer refused with GoTrue's 4xx, leaving the session at aal1.

const SITE = 'http://localhost:5173'
const PASSWORD = 'correct horse battery staple'
const RP = { rpId: 'localhost', rpOrigins: [SITE] }

describe.each(databaseTargets())('second factors ($target)', ({ target, skip }) => {
  const clock = testClock()
  let database: Database
  let dataDir: string
  let keys: ApiKeys
  let sms: SmsSandbox
  let server: AuthServer

  async function signedIn(email: string, create = true) {
    if (create) {
      const { error } = await supabaseClient(server.url, keys.secret_key).auth.admin.createUser({
        email,
        password: PASSWORD,
        email_confirm: true,
      })
      expect(error).toBeNull()
    }
    const supabase = supabaseClient(server.url, keys.publishable_key, {
      auth: { persistSession: true, storage: memoryStorage() },
    })
    const { error } = await supabase.auth.signInWithPassword({ email, password: PASSWORD })
    expect(error).toBeNull()
    return supabase
  }

  async function aal(supabase: SupabaseClient) {
    const { data } = await supabase.auth.getSession()
    return decodeJwt(data.session!.access_token).aal
  }

  /** Enrols and verifies a security key, as supabase.auth.mfa.webauthn.register does. */
  async function registerKey(supabase: SupabaseClient, key: SoftAuthenticator, name = 'YubiKey') {
    const { data: factor, error } = await supabase.auth.mfa.enroll({
      factorType: 'webauthn',
      friendlyName: name,
    })
    expect(error).toBeNull()
    const challenge = await supabase.auth.mfa.challenge({ factorId: factor!.id, webauthn: RP })
    expect(challenge.error).toBeNull()
    const options = challenge.data as {
      id: string
      webauthn: {
        type: 'create'
        credential_options: { publicKey: Parameters<SoftAuthenticator['create']>[0] }
      }
    }
    expect(options.webauthn.type).toBe('create')
    const verified = await supabase.auth.mfa.verify({
      factorId: factor!.id,
      challengeId: options.id,
      webauthn: {
        type: 'create',
        ...RP,
        credential_response: key.create(options.webauthn.credential_options.publicKey) as never,
      },
    })
    expect(verified.error).toBeNull()
    return factor!.id
  }

  /** A sign-in challenge for the key, and the authenticator's answer (forged when asked). */
  async function assertion(
    supabase: SupabaseClient,
    factorId: string,
    key: SoftAuthenticator,
    forgery: Forgery = {},
  ) {
    const challenge = await supabase.auth.mfa.challenge({ factorId, webauthn: RP })
    expect(challenge.error).toBeNull()
    const data = challenge.data as {
      id: string
      webauthn: {
        type: 'request'
        credential_options: { publicKey: Parameters<SoftAuthenticator['get']>[0] }
      }
    }
    expect(data.webauthn.type).toBe('request')
    const answer = key.get(data.webauthn.credential_options.publicKey, forgery)
    return {
      challengeId: data.id,
      verify: () =>
        supabase.auth.mfa.verify({
          factorId,
          challengeId: data.id,
          webauthn: { type: 'request', ...RP, credential_response: answer as never },
        }),
    }
  }

  const textsTo = (phone: string) => sms.messages().filter((message) => message.to === phone)
  const codeIn = (body: string) => /\b(\d{6})\b/.exec(body)?.[1] ?? ''

  beforeAll(async () => {
    if (skip) return
    database = await openFreshDatabase(target)
    await prepareDatabase(database.sql)
    dataDir = await mkdtemp(join(tmpdir(), 'auth-factors-'))
    keys = await loadApiKeys(dataDir)
    const twilio = { accountSid: `AC${'1'.repeat(32)}`, authToken: 'sandbox-token' }
    sms = createSmsSandbox({ dataDir, ...twilio, now: clock.now })
    server = await startAuthServer({
      sql: database.sql,
      dataDir,
      keys,
      now: clock.now,
      accessTokenTtlSeconds: 3600,
      siteUrl: SITE,
      sms: { sandbox: sms, ...twilio },
    })
  })

  afterAll(async () => {
    await server?.close()
    await database?.close()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  describe.skipIf(skip)('a security key or passkey (WebAuthn)', () => {
    it('enrols with a create ceremony, then signs in with a request ceremony, to aal2', async () => {
      const owner = await signedIn('key@example.com')
      const key = new SoftAuthenticator(SITE, 'localhost')
      const { data: factor } = await owner.auth.mfa.enroll({
        factorType: 'webauthn',
        friendlyName: 'YubiKey',
      })
      expect(factor).toMatchObject({ type: 'webauthn', friendly_name: 'YubiKey' })
      const { data: challenge } = await owner.auth.mfa.challenge({
        factorId: factor!.id,
        webauthn: RP,
      })
      const publicKey = (
        challenge as unknown as {
          webauthn: { credential_options: { publicKey: Record<string, unknown> } }
        }
      ).webauthn.credential_options.publicKey
      expect(publicKey).toMatchObject({
        rp: { id: 'localhost', name: 'localhost:5173' },
        user: { name: 'key@example.com', displayName: 'key@example.com' },
        attestation: 'none',
      })
      expect(challenge!.expires_at).toBe(Math.floor(clock.now().getTime() / 1000) + 300)
      const verified = await owner.auth.mfa.verify({
        factorId: factor!.id,
        challengeId: challenge!.id,
        webauthn: {
          type: 'create',
          ...RP,
          credential_response: key.create(publicKey as never) as never,
        },
      })
      expect(verified.error).toBeNull()
      const claims = decodeJwt(verified.data!.access_token)
      expect(claims.aal).toBe('aal2')
      expect(claims.amr).toContainEqual({ method: 'mfa/webauthn', timestamp: expect.any(Number) })
      const { data: factors } = await owner.auth.mfa.listFactors()
      expect(factors!.webauthn.map((f) => f.id)).toEqual([factor!.id])

      // A new sign-in starts at aal1 and needs the key.
      const later = await signedIn('key@example.com', false)
      const { data: level } = await later.auth.mfa.getAuthenticatorAssuranceLevel()
      expect(level).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' })
      const signIn = await assertion(later, factor!.id, key)
      const { data, error } = await signIn.verify()
      expect(error).toBeNull()
      expect(decodeJwt(data!.access_token).aal).toBe('aal2')
      const [stored] = await database.sql`
        select web_authn_credential->>'sign_count' as count from auth.mfa_factors where id = ${factor!.id}`
      expect(stored?.count).toBe('1')
    })

    it.each<[string, Forgery, number, string]>([
      ['another origin', { origin: 'https://evil.example' }, 422, 'mfa_verification_failed'],
      ['another RP ID', { rpId: 'evil.example' }, 422, 'mfa_verification_failed'],
      ['a tampered signature', { tamperSignature: true }, 422, 'mfa_verification_failed'],
      ['a counter that does not go up', { counter: 1 }, 422, 'mfa_verification_failed'],
      [
        'another challenge',
        { challenge: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
        422,
        'mfa_verification_failed',
      ],
    ])('refuses %s, and the session stays at aal1', async (name, forgery, status, code) => {
      const email = `forgery-${name.replaceAll(' ', '-')}@example.com`
      const owner = await signedIn(email)
      const key = new SoftAuthenticator(SITE, 'localhost')
      const factorId = await registerKey(owner, key)
      const later = await signedIn(email, false)
      // One genuine sign-in first: the stored signature counter is now 1.
      expect((await (await assertion(later, factorId, key)).verify()).error).toBeNull()
      const forged = await signedIn(email, false)
      const attempt = await assertion(forged, factorId, key, forgery)
      const { error } = await attempt.verify()
      expectAuthApiError(error, status, code)
      expect(await aal(forged)).toBe('aal1')
    })

    it('spends a challenge on its first answer: a replay is refused', async () => {
      const owner = await signedIn('replay@example.com')
      const key = new SoftAuthenticator(SITE, 'localhost')
      const factorId = await registerKey(owner, key)
      const later = await signedIn('replay@example.com', false)
      const attempt = await assertion(later, factorId, key)
      expect((await attempt.verify()).error).toBeNull()
      const third = await signedIn('replay@example.com', false)
      const replay = await third.auth.mfa.verify({
        factorId,
        challengeId: attempt.challengeId,
        webauthn: {
          type: 'request',
          ...RP,
          credential_response: key.get({ challenge: new Uint8Array(32) }) as never,
        },
      })
      expectAuthApiError(replay.error, 422, 'mfa_factor_not_found')
    })

    it('refuses an expired challenge, and malformed answers with a 4xx', async () => {
      const owner = await signedIn('expired-key@example.com')
      const key = new SoftAuthenticator(SITE, 'localhost')
      const factorId = await registerKey(owner, key)
      const later = await signedIn('expired-key@example.com', false)
      const attempt = await assertion(later, factorId, key)
      clock.advance(301_000)
      expectAuthApiError((await attempt.verify()).error, 422, 'mfa_challenge_expired')

      const { data: session } = await later.auth.getSession()
      const post = (body: unknown) =>
        fetch(`${server.url}/auth/v1/factors/${factorId}/verify`, {
          method: 'POST',
          headers: {
            apikey: keys.publishable_key,
            authorization: `Bearer ${session.session!.access_token}`,
            'content-type': 'application/json',
            'x-supabase-api-version': '2024-01-01',
          },
          body: JSON.stringify(body),
        })
      const fresh = await assertion(later, factorId, key)
      for (const [body, status, code] of [
        [{ challenge_id: fresh.challengeId }, 400, 'validation_failed'],
        [{ challenge_id: fresh.challengeId, webauthn: { type: 'sign' } }, 400, 'validation_failed'],
        [
          { challenge_id: fresh.challengeId, webauthn: { type: 'request' } },
          400,
          'validation_failed',
        ],
        [
          {
            challenge_id: fresh.challengeId,
            webauthn: { type: 'request', credential_response: 'x' },
          },
          400,
          'validation_failed',
        ],
        [
          {
            challenge_id: fresh.challengeId,
            webauthn: { type: 'create', credential_response: {} },
          },
          422,
          'mfa_factor_not_found',
        ],
      ] as const) {
        const response = await post(body)
        expect({ status: response.status, code: (await response.json()).code }).toEqual({
          status,
          code,
        })
      }
      expect(await aal(later)).toBe('aal1')
    })
  })

  describe.skipIf(skip)('a phone (SMS)', () => {
    it('enrols an E.164 number, texts a code through the sandbox, and verifies to aal2', async () => {
      const owner = await signedIn('phone@example.com')
      const bad = await owner.auth.mfa.enroll({ factorType: 'phone', phone: '0612 345 678' })
      expectAuthApiError(
        bad.error,
        400,
        'validation_failed',
        'Invalid phone number format (E.164 required)',
      )

      const { data: factor, error } = await owner.auth.mfa.enroll({
        factorType: 'phone',
        phone: '+34 612 345 678',
        friendlyName: 'Mobile',
      })
      expect(error).toBeNull()
      expect(factor).toMatchObject({
        type: 'phone',
        friendly_name: 'Mobile',
        phone: '+34 612 345 678',
      })
      const { data: challenge } = await owner.auth.mfa.challenge({
        factorId: factor!.id,
        channel: 'sms',
      })
      expect(challenge).toMatchObject({ type: 'phone', expires_at: expect.any(Number) })
      const [text] = textsTo('+34612345678')
      const code = codeIn(text!.body)
      expect(text!.body).toBe(`Your Kael Voss code is ${code}`)
      // Only a salted hash of the code is stored.
      const [stored] =
        await database.sql`select otp_code from auth.mfa_challenges where id = ${challenge!.id}`
      expect(stored?.otp_code).not.toContain(code)

      const wrong = await owner.auth.mfa.verify({
        factorId: factor!.id,
        challengeId: challenge!.id,
        code: code === '000000' ? '111111' : '000000',
      })
      expectAuthApiError(
        wrong.error,
        422,
        'mfa_verification_failed',
        'Invalid MFA Phone code entered',
      )
      expect(await aal(owner)).toBe('aal1')

      const right = await owner.auth.mfa.verify({
        factorId: factor!.id,
        challengeId: challenge!.id,
        code,
      })
      expect(right.error).toBeNull()
      const claims = decodeJwt(right.data!.access_token)
      expect(claims.aal).toBe('aal2')
      expect(claims.amr).toContainEqual({ method: 'mfa/phone', timestamp: expect.any(Number) })

      // One use: the same code again is refused.
      const again = await owner.auth.mfa.verify({
        factorId: factor!.id,
        challengeId: challenge!.id,
        code,
      })
      expectAuthApiError(again.error, 422, 'mfa_ip_address_mismatch')
      // The same number twice is refused once verified.
      const twice = await owner.auth.mfa.enroll({
        factorType: 'phone',
        phone: '+34612345678',
        friendlyName: 'Again',
      })
      expectAuthApiError(twice.error, 422, 'mfa_verified_factor_exists')
    })

    it('limits texts per factor, and refuses an expired code', async () => {
      const owner = await signedIn('flood@example.com')
      const { data: factor } = await owner.auth.mfa.enroll({
        factorType: 'phone',
        phone: '+491701234567',
      })
      const first = await owner.auth.mfa.challenge({ factorId: factor!.id })
      expect(first.error).toBeNull()
      const flood = await owner.auth.mfa.challenge({ factorId: factor!.id })
      expectAuthApiError(flood.error, 429, 'over_sms_send_rate_limit')
      expect(textsTo('+491701234567')).toHaveLength(1)
      const wrongChannel = await owner.auth.mfa.challenge({
        factorId: factor!.id,
        channel: 'carrier-pigeon' as 'sms',
      })
      expectAuthApiError(wrongChannel.error, 400, 'validation_failed')

      clock.advance(301_000)
      const code = codeIn(textsTo('+491701234567')[0]!.body)
      const late = await owner.auth.mfa.verify({
        factorId: factor!.id,
        challengeId: first.data!.id,
        code,
      })
      expectAuthApiError(late.error, 422, 'mfa_challenge_expired')
      expect(await aal(owner)).toBe('aal1')
    })
  })

  describe.skipIf(skip)('with a verified factor', () => {
    it('a new factor and removing one need aal2', async () => {
      const owner = await signedIn('aal@example.com')
      const key = new SoftAuthenticator(SITE, 'localhost')
      const factorId = await registerKey(owner, key)
      const later = await signedIn('aal@example.com', false)
      const enroll = await later.auth.mfa.enroll({ factorType: 'phone', phone: '+351912345678' })
      expectAuthApiError(enroll.error, 403, 'insufficient_aal')
      const remove = await later.auth.mfa.unenroll({ factorId })
      expectAuthApiError(remove.error, 422, 'insufficient_aal')
      expect((await (await assertion(later, factorId, key)).verify()).error).toBeNull()
      expect((await later.auth.mfa.unenroll({ factorId })).error).toBeNull()
    })
  })

  describe.skipIf(skip)('the admin API (secret key)', () => {
    const adminCall = (path: string, init: RequestInit = {}) =>
      fetch(`${server.url}/auth/v1/admin/users/${path}`, {
        ...init,
        headers: {
          apikey: keys.secret_key,
          authorization: `Bearer ${keys.secret_key}`,
          'content-type': 'application/json',
        },
      })

    it('lists, renames and removes a user’s factors, as supabase-js and GoTrue’s PUT do', async () => {
      const owner = await signedIn('names@example.com')
      const { data: user } = await owner.auth.getUser()
      const userId = user.user!.id
      const first = await registerKey(owner, new SoftAuthenticator(SITE, 'localhost'), 'YubiKey')
      const second = await registerKey(owner, new SoftAuthenticator(SITE, 'localhost'), 'Laptop')
      const admin = supabaseClient(server.url, keys.secret_key).auth.admin.mfa

      const listed = await admin.listFactors({ userId })
      expect(listed.error).toBeNull()
      expect(listed.data?.factors.map((factor) => factor.friendly_name)).toEqual([
        'YubiKey',
        'Laptop',
      ])

      const renamed = await adminCall(`${userId}/factors/${first}`, {
        method: 'PUT',
        body: JSON.stringify({ friendly_name: 'Keyring key' }),
      })
      expect(renamed.status).toBe(200)
      expect(await renamed.json()).toMatchObject({ id: first, friendly_name: 'Keyring key' })
      const { data: factors } = await owner.auth.mfa.listFactors()
      expect(factors?.all.find((factor) => factor.id === first)?.friendly_name).toBe('Keyring key')

      // Another factor's name, someone else's factor, and no factor at all are refused.
      const clash = await adminCall(`${userId}/factors/${first}`, {
        method: 'PUT',
        body: JSON.stringify({ friendly_name: 'Laptop' }),
      })
      expect(clash.status).toBe(422)
      expect(await clash.json()).toMatchObject({ error_code: 'mfa_factor_name_conflict' })
      const stranger = await signedIn('stranger@example.com')
      const { data: strangerUser } = await stranger.auth.getUser()
      for (const path of [
        `${strangerUser.user!.id}/factors/${first}`,
        `${userId}/factors/00000000-0000-4000-8000-000000000000`,
        `${userId}/factors/not-a-uuid`,
      ]) {
        const missing = await adminCall(path, {
          method: 'PUT',
          body: JSON.stringify({ friendly_name: 'Mine now' }),
        })
        expect(missing.status, path).toBe(404)
        expect(await missing.json(), path).toMatchObject({ error_code: 'mfa_factor_not_found' })
      }

      const removed = await admin.deleteFactor({ userId, id: second })
      expect(removed.error).toBeNull()
      expect((await admin.listFactors({ userId })).data?.factors.map(({ id }) => id)).toEqual([
        first,
      ])
    })
  })
})

function memoryStorage() {
  const store = new Map<string, string>()
  return {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  }
}
