import type { Context, MiddlewareHandler } from 'hono'
import { bearerToken } from '../_shared/auth/verify-token.ts'
import { type RequestIdentity, runAs, type Tx } from '../_shared/db/request-context.ts'
import { AppError } from '../_shared/http/errors.ts'
import type { AdminDeps } from './deps.ts'

export type AdminEnv = {
  Variables: { identity: Extract<RequestIdentity, { role: 'authenticated' }> }
}

/**
 * Every admin route: a verified access token (401), the admin role (403 `not_admin`), and aal2
 * when the account has a verified factor or settings require two-factor (403 `mfa_required`, or
 * `mfa_enrollment_required` when a factor must first be set up). Routes then run as this admin
 * under RLS, through `c.get('identity')`.
 */
export function adminGuard(deps: AdminDeps): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return next()
    const claims = await deps.verifyToken(bearerToken(c.req.header('authorization')))
    const identity = { role: 'authenticated' as const, claims }
    const [access] = await runAs(
      deps.sql,
      identity,
      (tx) =>
        tx<
          { has_admin_role: boolean; has_verified_factor: boolean; mfa_required: boolean }[]
        >`select * from private.admin_access()`,
    )
    if (!access?.has_admin_role) {
      throw new AppError('not_admin', 'This account cannot use the admin panel.')
    }
    if (claims.aal !== 'aal2') {
      if (access.has_verified_factor) {
        throw new AppError('mfa_required', 'Confirm your sign-in with your authenticator app.')
      }
      if (access.mfa_required) {
        throw new AppError(
          'mfa_enrollment_required',
          'Set up two-factor authentication to continue.',
        )
      }
    }
    c.set('identity', identity)
    await next()
  }
}

/** Runs `work` as the signed-in admin the guard let in, under RLS (every admin route's way in). */
export function runAsAdmin(deps: Pick<AdminDeps, 'sql'>) {
  return <T>(c: Context<AdminEnv>, work: (tx: Tx) => Promise<T>) =>
    runAs(deps.sql, c.get('identity'), work)
}
