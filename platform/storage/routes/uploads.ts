import { Hono } from 'hono'
import type { GatewayEnv } from '../../gateway.ts'
import { requestIdentity } from '../../rest/identity.ts'
import { objectAddress } from '../address.ts'
import { requireBucket } from '../catalog.ts'
import type { StorageDeps } from '../context.ts'
import { assertCanWrite, ownerOf, writeObject } from '../object-writes.ts'
import { readUpload } from '../upload-body.ts'

/**
 * `POST /object/{bucket}/{name}` creates (or with `x-upsert: true` replaces) and
 * `PUT /object/{bucket}/{name}` replaces an existing object, as the caller under RLS.
 */
export function uploadRoutes({ sql, dataDir, withCaller }: StorageDeps) {
  const routes = new Hono<GatewayEnv>()

  routes.on(['POST', 'PUT'], '/object/:bucket/*', withCaller, async (c) => {
    const { bucket, name } = objectAddress(c.req.url, '/object/')
    const found = await requireBucket(sql, bucket)
    const identity = requestIdentity(c.get('caller'))
    const mode =
      c.req.method === 'PUT' ? 'update' : c.req.header('x-upsert') === 'true' ? 'upsert' : 'create'
    const target = { bucket, name, owner: ownerOf(identity), mode } as const
    // As Storage does, the policies answer before the body is read: a refused caller uploads nothing.
    if (identity.role !== 'service_role') await assertCanWrite(sql, identity, target)
    const upload = await readUpload(c.req, found)
    const { id } = await writeObject(sql, dataDir, identity, { ...target, ...upload })
    return c.json({ Id: id, Key: `${bucket}/${name}` })
  })

  return routes
}
