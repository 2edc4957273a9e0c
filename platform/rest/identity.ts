import type { JwtClaims, RequestIdentity } from '../../functions/_shared/db/request-context.ts'
import type { Caller } from '../gateway.ts'

/**
 * The database identity a request runs as, from what the gateway established: the service role
 * (secret key), a signed-in user's claims, or anon. A token without a subject is not a user.
 */
export function requestIdentity(caller: Caller): RequestIdentity {
  if (caller.role === 'service_role') return { role: 'service_role' }
  const claims = caller.claims
  if (caller.role === 'authenticated' && claims && typeof claims.sub === 'string') {
    const aal = claims.aal === 'aal2' ? 'aal2' : 'aal1'
    const userClaims: JwtClaims = { ...claims, sub: claims.sub, role: 'authenticated', aal }
    return { role: 'authenticated', claims: userClaims }
  }
  return { role: 'anon' }
}

export type TokenProblem = 'expired' | 'bad_signature' | 'malformed'

/** Classifies the gateway's reason for refusing a bearer token (jose's error messages). */
export function tokenProblem(tokenError: string): TokenProblem {
  if (/"exp" claim/.test(tokenError)) return 'expired'
  if (/signature verification failed/i.test(tokenError)) return 'bad_signature'
  return 'malformed'
}
