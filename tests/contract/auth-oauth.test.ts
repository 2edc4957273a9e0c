import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiKeys, loadApiKeys } from '../../platform/api-keys.ts'
import type { Database } from '../../platform/db/database.ts'
import { prepareDatabase } from '../../platform/db/setup.ts'
import { LOCAL_OAUTH_CLIENT_ID } from '../../platform/oauth-idp/local-provider.ts'
import { openFreshDatabase } from '../helpers/database.ts'
import {
  expectAuthApiError,
  readableStorageClient,
  supabaseClient,
} from './helpers/auth-clients.ts'
import { type AuthServer, startAuthServer, testClock } from './helpers/auth-server.ts'

// OAuth sign-in as supabase-js drives it (signInWithOAuth, exchangeCodeForSession) against the
// GoTrue stand-in and its keycloak provider, whose realm is the local identity provider: every
// redirect is followed with fetch, the provider's form is posted as a browser would, and the
// stand-in reaches the provider's token and userinfo endpoints over loopback HTTP.

const SITE = 'http://localhost:5173'
const RETURN_TO = `${SITE}/auth?next=%2Fadmin`
const clock = testClock()
let database: Database
let dataDir: string
let keys: ApiKeys
let server: AuthServer

/** supabase-js with storage the test can read (PKCE keeps its code verifier there). */
function client(flowType: 'pkce' | 'implicit' = 'pkce') {
  const { supabase, store, verifierKey } = readableStorageClient(
    server.url,
    keys.publishable_key,
    flowType,
  )
  let lastKey: string | undefined
  return {
    supabase,
    codeVerifier: () => {
      const key = verifierKey()
      return key ? (JSON.parse(store.get(key)!) as string) : undefined
    },
    /** Puts a verifier back (supabase-js removes it after any exchange, failed or not). */
    replaceVerifier(verifier: string) {
      const key = verifierKey() ?? lastKey
      if (!key) throw new Error('No code verifier was ever stored')
      lastKey = key
      store.set(key, JSON.stringify(verifier))
    },
  }
}

async function redirected(url: string | URL, init: RequestInit = {}, status = 302) {
  const response = await fetch(url, { ...init, redirect: 'manual' })
  expect(response.status).toBe(status)
  return new URL(response.headers.get('location') ?? '')
}

type Identity = { email: string; name: string }

/** signInWithOAuth's URL, through /authorize to the provider's sign-in page. */
async function startSignIn(
  supabase: ReturnType<typeof client>['supabase'],
  redirectTo = RETURN_TO,
) {
  const { data, error } = await supabase.auth.signInWithOAuth({
    provider: 'keycloak',
    options: { redirectTo, scopes: 'openid', skipBrowserRedirect: true },
  })
  expect(error).toBeNull()
  return redirected(data.url!)
}

/** The tester's answer on the provider's page; returns where the provider sends the browser. */
async function answerAtProvider(providerUrl: URL, identity: Identity | 'deny') {
  const page = await fetch(providerUrl)
  expect(page.status).toBe(200)
  expect(await page.text()).toContain('<label for="email">Email</label>')
  const form = new URLSearchParams()
  for (const key of ['client_id', 'redirect_uri', 'response_type', 'scope', 'state']) {
    form.set(key, providerUrl.searchParams.get(key) ?? '')
  }
  if (identity === 'deny') {
    form.set('decision', 'deny')
  } else {
    form.set('email', identity.email)
    form.set('name', identity.name)
    form.set('decision', 'approve')
  }
  return redirected(providerUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  })
}

/** The whole round trip up to the redirect back to the site with `?code=`. */
async function signInThroughProvider(
  c: ReturnType<typeof client>,
  identity: Identity,
  redirectTo = RETURN_TO,
) {
  const providerUrl = await startSignIn(c.supabase, redirectTo)
  const callback = await answerAtProvider(providerUrl, identity)
  const back = await redirected(callback)
  return { providerUrl, callback, back, code: back.searchParams.get('code') ?? '' }
}

const flowStates = async (id: string) =>
  (await database.sql`select count(*)::int as n from auth.flow_state where id = ${id}`)[0]!.n

