import { Hono } from 'hono'
import type { GatewayEnv } from '../../gateway.ts'
import { requestIdentity } from '../../rest/identity.ts'
import { objectAddress } from '../address.ts'
import { requireBucket } from '../catalog.ts'
import type { StorageDeps } from '../context.ts'
import { storageErrors } from '../errors.ts'
import { assertCanWrite, ownerOf, writeObject } from '../object-writes.ts'
import { readUpload } from '../upload-body.ts'

/** Storage's lifetime for signed upload URLs (storage-js documents two hours). */
const UPLOAD_URL_SECONDS = 2 * 60 * 60

/**
 * Signed upload URLs: signing checks the caller could write the object now (policies and a free
 * name, unless upsert); the URL then accepts one upload to that one name, without apikey, as the
 * storage service on behalf of the signer.
 */
export function signedUploadRoutes({ sql, dataDir, tokens, withCaller }: StorageDeps) {
  const routes = new Hono<GatewayEnv>()

  routes.post('/object/upload/sign/:bucket/*', withCaller, async (c) => {
    const { bucket, name } = objectAddress(c.req.url, '/object/upload/sign/')
    await requireBucket(sql, bucket)
    const identity = requestIdentity(c.get('caller'))
    const owner = ownerOf(identity)
    const upsert = c.req.header('x-upsert') === 'true'
    await assertCanWrite(sql, identity, { bucket, name, owner, mode: upsert ? 'upsert' : 'create' })
    const url = `${bucket}/${name}`
    const claims = { url, scope: 'upload' as const, upsert, ...(owner ? { owner } : {}) }
    const token = await tokens.sign(claims, UPLOAD_URL_SECONDS)
    return c.json({ url: `/object/upload/sign/${url}?token=${token}`, token })
  })

  routes.put('/object/upload/sign/:bucket/*', async (c) => {
    const { bucket, name } = objectAddress(c.req.url, '/object/upload/sign/')
    const token = c.req.query('token')
    if (!token)
      throw storageErrors.invalidRequest("querystring must have required property 'token'")
    const claims = await tokens.verify(token, 'upload', `${bucket}/${name}`)
    const upload = await readUpload(c.req, await requireBucket(sql, bucket))
    // The token is the authorisation: the write runs as the storage service, owned by the signer.
    const { id } = await writeObject(
      sql,
      dataDir,
      { role: 'service_role' },
      {
        bucket,
        name,
        ...upload,
        owner: claims.owner ?? null,
        mode: claims.upsert ? 'upsert' : 'create',
      },
    )
    return c.json({ Id: id, Key: `${bucket}/${name}` })
  })

  return routes
}
