import { Hono } from 'hono'
import type { AuthContext } from '../context.ts'
import { badRequest } from '../errors.ts'

// The OAuth providers GoTrue knows (the `external` keys of /settings); none is configured here.
const OAUTH_PROVIDERS = [
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

/**
 * `GET /settings`: email is the project's only sign-in method: a password for the owner's
 * accounts, a one-time code or link for buyers (whose first code creates their account).
 */
export function settingsRoutes() {
  const app = new Hono()
  app.get('/settings', (c) =>
    c.json({
      external: {
        anonymous_users: false,
        ...Object.fromEntries(OAUTH_PROVIDERS.map((provider) => [provider, false])),
        email: true,
        phone: false,
      },
      disable_signup: false,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  )
  return app
}

/** Routes the hosted gateway serves without an API key. */
export function openRoutes(ctx: AuthContext) {
  const app = new Hono()

  // A browser navigation (signInWithOAuth): no provider is enabled, so GoTrue refuses it.
  app.get('/authorize', (c) => {
    const provider = (c.req.query('provider') ?? '').toLowerCase()
    const known = (OAUTH_PROVIDERS as readonly string[]).includes(provider)
    const reason = known ? 'provider is not enabled' : `Provider ${provider} could not be found`
    throw badRequest('validation_failed', `Unsupported provider: ${reason}`)
  })

  app.get('/.well-known/jwks.json', (c) => {
    c.header('Cache-Control', 'public, max-age=600')
    return c.json(ctx.signing.jwks)
  })

  return app
}
