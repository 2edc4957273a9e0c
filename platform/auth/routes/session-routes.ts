import { Hono } from 'hono'
import { z } from 'zod'
import { userJson } from '../accounts.ts'
import type { AuthContext } from '../context.ts'
import { badRequest } from '../errors.ts'
import { passwordGrant, pkceGrant, refreshTokenGrant } from '../grants.ts'
import { type LogoutScope, logout } from '../sessions.ts'
import { type AuthEnv, requireUser } from './authenticate.ts'
import { readJson, requestOrigin } from './request.ts'

const PasswordGrantBody = z.object({
  email: z.string().optional(),
  phone: z.string().optional(),
  password: z.string().optional(),
})

const RefreshTokenGrantBody = z.object({ refresh_token: z.string().optional() })

const PkceGrantBody = z.object({
  auth_code: z.string().nullish(),
  code_verifier: z.string().nullish(),
})

const LOGOUT_SCOPES: readonly string[] = ['global', 'local', 'others'] satisfies LogoutScope[]

/** Signing in, refreshing, signing out and reading the signed-in user. */
export function sessionRoutes(ctx: AuthContext) {
  const app = new Hono<AuthEnv>()

  app.post('/token', async (c) => {
    const grantType = c.req.query('grant_type')
    if (grantType === 'password') {
      const body = await readJson(c, PasswordGrantBody)
      return c.json(await passwordGrant(ctx, body, requestOrigin(c)))
    }
    if (grantType === 'refresh_token') {
      const body = await readJson(c, RefreshTokenGrantBody)
      return c.json(await refreshTokenGrant(ctx, body.refresh_token, requestOrigin(c)))
    }
    if (grantType === 'pkce') {
      const body = await readJson(c, PkceGrantBody)
      return c.json(
        await pkceGrant(
          ctx,
          { auth_code: body.auth_code ?? '', code_verifier: body.code_verifier ?? '' },
          requestOrigin(c),
        ),
      )
    }
    // GoTrue's answer to a grant type it does not know (the code is really what it sends).
    throw badRequest('invalid_credentials', 'unsupported_grant_type')
  })

  app.post('/logout', requireUser(ctx), async (c) => {
    const scope = c.req.query('scope') || 'global'
    if (!LOGOUT_SCOPES.includes(scope)) {
      throw badRequest('validation_failed', `Unsupported logout scope "${scope}"`)
    }
    const { user, session } = c.get('auth')
    await logout(ctx.sql, scope as LogoutScope, user.id, session)
    return c.body(null, 204)
  })

  app.get('/user', requireUser(ctx), (c) => c.json(userJson(c.get('auth').user)))

  return app
}