beforeAll(async () => {
  database = await openFreshDatabase('pglite')
  await prepareDatabase(database.sql)
  dataDir = await mkdtemp(join(tmpdir(), 'auth-oauth-contract-'))
  keys = await loadApiKeys(dataDir)
  server = await startAuthServer({
    sql: database.sql,
    dataDir,
    keys,
    now: clock.now,
    accessTokenTtlSeconds: 3600,
    siteUrl: SITE,
    oauthIdp: true,
  })
})

afterAll(async () => {
  await server?.close()
  await database?.close()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

describe('settings', () => {
  it('report keycloak enabled beside email, every other provider off', async () => {
    const response = await fetch(`${server.url}/auth/v1/settings`, {
      headers: { apikey: keys.publishable_key },
    })
    const settings = (await response.json()) as { external: Record<string, boolean> }
    const enabled = Object.entries(settings.external).filter(([, on]) => on)
    expect(enabled.map(([name]) => name).sort()).toEqual(['email', 'keycloak'])
  })
})

describe('sign-in with PKCE', () => {
  it('goes to the provider with a flow state, comes back with a code exchanged once', async () => {
    const c = client('pkce')
    const providerUrl = await startSignIn(c.supabase)
    expect(`${providerUrl.origin}${providerUrl.pathname}`).toBe(
      `${server.url}/_oauth/realms/local/protocol/openid-connect/auth`,
    )
    const state = providerUrl.searchParams.get('state')!
    expect(Object.fromEntries(providerUrl.searchParams)).toEqual({
      client_id: LOCAL_OAUTH_CLIENT_ID,
      redirect_uri: `${server.url}/auth/v1/callback`,
      response_type: 'code',
      scope: 'profile email openid',
      state: expect.stringMatching(/^[0-9a-f-]{36}$/),
      // GoTrue passes the request's other parameters on to the provider.
      redirect_to: RETURN_TO,
    })
    // The challenge, not the verifier, is stored with the flow; the user comes later.
    const [flow] = await database.sql`select * from auth.flow_state where id = ${state}`
    expect(flow).toMatchObject({
      provider_type: 'keycloak',
      authentication_method: 'oauth',
      code_challenge_method: 's256',
      referrer: RETURN_TO,
      user_id: null,
      auth_code_issued_at: null,
    })
    expect(flow?.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(flow?.code_challenge).not.toBe(c.codeVerifier())

    const callback = await answerAtProvider(providerUrl, {
      email: 'Nova.Buyer@example.com',
      name: 'Nova Buyer',
    })
    expect(`${callback.origin}${callback.pathname}`).toBe(`${server.url}/auth/v1/callback`)
    expect(callback.searchParams.get('state')).toBe(state)
    const back = await redirected(callback)
    expect(`${back.origin}${back.pathname}`).toBe(`${SITE}/auth`)
    expect(back.searchParams.get('next')).toBe('/admin')
    const code = back.searchParams.get('code')!
    expect(code).toBe(flow?.auth_code)

    const verifier = c.codeVerifier()!
    const { data, error } = await c.supabase.auth.exchangeCodeForSession(code)
    expect(error).toBeNull()
    expect(data.user).toMatchObject({
      email: 'nova.buyer@example.com',
      app_metadata: { provider: 'keycloak', providers: ['keycloak'] },
      user_metadata: { full_name: 'Nova Buyer', email: 'nova.buyer@example.com' },
    })
    expect(data.user?.email_confirmed_at).toBeTruthy()
    expect(data.user?.identities).toEqual([
      expect.objectContaining({
        provider: 'keycloak',
        email: 'nova.buyer@example.com',
        identity_data: expect.objectContaining({
          iss: `${server.url}/_oauth/realms/local`,
          email_verified: true,
          name: 'Nova Buyer',
        }),
      }),
    ])
    const claims = decodeJwt(data.session!.access_token)
    expect(claims).toMatchObject({ email: 'nova.buyer@example.com', role: 'authenticated' })
    expect(claims.amr).toEqual([{ method: 'oauth', timestamp: expect.any(Number) }])
    expect(c.codeVerifier()).toBeUndefined()

    // The flow state, with its code challenge, went with the exchange: a replay is refused.
    expect(await flowStates(state)).toBe(0)
    const again = await fetch(`${server.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: {
        apikey: keys.publishable_key,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ auth_code: code, code_verifier: verifier }),
    })
    expect(again.status).toBe(404)
    expect(await again.json()).toEqual({
      code: 'flow_state_not_found',
      message: 'invalid flow state, no valid flow state found',
    })
    // The callback cannot be replayed either.
    const replayed = await redirected(callback, {}, 303)
    expect(replayed.searchParams.get('error_code')).toBe('bad_oauth_state')
  })

  it('refuses a wrong code verifier and keeps the flow for the right one', async () => {
    const c = client('pkce')
    const { code, providerUrl } = await signInThroughProvider(c, {
      email: 'verifier@example.com',
      name: 'Vera Fier',
    })
    const right = c.codeVerifier()!
    c.replaceVerifier(`${right.slice(0, -4)}AAAA`)
    const { error } = await c.supabase.auth.exchangeCodeForSession(code)
    expectAuthApiError(
      error,
      400,
      'bad_code_verifier',
      'code challenge does not match previously saved code verifier',
    )
    expect(await flowStates(providerUrl.searchParams.get('state')!)).toBe(1)
    c.replaceVerifier(right)
    const retry = await c.supabase.auth.exchangeCodeForSession(code)
    expect(retry.error).toBeNull()
    expect(retry.data.user?.email).toBe('verifier@example.com')
  })

  it('signs the same provider account into the same user again', async () => {
    const identity = { email: 'returning@example.com', name: 'Re Turning' }
    const first = client('pkce')
    const one = await first.supabase.auth.exchangeCodeForSession(
      (await signInThroughProvider(first, identity)).code,
    )
    const second = client('pkce')
    const two = await second.supabase.auth.exchangeCodeForSession(
      (await signInThroughProvider(second, { ...identity, name: 'Re Named' })).code,
    )
    expect(two.data.user?.id).toBe(one.data.user?.id)
    expect(two.data.user?.identities).toHaveLength(1)
    expect(two.data.user?.user_metadata).toMatchObject({ full_name: 'Re Named' })
  })

  it('links the identity to the account that has the verified email', async () => {
    const admin = supabaseClient(server.url, keys.secret_key)
    const created = await admin.auth.admin.createUser({
      email: 'owner.like@example.com',
      password: 'correct horse battery staple',
      email_confirm: true,
    })
    expect(created.error).toBeNull()
    const c = client('pkce')
    const { code } = await signInThroughProvider(c, {
      email: 'OWNER.like@example.com',
      name: 'Owner Like',
    })
    const { data, error } = await c.supabase.auth.exchangeCodeForSession(code)
    expect(error).toBeNull()
    expect(data.user?.id).toBe(created.data.user?.id)
    expect(data.user?.identities?.map((identity) => identity.provider)).toEqual([
      'email',
      'keycloak',
    ])
    expect(data.user?.app_metadata).toMatchObject({
      provider: 'email',
      providers: ['email', 'keycloak'],
    })
    // The password still signs in.
    const password = await supabaseClient(server.url, keys.publishable_key).auth.signInWithPassword(
      { email: 'owner.like@example.com', password: 'correct horse battery staple' },
    )
    expect(password.error).toBeNull()
  })

  it('answers a second use of the callback before the exchange with flow_state_already_used', async () => {
    const c = client('pkce')
    const { callback } = await signInThroughProvider(c, {
      email: 'twice@example.com',
      name: 'Twice',
    })
    const again = await redirected(callback, {}, 303)
    expect(`${again.origin}${again.pathname}`).toBe(`${SITE}/`)
    expect(Object.fromEntries(again.searchParams)).toEqual({
      error: 'invalid_request',
      error_code: 'flow_state_already_used',
      error_description: 'State has already been used',
    })
  })

  it('lets a flow expire after five minutes', async () => {
    const c = client('pkce')
    const providerUrl = await startSignIn(c.supabase)
    const callback = await answerAtProvider(providerUrl, {
      email: 'late@example.com',
      name: 'Late',
    })
    clock.advance(301_000)
    const back = await redirected(callback, {}, 303)
    expect(back.searchParams.get('error_code')).toBe('bad_oauth_state')
    expect(back.searchParams.get('error_description')).toBe('OAuth state has expired')
  })
})

describe('refusals', () => {
  it('sends a denial back to redirect_to with access_denied', async () => {
    const c = client('pkce')
    const providerUrl = await startSignIn(c.supabase)
    const callback = await answerAtProvider(providerUrl, 'deny')
    expect(callback.searchParams.get('error')).toBe('access_denied')
    const back = await redirected(callback)
    expect(`${back.origin}${back.pathname}`).toBe(`${SITE}/auth`)
    expect(back.searchParams.get('next')).toBe('/admin')
    expect(back.searchParams.get('error')).toBe('access_denied')
    expect(back.searchParams.get('error_description')).toBe('The user denied the request')
    expect(back.searchParams.get('code')).toBeNull()
    expect(new URLSearchParams(back.hash.slice(1)).get('error')).toBe('access_denied')
  })

  it('sends a foreign redirect_to to the site instead', async () => {
    const c = client('pkce')
    const { back, code } = await signInThroughProvider(
      c,
      { email: 'elsewhere@example.com', name: 'Else Where' },
      'https://attacker.example/steal',
    )
    expect(`${back.origin}${back.pathname}`).toBe(`${SITE}/`)
    expect(code).toMatch(/^[0-9a-f-]{36}$/)
  })

  it("refuses an unknown provider and a disabled one with GoTrue's validation_failed", async () => {
    for (const [provider, reason] of [
      ['myspace', 'Provider myspace could not be found'],
      ['github', 'provider is not enabled'],
    ]) {
      const response = await fetch(`${server.url}/auth/v1/authorize?provider=${provider}`)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        code: 400,
        error_code: 'validation_failed',
        msg: `Unsupported provider: ${reason}`,
      })
    }
  })

  it('refuses a malformed code challenge', async () => {
    const response = await fetch(
      `${server.url}/auth/v1/authorize?provider=keycloak&code_challenge=short&code_challenge_method=s256`,
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error_code: 'validation_failed' })
  })

  it('sends a callback with a bad state to the site with bad_oauth_state', async () => {
    const back = await redirected(`${server.url}/auth/v1/callback?code=x&state=not-a-uuid`, {}, 303)
    expect(`${back.origin}${back.pathname}`).toBe(`${SITE}/`)
    expect(back.searchParams.get('error_code')).toBe('bad_oauth_state')
    expect(back.searchParams.get('error_description')).toBe('OAuth state parameter is invalid')
  })

  it('refuses a forged provider code at the token endpoint, then redirects with server_error', async () => {
    const c = client('pkce')
    const providerUrl = await startSignIn(c.supabase)
    const callback = new URL(`${server.url}/auth/v1/callback`)
    callback.searchParams.set('state', providerUrl.searchParams.get('state')!)
    callback.searchParams.set('code', 'forged-code')
    const back = await redirected(callback)
    expect(back.searchParams.get('error')).toBe('server_error')
    expect(back.searchParams.get('error_description')).toBe(
      'Unable to exchange external code: forg',
    )
  })
})

describe('implicit flow', () => {
  it('returns the session in the fragment', async () => {
    const c = client('implicit')
    const providerUrl = await startSignIn(c.supabase)
    const callback = await answerAtProvider(providerUrl, {
      email: 'implicit@example.com',
      name: 'Im',
    })
    const back = await redirected(callback)
    const fragment = new URLSearchParams(back.hash.slice(1))
    expect(fragment.get('token_type')).toBe('bearer')
    expect(fragment.get('provider_token')).toBeTruthy()
    const { data, error } = await c.supabase.auth.getUser(fragment.get('access_token')!)
    expect(error).toBeNull()
    expect(data.user?.email).toBe('implicit@example.com')
    expect(await flowStates(providerUrl.searchParams.get('state')!)).toBe(0)
  })
})
