import { Hono } from 'hono'
import { runAs } from '../../../functions/_shared/db/request-context.ts'
import type { GatewayEnv } from '../../gateway.ts'
import { requestIdentity } from '../../rest/identity.ts'
import { objectAddress } from '../address.ts'
import { type Queryable, requireBucket } from '../catalog.ts'
import type { StorageDeps } from '../context.ts'
import { storageErrors } from '../errors.ts'
import { objectFilePath } from '../object-store.ts'
import { type RenderedObject, renderedImageResponse } from '../render/image-response.ts'
import { renditionCache } from '../render/rendition-cache.ts'
import {
  fromTransformationsClaim,
  parseTransformOptions,
  transformQuery,
} from '../render/transform-options.ts'

const PUBLIC = '/render/image/public/'
const AUTHENTICATED = '/render/image/authenticated/'
const SIGNED = '/render/image/sign/'

/**
 * Storage's image transformations (hosted: the Pro plan's), rendered with sharp:
 * `GET /render/image/public/{bucket}/{name}` for public buckets (no apikey),
 * `/render/image/authenticated/…` as the caller under RLS (what storage-js `download` with
 * `transform` calls) and `/render/image/sign/…?token=` for a URL signed with `transform`, whose
 * transformations are fixed in the token.
 */
export function renderImageRoutes({ sql, dataDir, tokens, withCaller }: StorageDeps) {
  const routes = new Hono<GatewayEnv>()
  const cache = renditionCache(dataDir)
  const download = (url: string) => new URL(url).searchParams.get('download') ?? undefined

  routes.get(`${PUBLIC}:bucket/*`, async (c) => {
    const { bucket, name } = objectAddress(c.req.url, PUBLIC)
    const options = parseTransformOptions(transformQuery(c.req.url), 'querystring')
    const found = await requireBucket(sql, bucket)
    if (!found.public) throw storageErrors.noSuchBucket()
    const object = await findRenderable(sql, dataDir, bucket, name)
    const serve = { download: download(c.req.url) }
    return renderedImageResponse(c.req.raw, object, options, serve, cache)
  })

  routes.get(`${AUTHENTICATED}:bucket/*`, withCaller, async (c) => {
    const { bucket, name } = objectAddress(c.req.url, AUTHENTICATED)
    const options = parseTransformOptions(transformQuery(c.req.url), 'querystring')
    const object = await runAs(sql, requestIdentity(c.get('caller')), (tx) =>
      findRenderable(tx, dataDir, bucket, name),
    )
    const serve = { download: download(c.req.url) }
    return renderedImageResponse(c.req.raw, object, options, serve, cache)
  })

  routes.get(`${SIGNED}:bucket/*`, async (c) => {
    const { bucket, name } = objectAddress(c.req.url, SIGNED)
    const token = c.req.query('token')
    if (!token)
      throw storageErrors.invalidRequest("querystring must have required property 'token'")
    const claims = await tokens.verify(token, 'download', `${bucket}/${name}`)
    const options = fromTransformationsClaim(claims.transformations ?? '', claims.format)
    const object = await findRenderable(sql, dataDir, bucket, name)
    const serve = { download: download(c.req.url), expires: new Date(claims.exp * 1000) }
    return renderedImageResponse(c.req.raw, object, options, serve, cache)
  })

  return routes
}

async function findRenderable(
  db: Queryable,
  dataDir: string,
  bucket: string,
  name: string,
): Promise<RenderedObject> {
  const [row] = await db<Omit<RenderedObject, 'bucket' | 'file'>[]>`
    select name, version, metadata from storage.objects
    where bucket_id = ${bucket} and name = ${name}`
  if (!row) throw storageErrors.noSuchKey()
  return { ...row, bucket, file: objectFilePath(dataDir, bucket, name) }
}
