import { Hono } from 'hono'
import { z } from 'zod'
import { runAs } from '../../../functions/_shared/db/request-context.ts'
import type { GatewayEnv } from '../../gateway.ts'
import { requestIdentity } from '../../rest/identity.ts'
import { type Bucket, findBucket, listBuckets } from '../catalog.ts'
import type { StorageDeps } from '../context.ts'
import { storageErrors } from '../errors.ts'

const ListQuery = z.object({
  limit: z.coerce.number().int().min(1).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  search: z.string().default(''),
  sortColumn: z.enum(['id', 'name', 'created_at', 'updated_at']).default('name'),
  sortOrder: z.enum(['asc', 'desc']).default('asc'),
})

/** Buckets as the caller may see them: storage.buckets has RLS, as on Supabase. */
export function bucketRoutes({ sql, withCaller }: StorageDeps) {
  const routes = new Hono<GatewayEnv>()

  routes.get('/bucket', withCaller, async (c) => {
    const query = ListQuery.safeParse(c.req.query())
    if (!query.success) throw storageErrors.invalidRequest(z.prettifyError(query.error))
    const { limit, offset, search, sortColumn, sortOrder } = query.data
    const options = {
      limit: limit ?? null,
      offset,
      search,
      sortColumn,
      descending: sortOrder === 'desc',
    }
    const buckets = await runAs(sql, requestIdentity(c.get('caller')), (tx) =>
      listBuckets(tx, options),
    )
    return c.json(buckets.map(bucketJson))
  })

  routes.get('/bucket/:id', withCaller, async (c) => {
    const id = c.req.param('id')
    const bucket = await runAs(sql, requestIdentity(c.get('caller')), (tx) => findBucket(tx, id))
    if (!bucket) throw storageErrors.noSuchBucket()
    return c.json(bucketJson(bucket))
  })

  return routes
}

function bucketJson(bucket: Bucket) {
  return { ...bucket, type: 'STANDARD' }
}
