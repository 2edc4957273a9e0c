import type { MiddlewareHandler } from 'hono'
import type { JWTPayload } from 'jose'
import type { ApiKeys } from './api-keys.ts'
import type { SigningKeys } from './auth/keys.ts'

export type DatabaseRole = 'anon' | 'authenticated' | 'service_role'

/** Who is calling, as the hosted API gateway establishes it before a service sees the request. */
export type Caller = {
  apiKey: 'publishable' | 'secret'
  /** The role the request runs as: from a valid user token, else from the API key. */
  role: DatabaseRole
  /** Claims of a valid user access token; null when the request carries only the API key. */
  claims: (JWTPayload & { role?: string; aal?: string; session_id?: string }) | null
  /** The bearer token as sent, when it is a user token (valid or not). */
  accessToken: string | null
  /** Why the bearer token was refused (expired, bad signature, ...); each service answers it in its own shape. */
  tokenError: string | null
}

export type GatewayEnv = { Variables: { caller: Caller } }

/**
 * Supabase's gateway: every request to /auth, /rest and /storage carries an `apikey` (header or
 * query). A publishable key runs as `anon`, a secret key as `service_role`, unless the
 * Authorization header carries a user's access token, which then decides the role.
 *
 * The publishable and secret keys are not JWTs. As on hosted Supabase (docs: API keys, "Known
 * limitations"), one is accepted as `Authorization: Bearer …` only when it equals the `apikey`
 * header, which is what supabase-js sends before anyone signs in; any other non-JWT bearer, such
 * as the secret key behind a publishable `apikey`, is refused as an invalid token.
 */
export function apiKeyGateway(keys: ApiKeys, signing: SigningKeys): MiddlewareHandler<GatewayEnv> {
  return async (c, next) => {
    const apikey = c.req.header('apikey') ?? c.req.query('apikey')
    if (!apikey) {
      return c.json(
        {
          message: 'No API key found in request',
          hint: 'No `apikey` request header or url param was found.',
        },
        401,
      )
    }
    const kind =
      apikey === keys.publishable_key ? 'publishable' : apikey === keys.secret_key ? 'secret' : null
    if (!kind) {
      return c.json(
        {
          message: 'Invalid API key',
          hint: 'Double check your Supabase `anon` or `service_role` API key.',
        },
        401,
      )
    }
    c.set('caller', await resolveCaller(kind, c.req.header('authorization'), keys, signing))
    await next()
  }
}

export async function resolveCaller(
  apiKey: Caller['apiKey'],
  authorization: string | undefined,
  keys: ApiKeys,
  signing: SigningKeys,
): Promise<Caller> {
  const keyRole: DatabaseRole = apiKey === 'secret' ? 'service_role' : 'anon'
  const bearer = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]?.trim()
  const sameAsApiKey = bearer === (apiKey === 'secret' ? keys.secret_key : keys.publishable_key)
  if (!bearer || sameAsApiKey) {
    return { apiKey, role: keyRole, claims: null, accessToken: null, tokenError: null }
  }
  try {
    const claims = await signing.verify(bearer)
    const role = claims.role === 'service_role' ? 'service_role' : 'authenticated'
    return { apiKey, role, claims, accessToken: bearer, tokenError: null }
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'invalid token'
    return { apiKey, role: keyRole, claims: null, accessToken: bearer, tokenError: reason }
  }
}
