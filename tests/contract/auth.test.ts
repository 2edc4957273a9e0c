import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  AuthApiError,
  type AuthChangeEvent,
  AuthWeakPasswordError,
  isAuthSessionMissingError,
  type Session,
} from '@supabase/supabase-js'
import { decodeJwt, decodeProtectedHeader } from 'jose'
import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiKeys, loadApiKeys } from '../../platform/api-keys.ts'
import { FAILED_ATTEMPTS } from '../../platform/auth/attempts.ts'
import type { Database } from '../../platform/db/database.ts'
import { prepareDatabase } from '../../platform/db/setup.ts'
import { openFreshDatabase } from '../helpers/database.ts'
import { expectAuthApiError, supabaseClient } from './helpers/auth-clients.ts'
import { type AuthServer, startAuthServer, testClock, waitFor } from './helpers/auth-server.ts'

const PASSWORD = 'correct horse battery staple'
// supabase-js's ticker (every 30 s, and once when started) refreshes a session whose access
// token expires within 3 ticks (EXPIRY_MARGIN_MS = 90 s); 100 s is inside that on the first tick.
const SHORT_TTL_SECONDS = 100

const clock = testClock()
let database: Database
let dataDir: string
let keys: ApiKeys
let server: AuthServer
let shortLivedServer: AuthServer
const userIds = new Map<string, string>()

function anonClient(url = server.url, auth: { autoRefreshToken?: boolean } = {}) {
  return supabaseClient(url, keys.publishable_key, { auth })
}

function serviceClient() {
  return supabaseClient(server.url, keys.secret_key)
}

async function signIn(email: string, client = anonClient()) {
  const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD })
  expect(error).toBeNull()
  return { client, session: data.session as Session }
}

/** One refresh-token grant from a fresh client, as a second tab or a server would send it. */
function refresh(refreshToken: string) {
  return anonClient().auth.refreshSession({ refresh_token: refreshToken })
}

function totpCode(secret: string, at = clock.now()) {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() })
}

const USERS = [
  'ada',
  'refresh',
  'reuse',
  'signout',
  'scopes',
  'mfa',
  'claims',
  'admin-target',
  'brute',
  'brute-mfa',
]

beforeAll(async () => {
  database = await openFreshDatabase('pglite')
  await prepareDatabase(database.sql)
  dataDir = await mkdtemp(join(tmpdir(), 'auth-contract-'))
  keys = await loadApiKeys(dataDir)
  const common = { sql: database.sql, dataDir, keys, now: clock.now }
  server = await startAuthServer({ ...common, accessTokenTtlSeconds: 3600 })
  shortLivedServer = await startAuthServer({ ...common, accessTokenTtlSeconds: SHORT_TTL_SECONDS })

  for (const name of USERS) {
    const email = `${name}@example.com`
    const { data, error } = await serviceClient().auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
    })
    expect(error).toBeNull()
    userIds.set(email, data.user!.id)
  }
})

