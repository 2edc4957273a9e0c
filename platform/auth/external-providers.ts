// The OAuth providers GoTrue knows (the `external` keys of /settings, internal/api/external.go's
// Provider) and the one this stand-in can talk to: keycloak, whose realm URL is configurable, so
// the same site and settings work with the local identity provider (platform/oauth-idp) and with
// a real Keycloak realm on a hosted project (config.toml `[auth.external.keycloak]`).

export const OAUTH_PROVIDERS = [
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'zoom',
] as const

/** GoTrue's OAuthProviderConfiguration, as `[auth.external.<provider>]` sets it. */
export type ExternalProviderConfig = {
  enabled: boolean
  clientId: string
  secret: string
  /** The realm's URL (`https://keycloak.example/realms/<realm>`). */
  url: string
}

/** Providers this stand-in implements. */
export type ExternalProviders = { keycloak?: ExternalProviderConfig }

/** What the user's provider account says about them (GoTrue's UserProvidedData). */
export type ProviderUser = {
  email: string
  emailVerified: boolean
  /** GoTrue's identity_data (provider.Claims, as structs.Map writes it). */
  claims: Record<string, unknown>
  subject: string
}

export type OAuthProvider = {
  authCodeUrl(state: string, extraParams: Record<string, string>): string
  exchangeCode(code: string): Promise<{ accessToken: string; refreshToken: string }>
  userData(accessToken: string): Promise<ProviderUser>
}

/**
 * GoTrue's keycloak provider: scopes `profile email` plus the request's (comma-separated), the
 * realm's OpenID Connect endpoints, the client authenticated with HTTP Basic at the token
 * endpoint (golang.org/x/oauth2's first choice).
 */
export function keycloakProvider(
  config: ExternalProviderConfig,
  redirectUri: string,
  scopes: string,
  fetchImpl: typeof fetch = fetch,
): OAuthProvider {
  const host = config.url.replace(/\/$/, '')
  const scope = ['profile', 'email', ...(scopes ? scopes.split(',') : [])].join(' ')
  return {
    authCodeUrl(state, extraParams) {
      const url = new URL(`${host}/protocol/openid-connect/auth`)
      for (const [key, value] of Object.entries(extraParams)) url.searchParams.set(key, value)
      url.searchParams.set('client_id', config.clientId)
      url.searchParams.set('redirect_uri', redirectUri)
      url.searchParams.set('response_type', 'code')
      url.searchParams.set('scope', scope)
      url.searchParams.set('state', state)
      return url.toString()
    },
    async exchangeCode(code) {
      const basic = Buffer.from(
        `${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.secret)}`,
      ).toString('base64')
      const response = await fetchImpl(`${host}/protocol/openid-connect/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
        }),
      })
      const body = (await response.json().catch(() => null)) as Record<string, unknown> | null
      if (!response.ok || typeof body?.access_token !== 'string') {
        throw new Error(`token endpoint answered ${response.status}: ${JSON.stringify(body)}`)
      }
      return {
        accessToken: body.access_token,
        refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : '',
      }
    },
    async userData(accessToken) {
      const response = await fetchImpl(`${host}/protocol/openid-connect/userinfo`, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      })
      const raw = (await response.json().catch(() => null)) as Record<string, unknown> | null
      if (!response.ok || !raw) throw new Error(`userinfo answered ${response.status}`)
      const text = (key: string) => (typeof raw[key] === 'string' ? (raw[key] as string) : '')
      const emailVerified = raw.email_verified === true
      const standard = new Set(['name', 'sub', 'email', 'email_verified'])
      const custom = Object.fromEntries(Object.entries(raw).filter(([key]) => !standard.has(key)))
      // Empty fields are left out, as GoTrue's `omitempty` tags do; the two booleans are kept.
      const claims: Record<string, unknown> = {
        iss: host,
        sub: text('sub') || undefined,
        name: text('name') || undefined,
        email: text('email') || undefined,
        email_verified: emailVerified,
        phone_verified: false,
        custom_claims: Object.keys(custom).length ? custom : undefined,
        full_name: text('name') || undefined,
        provider_id: text('sub') || undefined,
      }
      for (const key of Object.keys(claims)) if (claims[key] === undefined) delete claims[key]
      return { email: text('email'), emailVerified, claims, subject: text('sub') }
    },
  }
}
