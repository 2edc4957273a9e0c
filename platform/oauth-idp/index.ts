import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import { type AuthorizeRequest, errorPage, type SignInErrors, signInPage } from './page.ts'

// A local OpenID Connect identity provider that answers as a Keycloak realm does, at the same
// paths (`<realm url>/protocol/openid-connect/{auth,token,userinfo}`), so the auth stand-in
// talks to it exactly as GoTrue's keycloak provider talks to a real realm. A tester enters an
// identity (email and name) and approves or denies; the provider then sends the browser back
// with a code (or `error=access_denied`), which the client exchanges with its secret for an
// access token, and the access token for the user's claims. State lives in memory: codes last
// a minute, tokens five minutes, as a test sandbox needs.

export const OAUTH_IDP_PREFIX = '/_oauth'
export const LOCAL_REALM = 'local'

const CODE_TTL_MS = 60_000
const ACCESS_TOKEN_TTL_SECONDS = 300
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export type OAuthClient = { clientId: string; secret: string; redirectUris: string[] }

type Identity = { sub: string; email: string; name: string }
type IssuedCode = Identity & {
  clientId: string
  redirectUri: string
  scope: string
  expires: number
}
type IssuedToken = Identity & { clientId: string; scope: string; expires: number }

export type OAuthIdp = {
  app: Hono
  /** The realm's URL for a server at `publicUrl` (the `url` of GoTrue's keycloak provider). */
  realmUrl(publicUrl: string): string
}

