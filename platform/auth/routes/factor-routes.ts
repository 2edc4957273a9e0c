import type { Context } from 'hono'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AuthContext } from '../context.ts'
import { AuthError, forbidden, notFound } from '../errors.ts'
import { challengeFactor, verifyFactor } from '../mfa/challenges.ts'
import { enrollFactor, findOwnedFactor, unenrollFactor } from '../mfa/factors.ts'
import { type AuthEnv, requireUser } from './authenticate.ts'
import { isUuid, readJson, requestOrigin } from './request.ts'

// JSON nulls read as absent, as Go's decoder leaves the zero value.
const optionalString = z
  .string()
  .nullish()
  .transform((value) => value ?? undefined)

const EnrollBody = z.object({
  factor_type: optionalString,
  friendly_name: optionalString,
  issuer: optionalString,
  phone: optionalString,
})

const ChallengeBody = z.object({ channel: optionalString })

const VerifyBody = z.object({
  challenge_id: z.uuid(),
  code: optionalString,
  webauthn: z
    .object({ type: z.string().nullish(), credential_response: z.unknown().optional() })
    .nullish(),
})

/** supabase-js sends no body to challenge a TOTP factor. */
async function readOptionalJson<T extends z.ZodType>(c: Context, schema: T) {
  const text = await c.req.raw.clone().text()
  return text.trim() ? readJson(c, schema) : schema.parse({})
}

/** The signed-in caller, with the session every factor operation needs. */
function caller(c: Context<AuthEnv>) {
  const { user, session, claims } = c.get('auth')
  if (claims.is_anonymous === true) {
    throw forbidden('no_authorization', 'Anonymous user not allowed to perform these actions')
  }
  if (!session) {
    throw new AuthError(
      500,
      'unexpected_failure',
      'A valid session and a registered user are required to enroll a factor',
    )
  }
  return { user, session }
}

/** GoTrue's loadFactor: the path's factor, which must belong to the caller. */
async function ownedFactor(ctx: AuthContext, c: Context<AuthEnv>, userId: string) {
  const factorId = c.req.param('factorId') ?? ''
  if (!isUuid(factorId)) throw notFound('validation_failed', 'factor_id must be an UUID')
  const factor = await findOwnedFactor(ctx.sql, userId, factorId)
  if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found')
  return factor
}

/** MFA: enrol a factor, challenge it, verify it (raising the session to aal2), unenrol. */
export function factorRoutes(ctx: AuthContext) {
  const app = new Hono<AuthEnv>()
  app.use('/factors', requireUser(ctx))
  app.use('/factors/*', requireUser(ctx))

  app.post('/factors', async (c) => {
    const { user, session } = caller(c)
    const body = await readJson(c, EnrollBody)
    return c.json(await ctx.sql.begin((tx) => enrollFactor(ctx, tx, user, session, body)))
  })

  app.post('/factors/:factorId/challenge', async (c) => {
    const { user } = caller(c)
    const factor = await ownedFactor(ctx, c, user.id)
    const body = await readOptionalJson(c, ChallengeBody)
    return c.json(await challengeFactor(ctx, user, factor, body, requestOrigin(c).ip))
  })

  app.post('/factors/:factorId/verify', async (c) => {
    const { user, session } = caller(c)
    const factor = await ownedFactor(ctx, c, user.id)
    const body = await readJson(c, VerifyBody)
    return c.json(await verifyFactor(ctx, user, session, factor, body, requestOrigin(c).ip))
  })

  app.delete('/factors/:factorId', async (c) => {
    const { user, session } = caller(c)
    const factor = await ownedFactor(ctx, c, user.id)
    return c.json(await ctx.sql.begin((tx) => unenrollFactor(tx, factor, session)))
  })

  return app
}
