import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiKeys, loadApiKeys } from '../../platform/api-keys.ts'
import type { Database } from '../../platform/db/database.ts'
import { prepareDatabase } from '../../platform/db/setup.ts'
import { createMailSandbox, type MailSandbox } from '../../platform/mail/index.ts'
import { createSmsSandbox, type SmsSandbox } from '../../platform/sms/index.ts'
import { openFreshDatabase } from '../helpers/database.ts'
import { SoftAuthenticator } from '../helpers/soft-authenticator.ts'
import { supabaseClient } from './helpers/auth-clients.ts'
import { type AuthServer, startAuthServer, testClock } from './helpers/auth-server.ts'
import { checkAgainstTypes, describeProblems, type TypedSample } from './helpers/published-types.ts'

/**
 * The auth stand-in against the official client's published types: every answer of the auth
 * endpoints the site uses, recorded as supabase-js (auth-js 2.109.0) receives them, must
 * type-check as the type auth-js reads it into, and every error body must carry what auth-js's
 * `handleError` reads (GoTrue's API version 2024-01-01: a string `code` it knows, a `message`).
 * GET /settings has no type in auth-js (the client never reads it): it is not checked here.
 */

const PREAMBLE = `
import type { AuthMFAChallengePhoneResponse, AuthMFAChallengeTOTPResponse, AuthMFAChallengeWebauthnResponseDataJSON, AuthMFAEnrollPhoneResponse, AuthMFAEnrollTOTPResponse, AuthMFAEnrollWebauthnResponse, AuthMFAUnenrollResponse, AuthMFAVerifyResponseData, JWK, Session, User, UserIdentity, WeakPassword } from '@supabase/auth-js'
import type { ErrorCode } from '@supabase/auth-js/dist/module/lib/error-codes'
type DataOf<R> = R extends { data: infer D; error: null } ? D : never
/**
 * GoTrue's user JSON has two fields auth-js's types leave out: an identity's \`email\` and a
 * factor's \`phone\` (null for TOTP), both in GoTrue's models. The stand-in sends them as GoTrue
 * does; nothing else may go beyond auth-js's \`User\`.
 */
type GoTrueFactor = NonNullable<User['factors']>[number] & { phone?: string | null }
type GoTrueUser = Omit<User, 'identities' | 'factors'> & {
  identities?: Array<UserIdentity & { email?: string }>
  factors?: GoTrueFactor[]
}
type GoTrueSession = Omit<Session, 'user'> & { user: GoTrueUser }
/** GoTrue answers a verified code with its token response, \`expires_at\` included as on /token. */
type GoTrueMFAVerify = Omit<AuthMFAVerifyResponseData, 'user'> & {
  user: GoTrueUser
  expires_at?: number
}
/** What auth-js's handleError reads from a refusal, as GoTrue answers API version 2024-01-01. */
type AuthErrorBody = { code: ErrorCode; message: string; weak_password?: WeakPassword }
/** POST /otp: auth-js types no body; it reads only \`message_id\` from it (signInWithOtp). */
type OtpSent = { message_id?: string | null }
`

type Recorded = {
  method: string
  path: string
  /** The factor's kind, for calls on a factor (its answers' types differ by kind). */
  factorType: string | null
  grantType: string | null
  status: number
  apiVersion: string | null
  body: unknown
}

