import type { MiddlewareHandler } from 'hono'
import type { ApiKeys } from '../api-keys.ts'
import type { SigningKeys } from '../auth/keys.ts'
import type { Sql } from '../db/database.ts'
import { apiKeyGateway, type GatewayEnv } from '../gateway.ts'
import { tokenProblem } from '../rest/identity.ts'
import { storageErrors } from './errors.ts'
import type { UrlTokens } from './url-tokens.ts'

/** What the storage routes share. */
export type StorageDeps = {
  sql: Sql
  dataDir: string
  tokens: UrlTokens
  /** The API gateway (apikey required) plus Storage's refusal of a bad bearer token. */
  withCaller: MiddlewareHandler<GatewayEnv>
}

const TOKEN_MESSAGES = {
  expired: 'jwt expired',
  bad_signature: 'invalid signature',
  malformed: 'jwt malformed',
} as const

export function callerMiddleware(
  keys: ApiKeys,
  signing: SigningKeys,
): MiddlewareHandler<GatewayEnv> {
  const gateway = apiKeyGateway(keys, signing)
  return (c, next) =>
    gateway(c, async () => {
      const { tokenError } = c.get('caller')
      if (tokenError) throw storageErrors.accessDenied(TOKEN_MESSAGES[tokenProblem(tokenError)])
      await next()
    })
}
