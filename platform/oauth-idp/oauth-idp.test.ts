import { describe, expect, it } from 'vitest'
import { createOAuthIdp, subjectFor } from './index.ts'

// The local identity provider's own contract, as a Keycloak realm answers a confidential client:
// requests it must not redirect back, the form's checks, single-use codes, the client's secret,
// and bearer tokens at userinfo.

const REALM = 'http://idp.test/_oauth/realms/local/protocol/openid-connect'
const CALLBACK = 'http://auth.test/auth/v1/callback'
const CLIENT = { clientId: 'site', secret: 'client-secret', redirectUris: [CALLBACK] }

function authorizeQuery(overrides: Record<string, string> = {}) {
  return new URLSearchParams({
    client_id: 'site',
    redirect_uri: CALLBACK,
    response_type: 'code',
    scope: 'profile email',
    state: 'the-state',
    ...overrides,
  })
}

const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`

async function approve(idp: ReturnType<typeof createOAuthIdp>, email: string, name: string) {
  const form = authorizeQuery()
  form.set('email', email)
  form.set('name', name)
  form.set('decision', 'approve')
  const response = await idp.app.request(`${REALM}/auth`, { method: 'POST', body: form })
  expect(response.status).toBe(302)
  return new URL(response.headers.get('location')!)
}

async function exchange(
  idp: ReturnType<typeof createOAuthIdp>,
  code: string,
  secret = 'client-secret',
) {
  return idp.app.request(`${REALM}/token`, {
    method: 'POST',
    headers: { authorization: basic('site', secret) },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: CALLBACK }),
  })
}

describe('the local identity provider', () => {
  it('shows a page, never a redirect, for an unknown client or redirect URI', async () => {
    const idp = createOAuthIdp({ clients: [CLIENT] })
    const bad: Record<string, string>[] = [
      { client_id: 'other' },
      { redirect_uri: 'https://evil.example/cb' },
    ]
    for (const overrides of bad) {
      const response = await idp.app.request(`${REALM}/auth?${authorizeQuery(overrides)}`)
      expect(response.status).toBe(400)
      expect(await response.text()).toContain('This sign-in request is not valid')
    }
  })

  it('labels its fields and answers a bad email or a missing name on the page', async () => {
    const idp = createOAuthIdp({ clients: [CLIENT] })
    const page = await (await idp.app.request(`${REALM}/auth?${authorizeQuery()}`)).text()
    expect(page).toContain('<html lang="en">')
    expect(page).toMatch(/<label for="email">Email<\/label>\s*<input id="email"/)
    expect(page).toMatch(/<label for="name">Name<\/label>\s*<input id="name"/)

    const form = authorizeQuery()
    form.set('email', 'not an email')
    form.set('decision', 'approve')
    const response = await idp.app.request(`${REALM}/auth`, { method: 'POST', body: form })
    expect(response.status).toBe(422)
    const html = await response.text()
    expect(html).toContain('aria-invalid="true"')
    expect(html).toContain('Enter an email address, like name@example.com.')
    expect(html).toContain('Enter a name.')
  })

  it('sends a denial back with access_denied and the state', async () => {
    const idp = createOAuthIdp({ clients: [CLIENT] })
    const form = authorizeQuery()
    form.set('decision', 'deny')
    const response = await idp.app.request(`${REALM}/auth`, { method: 'POST', body: form })
    const back = new URL(response.headers.get('location')!)
    expect(Object.fromEntries(back.searchParams)).toEqual({
      error: 'access_denied',
      error_description: 'The user denied the request',
      state: 'the-state',
    })
  })

  it('exchanges a code once, with the client secret, for a token userinfo accepts', async () => {
    const idp = createOAuthIdp({ clients: [CLIENT] })
    const back = await approve(idp, 'Ada@Example.com', 'Ada Lovelace')
    expect(back.searchParams.get('state')).toBe('the-state')
    const code = back.searchParams.get('code')!

    const wrongSecret = await exchange(idp, code, 'guessed')
    expect(wrongSecret.status).toBe(401)
    expect(await wrongSecret.json()).toMatchObject({ error: 'unauthorized_client' })

    // The refused attempt above did not spend the code: the client was not authenticated.
    const token = await exchange(idp, code)
    expect(token.status).toBe(200)
    const body = (await token.json()) as { access_token: string; token_type: string }
    expect(body.token_type).toBe('Bearer')

    const replay = await exchange(idp, code)
    expect(replay.status).toBe(400)
    expect(await replay.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Code not valid',
    })

    const userinfo = await idp.app.request(`${REALM}/userinfo`, {
      headers: { authorization: `Bearer ${body.access_token}` },
    })
    expect(await userinfo.json()).toEqual({
      sub: subjectFor('ada@example.com'),
      email: 'ada@example.com',
      email_verified: true,
      name: 'Ada Lovelace',
      preferred_username: 'ada@example.com',
      given_name: 'Ada',
      family_name: 'Lovelace',
    })
    const refused = await idp.app.request(`${REALM}/userinfo`, {
      headers: { authorization: 'Bearer forged' },
    })
    expect(refused.status).toBe(401)
  })

  it('lets codes expire after a minute', async () => {
    let now = Date.now()
    const idp = createOAuthIdp({ clients: [CLIENT], now: () => now })
    const code = (await approve(idp, 'late@example.com', 'Late')).searchParams.get('code')!
    now += 61_000
    expect((await exchange(idp, code)).status).toBe(400)
  })
})
