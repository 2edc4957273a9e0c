import { Hono } from 'hono'
import { z } from 'zod'
import { runAs } from '../../../functions/_shared/db/request-context.ts'
import type { GatewayEnv } from '../../gateway.ts'
import { requestIdentity } from '../../rest/identity.ts'
import { bucketAddress, objectAddress, validObjectName } from '../address.ts'
import { findObject } from '../catalog.ts'
import type { StorageDeps } from '../context.ts'
import { storageErrors } from '../errors.ts'
import { ListBody, listObjects } from '../list-objects.ts'
import { objectResponse } from '../object-response.ts'
import { objectFilePath } from '../object-store.ts'
import { deleteObjects } from '../object-writes.ts'
import { jsonBody } from '../request-body.ts'

const DeleteBody = z.object({ prefixes: z.array(z.string()).min(1) })

/** Listing, authenticated downloads and deletion: all as the caller, under RLS. */
export function objectRoutes({ sql, dataDir, withCaller }: StorageDeps) {
  const routes = new Hono<GatewayEnv>()

  routes.post('/object/list/:bucket', withCaller, async (c) => {
    const bucket = bucketAddress(c.req.url, '/object/list/')
    const request = await jsonBody(c.req, ListBody)
    const entries = await runAs(sql, requestIdentity(c.get('caller')), (tx) =>
      listObjects(tx, bucket, request),
    )
    return c.json(entries)
  })

  routes.delete('/object/:bucket', withCaller, async (c) => {
    const bucket = bucketAddress(c.req.url, '/object/')
    const { prefixes } = await jsonBody(c.req, DeleteBody)
    prefixes.forEach(validObjectName)
    const identity = requestIdentity(c.get('caller'))
    return c.json(await deleteObjects(sql, dataDir, identity, bucket, prefixes))
  })

  const download = (routePrefix: string) =>
    routes.get(`${routePrefix}:bucket/*`, withCaller, async (c) => {
      const { bucket, name } = objectAddress(c.req.url, routePrefix)
      const object = await runAs(sql, requestIdentity(c.get('caller')), (tx) =>
        findObject(tx, bucket, name),
      )
      if (!object) throw storageErrors.noSuchKey()
      const file = objectFilePath(dataDir, bucket, name)
      return objectResponse(c.req.raw, { ...object, file }, { download: c.req.query('download') })
    })
  download('/object/authenticated/')
  download('/object/')

  return routes
}
