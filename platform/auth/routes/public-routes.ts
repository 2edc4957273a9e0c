import { Hono } from 'hono'
import type { AuthContext } from '../context.ts'
import {
  enabledProviders,
  externalProviderCallback,
  externalProviderRedirect,
} from '../external.ts'
import { OAUTH_PROVIDERS } from '../external-providers.ts'
import { requestOrigin } from './request.ts'

/**
 * `GET /settings`: email (a password for the owner's accounts, a one-time code or link for
 * buyers, whose first code creates their account) and the OAuth providers configured on.
 */
export function settingsRoutes(ctx: AuthContext) {
  const app = new Hono()
  app.get('/settings', (c) => {
    const enabled = new Set(enabledProviders(ctx))
    return c.json({
      external: {
        anonymous_users: false,
        ...Object.fromEntries(OAUTH_PROVIDERS.map((provider) => [provider, enabled.has(provider)])),
        email: true,
        phone: false,
      },
      disable_signup: false,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    })
  })
  return app
}

/** Routes the hosted gateway serves without an API key. */
export function openRoutes(ctx: AuthContext) {
  const app = new Hono()

  // A browser navigation (signInWithOAuth): on to the provider, with a flow state as `state`.
  app.get('/authorize', async (c) => {
    const location = await externalProviderRedirect(
      ctx,
      c.req.query(),
      c.req.header('referer') ?? null,
    )
    return c.redirect(location, 302)
  })

  // The provider sends the browser back here (GET, or POST for providers using form_post).
  const callback = (params: Record<string, string>, c: Parameters<typeof requestOrigin>[0]) =>
    externalProviderCallback(ctx, params, requestOrigin(c)).then(({ location, status }) =>
      c.redirect(location, status),
    )
  app.get('/callback', (c) => callback(c.req.query(), c))
  app.post('/callback', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}))
    const params = Object.fromEntries(
      Object.entries(form).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    )
    return callback({ ...c.req.query(), ...params }, c)
  })

  app.get('/.well-known/jwks.json', (c) => {
    c.header('Cache-Control', 'public, max-age=600')
    return c.json(ctx.signing.jwks)
  })

  return app
}