afterAll(async () => {
  await server?.close()
  await shortLivedServer?.close()
  await database?.close()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

describe('password sign-in', () => {
  it("issues an ES256 access token with Supabase's claims and a stored session", async () => {
    const { session } = await signIn('ada@example.com')
    const userId = userIds.get('ada@example.com')

    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 })
    expect(session.refresh_token).toMatch(/^[a-z2-7]{12}$/)
    expect(decodeProtectedHeader(session.access_token)).toMatchObject({
      alg: 'ES256',
      kid: server.signing.kid,
    })
    const claims = decodeJwt(session.access_token)
    expect(claims).toMatchObject({
      iss: `${server.url}/auth/v1`,
      sub: userId,
      aud: 'authenticated',
      role: 'authenticated',
      email: 'ada@example.com',
      phone: '',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
    })
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }])
    expect(claims.exp! - claims.iat!).toBe(3600)
    expect(session.expires_at).toBe(claims.exp)

    const [stored] = await database.sql`
      select s.aal, t.revoked, u.last_sign_in_at
      from auth.sessions s
      join auth.refresh_tokens t on t.session_id = s.id
      join auth.users u on u.id = s.user_id
      where s.id = ${claims.session_id as string} and t.token = ${session.refresh_token}`
    expect(stored).toMatchObject({ aal: 'aal1', revoked: false })
    expect(Date.now() - stored!.last_sign_in_at.getTime()).toBeLessThan(60_000)
  })

  it('refuses a wrong password and an unknown email alike, as GoTrue does', async () => {
    for (const email of ['ada@example.com', 'nobody@example.com']) {
      const { data, error } = await anonClient().auth.signInWithPassword({
        email,
        password: 'not the password',
      })
      expect(data.session).toBeNull()
      expectAuthApiError(error, 400, 'invalid_credentials', 'Invalid login credentials')
    }
  })

  it('answers errors in the shape of the API version the client asks for', async () => {
    const attempt = (headers: Record<string, string>) =>
      fetch(`${server.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: keys.publishable_key, 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ email: 'ada@example.com', password: 'wrong' }),
      })

    const legacy = await attempt({})
    expect(legacy.status).toBe(400)
    expect(legacy.headers.get('x-supabase-api-version')).toBeNull()
    expect(await legacy.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    })

    const versioned = await attempt({ 'X-Supabase-Api-Version': '2024-01-01' })
    expect(versioned.status).toBe(400)
    expect(versioned.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    expect(await versioned.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    })
  })

  it('returns the signed-in user with its email identity from getUser', async () => {
    const { client } = await signIn('ada@example.com')
    const { data, error } = await client.auth.getUser()
    expect(error).toBeNull()
    const userId = userIds.get('ada@example.com')
    expect(data.user).toMatchObject({
      id: userId,
      aud: 'authenticated',
      role: 'authenticated',
      email: 'ada@example.com',
      app_metadata: { provider: 'email', providers: ['email'] },
      is_anonymous: false,
    })
    expect(data.user?.last_sign_in_at).toEqual(expect.any(String))
    expect(data.user?.factors).toBeUndefined()
    expect(data.user?.identities).toEqual([
      expect.objectContaining({
        id: userId,
        user_id: userId,
        provider: 'email',
        identity_id: expect.any(String),
        email: 'ada@example.com',
      }),
    ])
  })
})

describe('refresh tokens', () => {
  it('are refreshed automatically by supabase-js before the access token expires', async () => {
    const client = anonClient(shortLivedServer.url, { autoRefreshToken: true })
    const events: { event: AuthChangeEvent; session: Session | null }[] = []
    client.auth.onAuthStateChange((event, session) => {
      events.push({ event, session })
    })
    try {
      const { session: first } = await signIn('refresh@example.com', client)
      expect(first.expires_in).toBe(SHORT_TTL_SECONDS)
      // Restarting the ticker runs a tick now instead of within the next 30 s.
      await client.auth.startAutoRefresh()
      await waitFor(() => events.some((entry) => entry.event === 'TOKEN_REFRESHED'), {
        what: 'TOKEN_REFRESHED',
      })

      const refreshed = events.find((entry) => entry.event === 'TOKEN_REFRESHED')?.session
      expect(refreshed?.access_token).not.toBe(first.access_token)
      expect(refreshed?.refresh_token).not.toBe(first.refresh_token)
      expect(decodeJwt(refreshed!.access_token).session_id).toBe(
        decodeJwt(first.access_token).session_id,
      )
      const rows = await database.sql`
        select token, revoked, parent from auth.refresh_tokens
        where token in ${database.sql([first.refresh_token, refreshed!.refresh_token])}`
      expect(rows).toEqual(
        expect.arrayContaining([
          { token: first.refresh_token, revoked: true, parent: null },
          { token: refreshed!.refresh_token, revoked: false, parent: first.refresh_token },
        ]),
      )
    } finally {
      await client.auth.stopAutoRefresh()
    }
  })

  it('hand back the active token for its parent but refuse older spent tokens', async () => {
    const { session } = await signIn('reuse@example.com')
    const first = session.refresh_token

    const second = await refresh(first)
    expect(second.error).toBeNull()
    const secondToken = second.data.session!.refresh_token
    expect(secondToken).not.toBe(first)

    // GoTrue's allowance for a client that lost the last response: the active token again.
    const retried = await refresh(first)
    expect(retried.error).toBeNull()
    expect(retried.data.session?.refresh_token).toBe(secondToken)

    const third = await refresh(secondToken)
    expect(third.error).toBeNull()

    // Past the reuse interval (10 s), the first token is plain reuse: refused, family revoked.
    clock.advance(11_000)
    const reused = await refresh(first)
    expect(reused.data.session).toBeNull()
    expectAuthApiError(
      reused.error,
      400,
      'refresh_token_already_used',
      'Invalid Refresh Token: Already Used',
    )
    const sessionId = decodeJwt(session.access_token).session_id as string
    const [live] = await database.sql`
      select count(*)::int as count from auth.refresh_tokens
      where session_id = ${sessionId} and not revoked`
    expect(live?.count).toBe(0)
  })

  it('refuse a token that was never issued', async () => {
    const { error } = await refresh('notarealtokn')
    expectAuthApiError(
      error,
      400,
      'refresh_token_not_found',
      'Invalid Refresh Token: Refresh Token Not Found',
    )
  })
})

describe('sign-out', () => {
  it('ends every session of the user by default, so their refresh tokens stop working', async () => {
    const a = await signIn('signout@example.com')
    const b = await signIn('signout@example.com')

    expect((await a.client.auth.signOut()).error).toBeNull()
    expect((await a.client.auth.getSession()).data.session).toBeNull()

    for (const token of [a.session.refresh_token, b.session.refresh_token]) {
      const { error } = await refresh(token)
      expectAuthApiError(error, 400, 'refresh_token_not_found')
    }
    // The access token is still well signed, but its session is gone.
    const { error } = await anonClient().auth.getUser(a.session.access_token)
    expect(isAuthSessionMissingError(error)).toBe(true)
  })

  it("ends only the other sessions with scope 'others', and only its own with 'local'", async () => {
    const a = await signIn('scopes@example.com')
    const b = await signIn('scopes@example.com')

    expect((await a.client.auth.signOut({ scope: 'others' })).error).toBeNull()
    expectAuthApiError(
      (await refresh(b.session.refresh_token)).error,
      400,
      'refresh_token_not_found',
    )
    expect((await a.client.auth.getUser()).error).toBeNull()

    expect((await a.client.auth.signOut({ scope: 'local' })).error).toBeNull()
    expectAuthApiError(
      (await refresh(a.session.refresh_token)).error,
      400,
      'refresh_token_not_found',
    )
  })
})

describe('multi-factor authentication (TOTP)', () => {
  const email = 'mfa@example.com'
  let aal2Client: ReturnType<typeof anonClient>
  let factorId: string
  let secret: string

  it("enrols a TOTP factor with GoTrue's QR code, secret and URI", async () => {
    const { client } = await signIn(email)
    aal2Client = client
    const { data, error } = await client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Phone',
    })
    expect(error).toBeNull()
    expect(data).toMatchObject({ type: 'totp', friendly_name: 'Phone' })
    factorId = data!.id
    secret = data!.totp.secret
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(data!.totp.uri).toMatch(/^otpauth:\/\/totp\//)
    expect(data!.totp.uri).toContain(`secret=${secret}`)
    expect(data!.totp.uri).toContain(encodeURIComponent(email))
    expect(data!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<\?xml version="1\.0"\?>/)
    expect(data!.totp.qr_code).toContain('<rect x="12" y="12" width="3" height="3"')

    const [factor] = await database.sql`
      select status, factor_type from auth.mfa_factors where id = ${factorId}`
    expect(factor).toEqual({ status: 'unverified', factor_type: 'totp' })
  })

  it('refuses phone factors when the project has no way to send texts', async () => {
    const phone = await aal2Client.auth.mfa.enroll({ factorType: 'phone', phone: '+15555550100' })
    expectAuthApiError(phone.error, 422, 'mfa_phone_enroll_not_enabled')
  })

  it('lets an aal1 session remove a factor that was never verified', async () => {
    const { data } = await aal2Client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Spare' })
    const { data: removed, error } = await aal2Client.auth.mfa.unenroll({ factorId: data!.id })
    expect(error).toBeNull()
    expect(removed).toEqual({ id: data!.id })
  })

  it('refuses a wrong code and an expired challenge', async () => {
    const { data: challenge, error } = await aal2Client.auth.mfa.challenge({ factorId })
    expect(error).toBeNull()
    expect(challenge).toMatchObject({ type: 'totp', id: expect.any(String) })
    const expectedExpiry = Math.floor(clock.now().getTime() / 1000) + 300
    expect(Math.abs(challenge!.expires_at - expectedExpiry)).toBeLessThanOrEqual(1)

    const wrongCode = String((Number(totpCode(secret)) + 500_000) % 1_000_000).padStart(6, '0')
    const wrong = await aal2Client.auth.mfa.verify({
      factorId,
      challengeId: challenge!.id,
      code: wrongCode,
    })
    expectAuthApiError(wrong.error, 422, 'mfa_verification_failed', 'Invalid TOTP code entered')

    clock.advance(301_000)
    const late = await aal2Client.auth.mfa.verify({
      factorId,
      challengeId: challenge!.id,
      code: totpCode(secret),
    })
    expectAuthApiError(late.error, 422, 'mfa_challenge_expired')
  })

  it('verifies a code and raises the session to aal2 with amr [totp, password]', async () => {
    const before = (await aal2Client.auth.getSession()).data.session!
    const { data: challenge } = await aal2Client.auth.mfa.challenge({ factorId })
    const { data, error } = await aal2Client.auth.mfa.verify({
      factorId,
      challengeId: challenge!.id,
      code: totpCode(secret),
    })
    expect(error).toBeNull()
    expect(data?.access_token).not.toBe(before.access_token)
    expect(data?.refresh_token).not.toBe(before.refresh_token)

    const level = await aal2Client.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(level.data?.currentLevel).toBe('aal2')
    expect(level.data?.nextLevel).toBe('aal2')
    expect(level.data?.currentAuthenticationMethods).toEqual([
      { method: 'totp', timestamp: expect.any(Number) },
      { method: 'password', timestamp: expect.any(Number) },
    ])

    const sessionId = decodeJwt(data!.access_token).session_id as string
    const [session] = await database.sql`
      select aal, factor_id from auth.sessions where id = ${sessionId}`
    expect(session).toEqual({ aal: 'aal2', factor_id: factorId })
    const factors = await aal2Client.auth.mfa.listFactors()
    expect(factors.data?.totp.map((factor) => [factor.id, factor.status])).toEqual([
      [factorId, 'verified'],
    ])
  })

  it('refuses to unenrol a verified factor at aal1 and allows it at aal2', async () => {
    const { client: aal1Client } = await signIn(email)
    const level = await aal1Client.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' })

    const refused = await aal1Client.auth.mfa.unenroll({ factorId })
    expectAuthApiError(
      refused.error,
      422,
      'insufficient_aal',
      'AAL2 required to unenroll verified factor',
    )

    const removed = await aal2Client.auth.mfa.unenroll({ factorId })
    expect(removed.error).toBeNull()
    expect(removed.data).toEqual({ id: factorId })
    const { data } = await aal2Client.auth.getUser()
    expect(data.user?.factors).toBeUndefined()
    const [session] = await database.sql`
      select aal, factor_id from auth.sessions where user_id = ${userIds.get(email)!}
      order by created_at limit 1`
    expect(session).toEqual({ aal: 'aal1', factor_id: null })
  })
})

describe('token verification', () => {
  it('lets getClaims verify the access token through the JWKS', async () => {
    const requested: string[] = []
    const client = supabaseClient(server.url, keys.publishable_key, {
      global: {
        fetch: (input, init) => {
          requested.push(String(input instanceof Request ? input.url : input))
          return fetch(input, init)
        },
      },
    })
    await signIn('claims@example.com', client)
    const { data, error } = await client.auth.getClaims()
    expect(error).toBeNull()
    expect(data?.claims.sub).toBe(userIds.get('claims@example.com'))
    expect(data?.header).toMatchObject({ alg: 'ES256', kid: server.signing.kid })
    expect(requested).toContain(`${server.url}/auth/v1/.well-known/jwks.json`)
  })

  it('serves the public keys without an API key', async () => {
    const response = await fetch(`${server.url}/auth/v1/.well-known/jwks.json`)
    expect(response.status).toBe(200)
    const { keys: jwks } = (await response.json()) as { keys: Record<string, unknown>[] }
    expect(jwks).toEqual([
      expect.objectContaining({ kid: server.signing.kid, kty: 'EC', crv: 'P-256', alg: 'ES256' }),
    ])
    expect(jwks[0]).not.toHaveProperty('d')
  })

  it('refuses a tampered token in GET /user and in getClaims', async () => {
    const { session } = await signIn('claims@example.com')
    const [header, payload, signature] = session.access_token.split('.')
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString())
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'service_role' })).toString(
      'base64url',
    )
    const tampered = `${header}.${forged}.${signature}`

    const { error } = await anonClient().auth.getUser(tampered)
    expectAuthApiError(error, 403, 'bad_jwt')
    expect((error as AuthApiError).message).toContain('token signature is invalid')

    const verified = await anonClient().auth.getClaims(tampered)
    expect(verified.data).toBeNull()
    expect(verified.error?.message).toBe('Invalid JWT signature')
  })

  it("refuses an expired token with GoTrue's bad_jwt", async () => {
    const { session } = await signIn('claims@example.com')
    const claims = decodeJwt(session.access_token)
    const expired = await server.signing.sign({ ...claims, exp: undefined, iat: undefined }, -60)
    const { error } = await anonClient().auth.getUser(expired)
    expectAuthApiError(
      error,
      403,
      'bad_jwt',
      'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
    )
  })
})

describe('settings and OAuth', () => {
  it('report email as the only sign-in method', async () => {
    const response = await fetch(`${server.url}/auth/v1/settings`, {
      headers: { apikey: keys.publishable_key },
    })
    expect(response.status).toBe(200)
    const settings = (await response.json()) as { external: Record<string, boolean> }
    const enabled = Object.entries(settings.external).filter(([, on]) => on)
    expect(enabled).toEqual([['email', true]])
    expect(settings.external).toMatchObject({ github: false, google: false, apple: false })
  })

  it('refuse an OAuth sign-in because no provider is enabled', async () => {
    const { data, error } = await anonClient().auth.signInWithOAuth({
      provider: 'github',
      options: { skipBrowserRedirect: true },
    })
    expect(error).toBeNull()
    expect(data.url).toMatch(new RegExp(`^${server.url}/auth/v1/authorize\\?provider=github`))
    // The browser would navigate there, without an API key.
    const response = await fetch(data.url!)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      code: 400,
      error_code: 'validation_failed',
      msg: 'Unsupported provider: provider is not enabled',
    })
  })
})

describe('API keys', () => {
  it('refuse a request without an API key with 401', async () => {
    const response = await fetch(`${server.url}/auth/v1/settings`)
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ message: 'No API key found in request' })
  })

  it('refuse an unknown API key with 401', async () => {
    const client = supabaseClient(server.url, 'sb_publishable_not-this-project')
    const { error } = await client.auth.signInWithPassword({
      email: 'ada@example.com',
      password: PASSWORD,
    })
    expect(error).toBeInstanceOf(AuthApiError)
    expect({ status: (error as AuthApiError).status, message: error?.message }).toEqual({
      status: 401,
      message: 'Invalid API key',
    })
  })
})

describe('admin API', () => {
  it('creates, reads and deletes users with the secret key', async () => {
    const admin = serviceClient().auth.admin
    const created = await admin.createUser({
      email: 'Created@Example.com',
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { full_name: 'Created' },
    })
    expect(created.error).toBeNull()
    const user = created.data.user!
    expect(user).toMatchObject({
      email: 'created@example.com',
      user_metadata: { full_name: 'Created', email_verified: true },
    })
    expect(user.email_confirmed_at).toEqual(expect.any(String))
    expect(user.identities?.map((identity) => identity.provider)).toEqual(['email'])

    const read = await admin.getUserById(user.id)
    expect(read.data.user?.id).toBe(user.id)
    await signIn('created@example.com')

    expect((await admin.deleteUser(user.id)).error).toBeNull()
    expectAuthApiError((await admin.getUserById(user.id)).error, 404, 'user_not_found')
    const { error } = await anonClient().auth.signInWithPassword({
      email: 'created@example.com',
      password: PASSWORD,
    })
    expectAuthApiError(error, 400, 'invalid_credentials')
  })

  it('refuses duplicate emails and short passwords as GoTrue does', async () => {
    const admin = serviceClient().auth.admin
    const duplicate = await admin.createUser({ email: 'ada@example.com', password: PASSWORD })
    expectAuthApiError(
      duplicate.error,
      422,
      'email_exists',
      'A user with this email address has already been registered',
    )
    const weak = await admin.createUser({ email: 'weak@example.com', password: '123' })
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError)
    expect((weak.error as AuthWeakPasswordError).reasons).toEqual(['length'])
  })

  it('is refused to the publishable key and to user tokens', async () => {
    const target = userIds.get('admin-target@example.com')!
    const anon = await anonClient().auth.admin.getUserById(target)
    expectAuthApiError(anon.error, 403, 'not_admin', 'User not allowed')

    const { session } = await signIn('admin-target@example.com')
    const asUser = supabaseClient(server.url, keys.publishable_key, {
      global: { headers: { Authorization: `Bearer ${session.access_token}` } },
    })
    const { error } = await asUser.auth.admin.getUserById(target)
    expectAuthApiError(error, 403, 'not_admin', 'User not allowed')
  })
})

describe('brute force', () => {
  it('answers 429 after a burst of wrong passwords for one account, even with the right one', async () => {
    const client = anonClient()
    for (let attempt = 0; attempt < FAILED_ATTEMPTS.perAccount; attempt += 1) {
      const { error } = await client.auth.signInWithPassword({
        email: 'brute@example.com',
        password: `guess-${attempt}`,
      })
      expectAuthApiError(error, 400, 'invalid_credentials')
    }
    const { error } = await client.auth.signInWithPassword({
      email: 'brute@example.com',
      password: PASSWORD,
    })
    expectAuthApiError(error, 429, 'over_request_rate_limit')
    // Another account is not locked by it, and the window passes.
    await signIn('ada@example.com')
    clock.advance((FAILED_ATTEMPTS.windowSeconds + 1) * 1000)
    await signIn('brute@example.com')
  })

  it('answers an unknown email exactly like a wrong password', async () => {
    const { error } = await anonClient().auth.signInWithPassword({
      email: 'nobody-at-all@example.com',
      password: PASSWORD,
    })
    expectAuthApiError(error, 400, 'invalid_credentials', 'Invalid login credentials')
  })

  it('answers 429 after a burst of wrong TOTP codes', async () => {
    const { client } = await signIn('brute-mfa@example.com')
    const { data: factor, error: enrolError } = await client.auth.mfa.enroll({ factorType: 'totp' })
    expect(enrolError).toBeNull()
    for (let attempt = 0; attempt < FAILED_ATTEMPTS.perAccount; attempt += 1) {
      const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor!.id })
      const { error } = await client.auth.mfa.verify({
        factorId: factor!.id,
        challengeId: challenge!.id,
        code: '000000',
      })
      expectAuthApiError(error, 422, 'mfa_verification_failed')
    }
    const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor!.id })
    const { error } = await client.auth.mfa.verify({
      factorId: factor!.id,
      challengeId: challenge!.id,
      code: totpCode(factor!.totp.secret),
    })
    expectAuthApiError(error, 429, 'over_request_rate_limit')
    clock.advance((FAILED_ATTEMPTS.windowSeconds + 1) * 1000)
  })
})
