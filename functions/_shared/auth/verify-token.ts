import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from 'jose'
import type { JwtClaims } from '../db/request-context.ts'
import { AppError } from '../http/errors.ts'

export type TokenVerifier = (token: string) => Promise<JwtClaims>

/**
 * Verifies Supabase access tokens against the project's JWKS (fetched once and cached by jose),
 * checking signature, issuer, audience and expiry. Never trusts a token unverified.
 */
export function jwksTokenVerifier(supabaseUrl: string): TokenVerifier {
  const issuer = `${supabaseUrl.replace(/\/+$/, '')}/auth/v1`
  const jwks = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`), {
    cacheMaxAge: 10 * 60 * 1000,
  })
  return async (token) => {
    let payload: JWTPayload
    try {
      ;({ payload } = await jwtVerify(token, jwks, { issuer, audience: 'authenticated' }))
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
        throw new AppError('token_expired', 'Your session has expired. Please sign in again.')
      }
      throw new AppError('invalid_token', 'The access token is not valid.')
    }
    if (typeof payload.sub !== 'string' || payload.role !== 'authenticated') {
      throw new AppError('invalid_token', 'The access token is not a signed-in user’s token.')
    }
    return {
      ...payload,
      sub: payload.sub,
      role: 'authenticated',
      aal: payload.aal === 'aal2' ? 'aal2' : 'aal1',
    }
  }
}

export function bearerToken(authorization: string | undefined): string {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1]
  if (!token) throw new AppError('unauthorized', 'Sign in to continue.')
  return token
}
