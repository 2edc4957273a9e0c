import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { reauthenticate, recoverPassword, resend, signUp } from '../account.ts'
import { userJson } from '../accounts.ts'
import type { AuthContext } from '../context.ts'
import { referrerUrl } from '../redirects.ts'
import { updateUser } from '../user-update.ts'
import { type AuthEnv, requireUser } from './authenticate.ts'
import { readJson } from './request.ts'

// JSON nulls read as absent, as Go's decoder leaves the zero value.
const optionalString = z.string().nullish()
const metadata = z.record(z.string(), z.unknown()).nullish()
const pkce = { code_challenge: optionalString, code_challenge_method: optionalString }

const RecoverBody = z.object({ email: optionalString, ...pkce })
const ResendBody = z.object({
  type: optionalString,
  email: optionalString,
  phone: optionalString,
  ...pkce,
})
const SignupBody = z.object({
  email: optionalString,
  phone: optionalString,
  password: optionalString,
  data: metadata,
  channel: optionalString,
  ...pkce,
})
const UserBody = z.object({
  email: optionalString,
  phone: optionalString,
  password: optionalString,
  nonce: optionalString,
  data: metadata,
  app_metadata: metadata,
  channel: optionalString,
  ...pkce,
})

/** Where the emailed link leads back to: `redirect_to` (query or header) when allowed. */
const redirectOf = (ctx: AuthContext, c: Context) =>
  referrerUrl(ctx.redirects, {
    redirectTo: c.req.header('redirect_to') ?? c.req.query('redirect_to'),
    referer: c.req.header('referer'),
  })

/** Account care: password reset, sign-up and its confirmation again, reauthentication, PUT /user. */
export function accountRoutes(ctx: AuthContext) {
  const app = new Hono<AuthEnv>()

  app.post('/recover', async (c) => {
    await recoverPassword(ctx, await readJson(c, RecoverBody), redirectOf(ctx, c))
    return c.json({})
  })

  app.post('/resend', async (c) => {
    await resend(ctx, await readJson(c, ResendBody), redirectOf(ctx, c))
    return c.json({})
  })

  app.post('/signup', async (c) => {
    return c.json(await signUp(ctx, await readJson(c, SignupBody), redirectOf(ctx, c)))
  })

  app.get('/reauthenticate', requireUser(ctx), async (c) => {
    await reauthenticate(ctx, c.get('auth').user)
    return c.json({})
  })

  app.put('/user', requireUser(ctx), async (c) => {
    const { user, session } = c.get('auth')
    const body = await readJson(c, UserBody)
    return c.json(userJson(await updateUser(ctx, user, session, body, redirectOf(ctx, c))))
  })

  return app
}
