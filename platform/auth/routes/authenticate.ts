import type { MiddlewareHandler } from 'hono'
import { errors } from 'jose'
import type { GatewayEnv } from '../../gateway.ts'
import { findUserById, type User } from '../accounts.ts'
import type { AuthContext } from '../context.ts'
import { AuthError, badRequest, forbidden } from '../errors.ts'
import { findSession, type SessionRow } from '../sessions.ts'
import { isUuid } from './request.ts'

export type Authenticated = {
  user: User
  /** Null only for tokens without a `session_id` claim. */
  session: SessionRow | null
  claims: Record<string, unknown>
}

export type AuthEnv = { Variables: GatewayEnv['Variables'] & { auth: Authenticated } }

const NIL_UUID = '00000000-0000-0000-0000-000000000000'
// GoTrue's bearerRegexp.
const BEARER = /^(?:B|b)earer (\S+$)/

function requireBearer(authorization: string | undefined): void {
  if (!BEARER.test(authorization ?? '')) {
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token')
  }
}

/** The reason golang-jwt gives for a token jose refused, as GoTrue puts it in its message. */
async function jwtRefusal(ctx: AuthContext, token: string): Promise<AuthError> {
  const reason = await ctx.signing.verify(token).then(
    () => 'token is unverifiable',
    (error: unknown) => {
      if (error instanceof errors.JWTExpired) return 'token has invalid claims: token is expired'
      if (error instanceof errors.JWSSignatureVerificationFailed) {
        return 'token signature is invalid: crypto/ecdsa: verification error'
      }
      if (error instanceof errors.JWTClaimValidationFailed) {
        return `token has invalid claims: ${error.message}`
      }
      if (error instanceof errors.JOSEAlgNotAllowed) {
        return 'token is unverifiable: signing method is invalid'
      }
      return 'token is malformed: could not parse the token'
    },
  )
  return forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`)
}

/**
 * GoTrue's requireAuthentication: a valid user access token whose user, and session when the
 * token names one, still exist. The API gateway has already verified the token once.
 */
export function requireUser(ctx: AuthContext): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    requireBearer(c.req.header('authorization'))
    const caller = c.get('caller')
    // The bearer was an API key: upstream it becomes a role token without a subject.
    if (!caller.accessToken) throw forbidden('bad_jwt', 'invalid claim: missing sub claim')
    if (!caller.claims) throw await jwtRefusal(ctx, caller.accessToken)
    const claims = caller.claims as Record<string, unknown>

    const sub = typeof claims.sub === 'string' ? claims.sub : ''
    if (!sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim')
    if (!isUuid(sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID')
    const user = await findUserById(ctx.sql, sub)
    if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist')

    let session: SessionRow | null = null
    const sessionId = typeof claims.session_id === 'string' ? claims.session_id : ''
    if (sessionId && sessionId !== NIL_UUID) {
      if (!isUuid(sessionId)) {
        throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID')
      }
      session = await findSession(ctx.sql, sessionId)
      if (!session) {
        throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist')
      }
    }
    c.set('auth', { user, session, claims })
    await next()
  }
}

// GoTrue's JWT_ADMIN_ROLES on Supabase.
const ADMIN_ROLES = new Set(['service_role', 'supabase_admin'])

/** GoTrue's requireAdminCredentials: the secret key, or a token with an admin role. */
export function requireAdmin(ctx: AuthContext): MiddlewareHandler<GatewayEnv> {
  return async (c, next) => {
    const caller = c.get('caller')
    const authorization = c.req.header('authorization')
    // The gateway stands in a service_role token for a secret key sent without Authorization.
    if (!(authorization === undefined && caller.apiKey === 'secret')) requireBearer(authorization)
    if (caller.accessToken && !caller.claims) throw await jwtRefusal(ctx, caller.accessToken)
    const role = caller.claims ? caller.claims.role : caller.role
    if (typeof role !== 'string' || !ADMIN_ROLES.has(role)) {
      throw forbidden('not_admin', 'User not allowed')
    }
    await next()
  }
}