/** The type auth-js gives each answer (undefined: answered with no body). */
function answerType(call: Recorded): string | undefined {
  if (call.status >= 400) return 'AuthErrorBody'
  const route = `${call.method} ${call.path.replace(/[0-9a-f-]{36}/g, ':id')}`
  switch (route) {
    case 'POST /token':
    case 'POST /verify':
      return 'GoTrueSession'
    case 'POST /otp':
      return 'OtpSent'
    case 'GET /user':
    case 'POST /admin/users':
    case 'GET /admin/users/:id':
      return 'GoTrueUser'
    case 'POST /factors':
      if (call.factorType === 'phone') return 'DataOf<AuthMFAEnrollPhoneResponse>'
      if (call.factorType === 'webauthn') return 'DataOf<AuthMFAEnrollWebauthnResponse>'
      return 'DataOf<AuthMFAEnrollTOTPResponse>'
    case 'POST /factors/:id/challenge':
      if (call.factorType === 'phone') return 'DataOf<AuthMFAChallengePhoneResponse>'
      // auth-js types the JSON answer, before it turns the options into browser objects.
      if (call.factorType === 'webauthn') return 'AuthMFAChallengeWebauthnResponseDataJSON'
      return 'DataOf<AuthMFAChallengeTOTPResponse>'
    case 'POST /factors/:id/verify':
      return 'GoTrueMFAVerify'
    case 'DELETE /factors/:id':
      return 'DataOf<AuthMFAUnenrollResponse>'
    case 'GET /settings':
      // No type in auth-js: the client never reads it (the site does, for its sign-in buttons).
      return undefined
    case 'GET /.well-known/jwks.json':
      return '{ keys: JWK[] }'
    default:
      return `unmapped ${route}`
  }
}

const PASSWORD = 'correct horse battery staple'
const SITE = 'http://localhost:5173'
const clock = testClock()
const calls: Recorded[] = []
let database: Database
let dataDir: string
let keys: ApiKeys
let mail: MailSandbox
let sms: SmsSandbox
let server: AuthServer
/** Each enrolled factor's kind, by id, for the calls that name it. */
const factorTypes = new Map<string, string>()

/** fetch as supabase-js calls it, noting each auth answer. */
const recordingFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init)
  const sent = request.method === 'POST' ? await request.clone().text() : ''
  const response = await fetch(request)
  const url = new URL(request.url)
  const text = await response.clone().text()
  const path = url.pathname.replace(/^\/auth\/v1/, '')
  const enrolled =
    path === '/factors' && sent ? (JSON.parse(sent) as { factor_type?: string }) : null
  const answer = text ? (JSON.parse(text) as { id?: string }) : undefined
  if (enrolled?.factor_type && answer?.id) factorTypes.set(answer.id, enrolled.factor_type)
  const factorId = /^\/factors\/([0-9a-f-]{36})/.exec(path)?.[1]
  calls.push({
    method: request.method,
    path,
    factorType: enrolled?.factor_type ?? (factorId ? (factorTypes.get(factorId) ?? null) : null),
    grantType: url.searchParams.get('grant_type'),
    status: response.status,
    apiVersion: response.headers.get('x-supabase-api-version'),
    body: answer,
  })
  return response
}

function client(apiKey = keys.publishable_key) {
  return supabaseClient(server.url, apiKey, { global: { fetch: recordingFetch } })
}

/** The web client's: PKCE, its code verifier kept in storage until the exchange. */
function pkceClient() {
  const store = new Map<string, string>()
  return supabaseClient(server.url, keys.publishable_key, {
    auth: {
      flowType: 'pkce',
      persistSession: true,
      storage: {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => void store.set(key, value),
        removeItem: (key: string) => void store.delete(key),
      },
    },
    global: { fetch: recordingFetch },
  })
}

/** The link and the code of the newest sign-in email to \`to\`. */
function signInEmail(to: string) {
  const message = mail
    .messages()
    .filter((m) => m.to.includes(to))
    .at(0)
  const link = /(http\S+\/auth\/v1\/verify\?\S+)/.exec(message?.text ?? '')?.[1]
  const code = /^(\d{6})$/m.exec(message?.text ?? '')?.[1]
  if (!link || !code) throw new Error(`No sign-in email to ${to}`)
  return { link, code }
}

