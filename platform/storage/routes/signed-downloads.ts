import { Hono } from 'hono'
import { z } from 'zod'
import { runAs } from '../../../functions/_shared/db/request-context.ts'
import type { GatewayEnv } from '../../gateway.ts'
import { requestIdentity } from '../../rest/identity.ts'
import { bucketAddress, objectAddress, validObjectName } from '../address.ts'
import { existingNames, findObject } from '../catalog.ts'
import type { StorageDeps } from '../context.ts'
import { storageErrors } from '../errors.ts'
import { objectResponse } from '../object-response.ts'
import { objectFilePath } from '../object-store.ts'
import { parseTransformOptions, toTransformationsClaim } from '../render/transform-options.ts'
import { jsonBody } from '../request-body.ts'

const ExpiresIn = z.number().int().min(1)
// storage-js sends `transform` for a signed URL of a rendition (checked as Storage's schema does).
const SignOne = z.object({
  expiresIn: ExpiresIn,
  transform: z.record(z.string(), z.unknown(), 'body/transform must be object').optional(),
})
const SignMany = z.object({ expiresIn: ExpiresIn, paths: z.array(z.string()).min(1) })

const NOT_VISIBLE = 'Either the object does not exist or you do not have access to it'

/**
 * Signed download URLs: signing needs the caller to see the object (RLS select); the URL then
 * opens that one object, without apikey, until the token expires.
 */
export function signedDownloadRoutes({ sql, dataDir, tokens, withCaller }: StorageDeps) {
  const routes = new Hono<GatewayEnv>()
  const signedPath = async (url: string, expiresIn: number) =>
    `/object/sign/${url}?token=${await tokens.sign({ url, scope: 'download' }, expiresIn)}`

  routes.post('/object/sign/:bucket', withCaller, async (c) => {
    const bucket = bucketAddress(c.req.url, '/object/sign/')
    const { expiresIn, paths } = await jsonBody(c.req, SignMany)
    const names = paths.filter(isValidName)
    const visible = await runAs(sql, requestIdentity(c.get('caller')), (tx) =>
      existingNames(tx, bucket, names),
    )
    const signed = await Promise.all(
      paths.map(async (path) =>
        visible.has(path)
          ? { error: null, path, signedURL: await signedPath(`${bucket}/${path}`, expiresIn) }
          : { error: NOT_VISIBLE, path, signedURL: null },
      ),
    )
    return c.json(signed)
  })

  routes.post('/object/sign/:bucket/*', withCaller, async (c) => {
    const { bucket, name } = objectAddress(c.req.url, '/object/sign/')
    const { expiresIn, transform } = await jsonBody(c.req, SignOne)
    const options = parseTransformOptions(transform ?? {}, 'body/transform')
    const object = await runAs(sql, requestIdentity(c.get('caller')), (tx) =>
      findObject(tx, bucket, name),
    )
    if (!object) throw storageErrors.noSuchKey()
    const url = `${bucket}/${name}`
    // As Storage: with transformations the token carries them and opens the render endpoint.
    const transformations = toTransformationsClaim(options)
    if (!transformations) return c.json({ signedURL: await signedPath(url, expiresIn) })
    const format = options.format ? { format: options.format } : {}
    const claims = { url, scope: 'download' as const, transformations, ...format }
    const token = await tokens.sign(claims, expiresIn)
    return c.json({ signedURL: `/render/image/sign/${url}?token=${token}` })
  })

  routes.get('/object/sign/:bucket/*', async (c) => {
    const { bucket, name } = objectAddress(c.req.url, '/object/sign/')
    const token = c.req.query('token')
    if (!token)
      throw storageErrors.invalidRequest("querystring must have required property 'token'")
    const claims = await tokens.verify(token, 'download', `${bucket}/${name}`)
    const object = await findObject(sql, bucket, name)
    if (!object) throw storageErrors.noSuchKey()
    const file = objectFilePath(dataDir, bucket, name)
    return objectResponse(
      c.req.raw,
      { ...object, file },
      { download: c.req.query('download'), expires: new Date(claims.exp * 1000) },
    )
  })

  return routes
}

function isValidName(name: string): boolean {
  try {
    validObjectName(name)
    return true
  } catch {
    return false
  }
}
