import { hkdfSync } from 'node:crypto'
import { errors, jwtVerify, SignJWT } from 'jose'
import { storageErrors } from './errors.ts'

export type UrlTokenScope = 'download' | 'upload'

/** What a signed URL's token carries: the `bucket/name` it opens, for which action, until when. */
export type UrlTokenClaims = {
  url: string
  scope: UrlTokenScope
  /** Signed uploads: who asked for the URL (the object's owner) and whether it may replace. */
  owner?: string
  upsert?: boolean
  /** Signed image URLs: the transformations fixed at signing, in Storage's `width:300,…` form. */
  transformations?: string
  format?: string
}

export type UrlTokens = {
  sign(claims: UrlTokenClaims, expiresInSeconds: number): Promise<string>
  /** The claims of a token valid now for exactly this scope and `bucket/name`; throws Storage's errors. */
  verify(
    token: string,
    scope: UrlTokenScope,
    url: string,
  ): Promise<UrlTokenClaims & { exp: number }>
}

const ALGORITHM = 'HS256'

/**
 * Signed-URL tokens, as Storage's url signing key makes them: HS256 JWTs with `url`, `iat`, `exp`
 * and a scope. The key is derived from the project's secret key but is not the user-token key, so
 * a signed URL's token can never pass as an access token (nor an access token as a signed URL).
 */
export function createUrlTokens(secretKey: string, clock: () => number): UrlTokens {
  const key = new Uint8Array(hkdfSync('sha256', secretKey, 'storage', 'signed object URLs', 32))
  return {
    sign(claims, expiresInSeconds) {
      const now = Math.floor(clock() / 1000)
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setIssuedAt(now)
        .setExpirationTime(now + expiresInSeconds)
        .sign(key)
    },
    async verify(token, scope, url) {
      let payload: Record<string, unknown>
      try {
        ;({ payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          requiredClaims: ['exp'],
          currentDate: new Date(clock()),
        }))
      } catch (error) {
        throw storageErrors.invalidJwt(jwtErrorMessage(error))
      }
      if (payload.scope !== scope)
        throw storageErrors.invalidSignature(`Token is not scoped for ${scope}`)
      if (payload.url !== url)
        throw storageErrors.invalidSignature('The url do not match the signature')
      const owner = typeof payload.owner === 'string' ? payload.owner : undefined
      const text = (claim: unknown) => (typeof claim === 'string' ? claim : undefined)
      return {
        url,
        scope,
        owner,
        upsert: payload.upsert === true,
        transformations: text(payload.transformations),
        format: text(payload.format),
        exp: Number(payload.exp),
      }
    },
  }
}

/** jose's errors in the words of jsonwebtoken, which Storage's messages come from. */
export function jwtErrorMessage(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'jwt expired'
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'invalid signature'
  return 'jwt malformed'
}
