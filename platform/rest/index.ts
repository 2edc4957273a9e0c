import { Hono, type MiddlewareHandler } from 'hono'
import type { ApiKeys } from '../api-keys.ts'
import type { SigningKeys } from '../auth/keys.ts'
import type { Sql } from '../db/database.ts'
import { apiKeyGateway, type GatewayEnv } from '../gateway.ts'
import { renderRestError, restErrors } from './errors.ts'
import { requestIdentity, tokenProblem } from './identity.ts'
import { negotiate } from './negotiate.ts'
import { readTable } from './read-table.ts'
import { createSchemaCache } from './schema-cache.ts'

export type RestApiConfig = { sql: Sql; keys: ApiKeys; signing: SigningKeys }

/**
 * `/rest/v1`: the read-only PostgREST subset the browser uses directly (the seed spec's roles
 * check). Reads run under the caller's role and claims; writes belong to the edge functions.
 */
export function createRestApi(config: RestApiConfig) {
  const schema = createSchemaCache(config.sql)
  const app = new Hono<GatewayEnv>().basePath('/rest/v1')
  app.onError(renderRestError)
  app.use('*', apiKeyGateway(config.keys, config.signing), refuseInvalidToken)

  app.all('/rpc/:name', (c) => {
    throw restErrors.functionNotFound(c.req.param('name'))
  })

  app.get('/:table', async (c) => {
    const caller = c.get('caller')
    const representation = negotiate(c.req.header('accept'), c.req.header('accept-profile'))
    const read = await readTable(config.sql, schema, {
      table: c.req.param('table'),
      params: new URL(c.req.url).searchParams,
      rangeHeader: c.req.header('range'),
      countExact: /\bcount=(exact|planned|estimated)\b/.test(c.req.header('prefer') ?? ''),
      representation,
      identity: requestIdentity(caller),
    })
    return c.body(read.body, read.status, {
      'Content-Type': representation.contentType,
      'Content-Range': read.contentRange,
    })
  })

  app.on(['POST', 'PUT', 'PATCH', 'DELETE'], '/:table', (c) => {
    throw restErrors.readOnly(c.req.method)
  })

  app.all('*', () => {
    throw restErrors.invalidPath()
  })
  return app
}

/** PostgREST refuses a request whose bearer token fails verification, even where anon may read. */
const refuseInvalidToken: MiddlewareHandler<GatewayEnv> = async (c, next) => {
  const { tokenError } = c.get('caller')
  if (tokenError) throw restErrors.token(tokenProblem(tokenError))
  await next()
}
