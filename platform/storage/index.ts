import { Hono } from 'hono'
import type { ApiKeys } from '../api-keys.ts'
import type { SigningKeys } from '../auth/keys.ts'
import type { Sql } from '../db/database.ts'
import type { GatewayEnv } from '../gateway.ts'
import { STORAGE_BASE } from './address.ts'
import { callerMiddleware, type StorageDeps } from './context.ts'
import { renderStorageError, storageErrors } from './errors.ts'
import { bucketRoutes } from './routes/buckets.ts'
import { objectRoutes } from './routes/objects.ts'
import { publicObjectRoutes } from './routes/public-objects.ts'
import { renderImageRoutes } from './routes/render-image.ts'
import { signedDownloadRoutes } from './routes/signed-downloads.ts'
import { signedUploadRoutes } from './routes/signed-uploads.ts'
import { uploadRoutes } from './routes/uploads.ts'
import { tusRoutes } from './tus/routes.ts'
import { createUrlTokens } from './url-tokens.ts'

export type StorageApiConfig = {
  sql: Sql
  /** Object bytes live under {dataDir}/storage/{bucket}/{name}. */
  dataDir: string
  keys: ApiKeys
  signing: SigningKeys
  /** The platform's public origin; Storage answers relative URLs, so nothing needs it yet. */
  publicUrl: string
  /** Milliseconds since the epoch, for signed-URL tokens; tests move it to expire them. */
  clock?: () => number
}

/**
 * `/storage/v1`: Supabase Storage's API over objects on disk and storage.objects rows, with the
 * same RLS checks. Public and signed URLs need no apikey; every other route goes through the
 * gateway and runs as the caller.
 */
export function createStorageApi(config: StorageApiConfig) {
  const deps: StorageDeps = {
    sql: config.sql,
    dataDir: config.dataDir,
    tokens: createUrlTokens(config.keys.secret_key, config.clock ?? Date.now),
    withCaller: callerMiddleware(config.keys, config.signing),
  }
  const app = new Hono<GatewayEnv>().basePath(STORAGE_BASE)
  app.onError(renderStorageError)
  // The first matching route answers, so the fixed paths (`sign`, `public`, `upload/sign`, `list`,
  // `authenticated`) come before the generic `/object/{bucket}/{name}`, as in Storage itself.
  app.route('/', bucketRoutes(deps))
  app.route('/', publicObjectRoutes(deps))
  app.route('/', signedDownloadRoutes(deps))
  app.route('/', signedUploadRoutes(deps))
  app.route('/', objectRoutes(deps))
  app.route('/', uploadRoutes(deps))
  app.route('/', renderImageRoutes(deps))
  app.route('/', tusRoutes(deps))
  app.all('*', (c) => {
    throw storageErrors.routeNotFound(c.req.method, new URL(c.req.url).pathname)
  })
  return app
}