/** A stable subject per email, as a realm keeps one user id per account. */
export function subjectFor(email: string): string {
  const hex = createHash('sha256').update(`local-idp:${email.toLowerCase()}`).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

function sameSecret(a: string, b: string) {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

const noStore = { 'Cache-Control': 'no-store', Pragma: 'no-cache' }

export function createOAuthIdp(options: { clients: OAuthClient[]; now?: () => number }): OAuthIdp {
  const now = options.now ?? Date.now
  const codes = new Map<string, IssuedCode>()
  const tokens = new Map<string, IssuedToken>()
  const clientById = (id: string) => options.clients.find((client) => client.clientId === id)

  /** Checks the client and its redirect URI; a failure is shown, never redirected (RFC 6749 4.1.2.1). */
  function checkRequest(request: AuthorizeRequest): string | null {
    const client = clientById(request.client_id)
    if (!client) return `Client not found: "${request.client_id}".`
    if (!client.redirectUris.includes(request.redirect_uri)) {
      return `Invalid parameter: redirect_uri "${request.redirect_uri}" is not registered for this client.`
    }
    return null
  }

  function redirectBack(request: AuthorizeRequest, params: Record<string, string>) {
    const target = new URL(request.redirect_uri)
    for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value)
    if (request.state) target.searchParams.set('state', request.state)
    return target.toString()
  }

  const readRequest = (get: (key: string) => string | undefined): AuthorizeRequest => ({
    client_id: get('client_id') ?? '',
    redirect_uri: get('redirect_uri') ?? '',
    response_type: get('response_type') ?? '',
    scope: get('scope') ?? '',
    state: get('state') ?? '',
  })

  const app = new Hono()
  const realm = new Hono()

  realm.get('/protocol/openid-connect/auth', (c) => {
    const request = readRequest((key) => c.req.query(key))
    const problem = checkRequest(request)
    if (problem) return c.html(errorPage(problem), 400)
    if (request.response_type !== 'code') {
      return c.redirect(
        redirectBack(request, {
          error: 'unsupported_response_type',
          error_description: 'Only the authorization code flow is supported',
        }),
        302,
      )
    }
    return c.html(signInPage(LOCAL_REALM, request, { email: '', name: '' }))
  })

  realm.post('/protocol/openid-connect/auth', async (c) => {
    const body = await c.req.parseBody()
    const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : '')
    const request = readRequest((key) => text(key) || undefined)
    const problem = checkRequest(request)
    if (problem) return c.html(errorPage(problem), 400)
    if (text('decision') !== 'approve') {
      // What Keycloak sends back when the user cancels the login or refuses consent.
      return c.redirect(
        redirectBack(request, {
          error: 'access_denied',
          error_description: 'The user denied the request',
        }),
        302,
      )
    }
    const form = { email: text('email').trim(), name: text('name').trim() }
    const errors: SignInErrors = {}
    if (!EMAIL.test(form.email)) errors.email = 'Enter an email address, like name@example.com.'
    if (!form.name) errors.name = 'Enter a name.'
    if (errors.email || errors.name)
      return c.html(signInPage(LOCAL_REALM, request, form, errors), 422)

    const code = randomBytes(24).toString('base64url')
    codes.set(code, {
      sub: subjectFor(form.email),
      email: form.email.toLowerCase(),
      name: form.name,
      clientId: request.client_id,
      redirectUri: request.redirect_uri,
      scope: request.scope,
      expires: now() + CODE_TTL_MS,
    })
    return c.redirect(redirectBack(request, { code }), 302)
  })

  realm.post('/protocol/openid-connect/token', async (c) => {
    const body = await c.req.parseBody()
    const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : '')
    // The client authenticates with HTTP Basic (as Go's oauth2 does first) or in the body.
    let clientId = text('client_id')
    let secret = text('client_secret')
    const basic = /^Basic\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]
    if (basic) {
      const decoded = Buffer.from(basic, 'base64').toString('utf8')
      const colon = decoded.indexOf(':')
      clientId = decodeURIComponent(decoded.slice(0, colon))
      secret = decodeURIComponent(decoded.slice(colon + 1))
    }
    const client = clientById(clientId)
    if (!client || !sameSecret(client.secret, secret)) {
      return c.json(
        {
          error: 'unauthorized_client',
          error_description: 'Invalid client or Invalid client credentials',
        },
        401,
        noStore,
      )
    }
    if (text('grant_type') !== 'authorization_code') {
      return c.json(
        { error: 'unsupported_grant_type', error_description: 'Unsupported grant_type' },
        400,
        noStore,
      )
    }
    const issued = codes.get(text('code'))
    // A code is used once, whatever the outcome.
    codes.delete(text('code'))
    if (
      !issued ||
      issued.expires < now() ||
      issued.clientId !== client.clientId ||
      issued.redirectUri !== text('redirect_uri')
    ) {
      return c.json({ error: 'invalid_grant', error_description: 'Code not valid' }, 400, noStore)
    }
    const accessToken = randomBytes(32).toString('base64url')
    tokens.set(accessToken, {
      sub: issued.sub,
      email: issued.email,
      name: issued.name,
      clientId: client.clientId,
      scope: issued.scope,
      expires: now() + ACCESS_TOKEN_TTL_SECONDS * 1000,
    })
    return c.json(
      {
        access_token: accessToken,
        expires_in: ACCESS_TOKEN_TTL_SECONDS,
        token_type: 'Bearer',
        scope: issued.scope,
      },
      200,
      noStore,
    )
  })

  realm.get('/protocol/openid-connect/userinfo', (c) => {
    const token = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? ''
    const issued = tokens.get(token)
    if (!issued || issued.expires < now()) {
      c.header('WWW-Authenticate', 'Bearer realm="local", error="invalid_token"')
      return c.json({ error: 'invalid_token', error_description: 'Token verification failed' }, 401)
    }
    const [given, ...family] = issued.name.split(/\s+/)
    return c.json({
      sub: issued.sub,
      email: issued.email,
      email_verified: true,
      name: issued.name,
      preferred_username: issued.email,
      given_name: given ?? '',
      family_name: family.join(' '),
    })
  })

  app.route(`${OAUTH_IDP_PREFIX}/realms/${LOCAL_REALM}`, realm)
  return {
    app,
    realmUrl: (publicUrl: string) => `${publicUrl}${OAUTH_IDP_PREFIX}/realms/${LOCAL_REALM}`,
  }
}