beforeAll(async () => {
  database = await openFreshDatabase('pglite')
  await prepareDatabase(database.sql)
  dataDir = await mkdtemp(join(tmpdir(), 'auth-types-'))
  keys = await loadApiKeys(dataDir)
  mail = createMailSandbox({ dataDir, apiKey: keys.resend_api_key })
  const twilio = { accountSid: `AC${'1'.repeat(32)}`, authToken: 'sandbox-token' }
  sms = createSmsSandbox({ dataDir, ...twilio, now: clock.now })
  server = await startAuthServer({
    sms: { sandbox: sms, ...twilio },
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

async function recordAuthFlows() {
  const admin = client(keys.secret_key).auth.admin
  const created = await admin.createUser({
    email: 'types@example.com',
    password: PASSWORD,
    email_confirm: true,
  })
  expect(created.error).toBeNull()
  await admin.getUserById(created.data.user?.id ?? '')

  const visitor = client()
  expect(
    (await visitor.auth.signInWithPassword({ email: 'types@example.com', password: PASSWORD }))
      .error,
  ).toBeNull()
  await visitor.auth.getUser()
  const session = (await visitor.auth.getSession()).data.session
  await client().auth.refreshSession({ refresh_token: session?.refresh_token ?? '' })

  // MFA as the account page runs it: enrol, challenge, verify, list, then remove at aal2.
  const enrolled = await visitor.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' })
  const factorId = enrolled.data?.id ?? ''
  const wrong = await visitor.auth.mfa.challengeAndVerify({ factorId, code: '000000' })
  expect(wrong.error).not.toBeNull()
  const challenge = await visitor.auth.mfa.challenge({ factorId })
  const code = new TOTP({ secret: Secret.fromBase32(enrolled.data?.totp.secret ?? '') }).generate({
    timestamp: clock.now().getTime(),
  })
  const verified = await visitor.auth.mfa.verify({
    factorId,
    challengeId: challenge.data?.id ?? '',
    code,
  })
  expect(verified.error).toBeNull()
  await visitor.auth.mfa.listFactors()

  // A phone: enrolled, texted a code, verified (the session is aal2 from the app above).
  const phone = await visitor.auth.mfa.enroll({ factorType: 'phone', phone: '+34612345678' })
  expect(phone.error).toBeNull()
  const texted = await visitor.auth.mfa.challenge({ factorId: phone.data?.id ?? '' })
  expect(texted.error).toBeNull()
  const smsCode = /\b(\d{6})\b/.exec(sms.messages()[0]?.body ?? '')?.[1] ?? ''
  const phoneVerified = await visitor.auth.mfa.verify({
    factorId: phone.data?.id ?? '',
    challengeId: texted.data?.id ?? '',
    code: smsCode,
  })
  expect(phoneVerified.error).toBeNull()

  // A security key: enrolled, its create ceremony answered by a software authenticator.
  const rp = { rpId: 'localhost', rpOrigins: [SITE] }
  const key = new SoftAuthenticator(SITE, 'localhost')
  const webauthn = await visitor.auth.mfa.enroll({ factorType: 'webauthn', friendlyName: 'Key' })
  expect(webauthn.error).toBeNull()
  const ceremony = await visitor.auth.mfa.challenge({
    factorId: webauthn.data?.id ?? '',
    webauthn: rp,
  })
  expect(ceremony.error).toBeNull()
  const options = ceremony.data as {
    id: string
    webauthn: { credential_options: { publicKey: Parameters<SoftAuthenticator['create']>[0] } }
  }
  const keyVerified = await visitor.auth.mfa.verify({
    factorId: webauthn.data?.id ?? '',
    challengeId: options.id,
    webauthn: {
      type: 'create',
      ...rp,
      credential_response: key.create(options.webauthn.credential_options.publicKey) as never,
    },
  })
  expect(keyVerified.error).toBeNull()

  expect((await visitor.auth.mfa.unenroll({ factorId })).error).toBeNull()

  // Refusals: a wrong password, a spent refresh token.
  await client().auth.signInWithPassword({ email: 'types@example.com', password: 'wrong password' })
  await client().auth.refreshSession({ refresh_token: 'never-issued' })
  // The library's sign-in: a magic link with PKCE, then the emailed code on another client.
  const web = pkceClient()
  expect(
    (
      await web.auth.signInWithOtp({
        email: 'types@example.com',
        options: { emailRedirectTo: `${SITE}/library` },
      })
    ).error,
  ).toBeNull()
  const back = await fetch(signInEmail('types@example.com').link, { redirect: 'manual' })
  const authCode = new URL(back.headers.get('location') ?? '').searchParams.get('code') ?? ''
  expect((await web.auth.exchangeCodeForSession(authCode)).error).toBeNull()
  // GoTrue sends one email a minute per address.
  clock.advance(61_000)
  expect((await client().auth.signInWithOtp({ email: 'types@example.com' })).error).toBeNull()
  const { code: otp } = signInEmail('types@example.com')
  const verified2 = await client().auth.verifyOtp({
    email: 'types@example.com',
    token: otp,
    type: 'email',
  })
  expect(verified2.error).toBeNull()
  await client().auth.verifyOtp({ email: 'types@example.com', token: '000000', type: 'email' })
  await recordingFetch(`${server.url}/auth/v1/settings`, {
    headers: { apikey: keys.publishable_key },
  })

  await visitor.auth.getClaims()
  await recordingFetch(`${server.url}/auth/v1/.well-known/jwks.json`)
  expect((await visitor.auth.signOut()).error).toBeNull()
}

describe('the auth stand-in against auth-js’s published types', () => {
  it('answers every endpoint the site uses as auth-js types it', async () => {
    await recordAuthFlows()
    const samples: TypedSample[] = []
    const unmapped: string[] = []
    for (const call of calls) {
      const type = answerType(call)
      const label = `${call.method} ${call.path}${call.grantType ? `?grant_type=${call.grantType}` : ''} → ${call.status}`
      if (call.body === undefined) continue
      if (type?.startsWith('unmapped')) unmapped.push(label)
      else if (type) samples.push({ label, type, value: call.body })
    }
    expect(unmapped).toEqual([])
    // Each kind of answer was seen, so none of them went unchecked.
    const seen = new Set(samples.map((sample) => sample.type))
    expect([...seen].sort()).toEqual(
      [
        'AuthErrorBody',
        'AuthMFAChallengeWebauthnResponseDataJSON',
        'DataOf<AuthMFAChallengePhoneResponse>',
        'DataOf<AuthMFAChallengeTOTPResponse>',
        'DataOf<AuthMFAEnrollPhoneResponse>',
        'DataOf<AuthMFAEnrollTOTPResponse>',
        'DataOf<AuthMFAEnrollWebauthnResponse>',
        'DataOf<AuthMFAUnenrollResponse>',
        'GoTrueMFAVerify',
        'GoTrueSession',
        'GoTrueUser',
        'OtpSent',
        '{ keys: JWK[] }',
      ].sort(),
    )
    // auth-js reads error codes by the answer's API version, then the body's `code`.
    for (const call of calls.filter((call) => call.status >= 400)) {
      expect(call.apiVersion, `${call.method} ${call.path}`).toBe('2024-01-01')
    }
    const problems = await checkAgainstTypes({ preamble: PREAMBLE, samples })
    if (problems.length > 0) {
      throw new Error(
        `The auth stand-in drifted from auth-js's types:\n${describeProblems(problems)}`,
      )
    }
  })

  it('reports a body auth-js would misread', async () => {
    const problems = await checkAgainstTypes({
      preamble: PREAMBLE,
      samples: [
        {
          label: 'legacy error',
          type: 'AuthErrorBody',
          value: { code: 400, msg: 'Invalid login' },
        },
        {
          label: 'session',
          type: 'Session',
          value: { access_token: 'a', refresh_token: 'r', expires_in: 3600, token_type: 'Bearer' },
        },
      ],
    })
    const report = describeProblems(problems)
    expect(report).toMatch(/legacy error at \$\.code:/)
    expect(report).toMatch(/session at \$\.token_type:[\s\S]*"Bearer"/)
    expect(report).toMatch(/session at \$ \(required keys\):[\s\S]*"user"/)
  })
})
