import { Hono } from 'hono'
import type { GatewayEnv } from '../../gateway.ts'
import { objectAddress } from '../address.ts'
import { findObject, requireBucket } from '../catalog.ts'
import type { StorageDeps } from '../context.ts'
import { storageErrors } from '../errors.ts'
import { objectResponse } from '../object-response.ts'
import { objectFilePath } from '../object-store.ts'

/** `GET /object/public/{bucket}/{name}`: public buckets only, no apikey, no policies consulted. */
export function publicObjectRoutes({ sql, dataDir }: StorageDeps) {
  const routes = new Hono<GatewayEnv>()

  routes.get('/object/public/:bucket/*', async (c) => {
    const { bucket, name } = objectAddress(c.req.url, '/object/public/')
    const found = await requireBucket(sql, bucket)
    if (!found.public) throw storageErrors.noSuchBucket()
    const object = await findObject(sql, bucket, name)
    if (!object) throw storageErrors.noSuchKey()
    const file = objectFilePath(dataDir, bucket, name)
    return objectResponse(c.req.raw, { ...object, file }, { download: c.req.query('download') })
  })

  return routes
}
