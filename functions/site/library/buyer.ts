import type { MiddlewareHandler } from 'hono'
import { bearerToken } from '../../_shared/auth/verify-token.ts'
import type { RequestIdentity } from '../../_shared/db/request-context.ts'
import type { SiteDeps } from '../deps.ts'

export type BuyerIdentity = Extract<RequestIdentity, { role: 'authenticated' }>
export type BuyerEnv = { Variables: { buyer: BuyerIdentity } }

/**
 * The library's routes: a verified access token (401 otherwise), checked against the project's
 * JWKS as the admin function checks it. No role is needed: the routes run as this user and the
 * buyer policies decide which orders they see.
 */
export function buyerGuard(deps: SiteDeps): MiddlewareHandler<BuyerEnv> {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return next()
    const claims = await deps.verifyToken(bearerToken(c.req.header('authorization')))
    c.set('buyer', { role: 'authenticated', claims })
    await next()
  }
}
