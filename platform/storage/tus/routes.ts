import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { type Context, Hono } from 'hono'
import type { GatewayEnv } from '../../gateway.ts'
import { requestIdentity } from '../../rest/identity.ts'
import { validObjectName } from '../address.ts'
import { findBucket } from '../catalog.ts'
import type { StorageDeps } from '../context.ts'
import { StorageApiError } from '../errors.ts'
import { assertCanWrite, ownerOf } from '../object-writes.ts'
import { mimeTypeAllowed } from '../upload-body.ts'
import { type TusUpload, TusUploads, UPLOAD_LIFETIME_MS } from './uploads.ts'

const TUS_VERSION = '1.0.0'
const EXTENSIONS = 'creation,creation-with-upload,termination'
/** Storage's global limit for one object (config.toml `[storage] file_size_limit`, 300 MiB)… */
const DEFAULT_MAX_BYTES = 300 * 1024 * 1024

/** A protocol refusal as @tus/server answers it (Storage's TUS endpoint): status and a text line. */
class TusError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 410 | 412 | 413 | 415 | 423,
    message: string,
  ) {
    super(message)
  }
}

/**
 * `/storage/v1/upload/resumable`: Supabase Storage's TUS 1.0.0 endpoint (creation,
 * creation-with-upload, termination). `POST` creates an upload of `Upload-Length` bytes for the
 * `bucketName`/`objectName` of its `Upload-Metadata` (with `contentType` and `cacheControl`);
 * `HEAD` answers its `Upload-Offset`; `PATCH` appends at exactly that offset (409 otherwise),
 * keeping what arrived when the connection drops; the last byte writes the object. Every request
 * but HEAD is authorised as uploads are: the caller's token, and RLS on storage.objects.
 */
export function tusRoutes(deps: StorageDeps & { maxBytes?: number; now?: () => number }) {
  const routes = new Hono<GatewayEnv>()
  const uploads = new TusUploads(deps.dataDir)
  const now = deps.now ?? Date.now
  const globalLimit = deps.maxBytes ?? DEFAULT_MAX_BYTES
  // One PATCH at a time per upload; a second meanwhile is told the upload is busy.
  const writing = new Set<string>()

  routes.options('/upload/resumable', (c) => tusHeaders(c, 204))
  routes.options('/upload/resumable/:id', (c) => tusHeaders(c, 204))

  routes.post('/upload/resumable', deps.withCaller, (c) =>
    tus(c, async () => {
      requireVersion(c)
      const length = parseLength(c.req.header('upload-length'))
      const metadata = c.req.header('upload-metadata') ?? ''
      const fields = parseMetadata(metadata)
      const bucketName = fields.bucketName ?? ''
      const objectName = validObjectName(fields.objectName ?? '')
      const bucket = await findBucket(deps.sql, bucketName)
      if (!bucket) throw new TusError(404, 'Bucket not found')
      const contentType = fields.contentType || 'application/octet-stream'
      if (!mimeTypeAllowed(contentType, bucket.allowed_mime_types)) {
        throw new TusError(415, `mime type ${contentType} is not supported`)
      }
      const limit = Math.min(bucket.file_size_limit ?? globalLimit, globalLimit)
      if (length > limit) throw new TusError(413, 'Maximum size exceeded')
      const identity = requestIdentity(c.get('caller'))
      const upsert = c.req.header('x-upsert') === 'true'
      const owner = ownerOf(identity)
      const target = {
        bucket: bucketName,
        name: objectName,
        owner,
        mode: upsert ? 'upsert' : 'create',
      } as const
      if (identity.role !== 'service_role') await assertCanWrite(deps.sql, identity, target)
      const version = randomUUID()
      const id = Buffer.from(`${bucketName}/${objectName}/${version}`).toString('base64url')
      const cacheControl = /^-?\d+$/.test(fields.cacheControl ?? '')
        ? `max-age=${fields.cacheControl}`
        : 'no-cache'
      const upload: TusUpload = {
        id,
        bucket: bucketName,
        name: objectName,
        version,
        length,
        contentType,
        cacheControl,
        metadata,
        upsert,
        owner,
        expiresAt: now() + UPLOAD_LIFETIME_MS,
      }
      await uploads.create(upload)
      c.header('Location', `${new URL(c.req.url).origin}/storage/v1/upload/resumable/${id}`)
      c.header('Upload-Expires', new Date(upload.expiresAt).toUTCString())
      // creation-with-upload: the first bytes may come with the creation.
      if (c.req.header('content-type') === 'application/offset+octet-stream') {
        const offset = await append(upload, 0, c.req.raw, identity)
        c.header('Upload-Offset', String(offset))
      }
      return tusHeaders(c, 201)
    }),
  )

  // Hono answers HEAD with the GET route; TUS has no GET.
  routes.get('/upload/resumable/:id', deps.withCaller, (c) =>
    tus(c, async () => {
      if (c.req.method !== 'HEAD') throw new TusError(404, 'Not Found')
      requireVersion(c)
      const upload = await found(c.req.param('id'))
      c.header('Upload-Offset', String(await uploads.offset(upload.id)))
      c.header('Upload-Length', String(upload.length))
      if (upload.metadata) c.header('Upload-Metadata', upload.metadata)
      c.header('Cache-Control', 'no-store')
      return tusHeaders(c, 200)
    }),
  )

  routes.patch('/upload/resumable/:id', deps.withCaller, (c) =>
    tus(c, async () => {
      requireVersion(c)
      if (c.req.header('content-type') !== 'application/offset+octet-stream') {
        throw new TusError(415, 'Content-Type must be application/offset+octet-stream')
      }
      const claimed = c.req.header('upload-offset')
      if (claimed === undefined || !/^\d+$/.test(claimed)) {
        throw new TusError(403, 'Upload-Offset header required')
      }
      const upload = await found(c.req.param('id'))
      const identity = requestIdentity(c.get('caller'))
      // Authorised as an upload is, on every request that writes.
      if (identity.role !== 'service_role') {
        await assertCanWrite(deps.sql, identity, {
          bucket: upload.bucket,
          name: upload.name,
          owner: ownerOf(identity),
          mode: upload.upsert ? 'upsert' : 'create',
        })
      }
      const offset = await append(upload, Number(claimed), c.req.raw, identity)
      c.header('Upload-Offset', String(offset))
      if (offset === upload.length) c.header('Tus-Complete', '1')
      return tusHeaders(c, 204)
    }),
  )

  routes.delete('/upload/resumable/:id', deps.withCaller, (c) =>
    tus(c, async () => {
      requireVersion(c)
      const upload = await found(c.req.param('id'))
      if (writing.has(upload.id)) throw new TusError(423, 'file currently locked')
      await uploads.remove(upload.id)
      return tusHeaders(c, 204)
    }),
  )

  async function found(id: string): Promise<TusUpload> {
    const upload = await uploads.find(id, now())
    if (!upload) throw new TusError(404, 'The file for this url was not found')
    return upload
  }

  /**
   * Appends the request body at `claimed`, which must be where the upload stands (409 if not),
   * and never past its length (413). What arrives before a dropped connection is kept: the next
   * HEAD tells the client where to resume. The last byte completes the object.
   */
  async function append(
    upload: TusUpload,
    claimed: number,
    request: Request,
    identity: ReturnType<typeof requestIdentity>,
  ): Promise<number> {
    if (writing.has(upload.id)) throw new TusError(409, 'Upload-Offset conflict')
    writing.add(upload.id)
    try {
      const current = await uploads.offset(upload.id)
      if (claimed !== current) throw new TusError(409, 'Upload-Offset conflict')
      const declared = Number(request.headers.get('content-length') ?? Number.NaN)
      if (Number.isFinite(declared) && current + declared > upload.length) {
        throw new TusError(413, 'Upload-Length exceeded')
      }
      let written = current
      if (request.body) {
        const file = createWriteStream(uploads.partPath(upload.id), { flags: 'a' })
        const reader = request.body.getReader()
        try {
          for (;;) {
            const { done, value } = await reader.read()
            if (done) break
            if (written + value.byteLength > upload.length) {
              throw new TusError(413, 'Upload-Length exceeded')
            }
            await new Promise<void>((resolve, reject) =>
              file.write(value, (error) => (error ? reject(error) : resolve())),
            )
            written += value.byteLength
          }
        } catch (error) {
          // The connection dropped: keep what came; the client resumes from the new offset.
          if (error instanceof TusError) throw error
        } finally {
          await new Promise<void>((resolve) => file.end(resolve))
        }
      }
      const offset = await uploads.offset(upload.id)
      if (offset === upload.length) await uploads.complete(deps.sql, identity, upload)
      return offset
    } finally {
      writing.delete(upload.id)
    }
  }

  return routes
}

function tusHeaders(c: Context, status: 200 | 201 | 204) {
  c.header('Tus-Resumable', TUS_VERSION)
  c.header('Tus-Version', TUS_VERSION)
  c.header('Tus-Extension', EXTENSIONS)
  return c.body(null, status)
}

/** Runs a TUS handler; protocol and Storage refusals become text answers with their status. */
async function tus(c: Context, handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler()
  } catch (error) {
    c.header('Tus-Resumable', TUS_VERSION)
    if (error instanceof TusError) return c.text(`${error.message}\n`, error.status)
    if (error instanceof StorageApiError) {
      const status = Number(error.statusCode)
      return c.text(error.message, (status >= 400 && status < 500 ? status : 400) as 400)
    }
    const code = (error as { code?: string } | null)?.code
    if (code === '42501') return c.text('new row violates row-level security policy', 403)
    if (code === '23505') return c.text('The resource already exists', 409)
    throw error
  }
}

function requireVersion(c: Context) {
  if (c.req.header('tus-resumable') !== TUS_VERSION) {
    c.header('Tus-Version', TUS_VERSION)
    throw new TusError(412, 'Unsupported version')
  }
}

function parseLength(value: string | undefined): number {
  if (value === undefined || !/^\d{1,15}$/.test(value)) {
    throw new TusError(400, 'Upload-Length or Upload-Defer-Length header required')
  }
  return Number(value)
}

/** `key base64,key base64`: the tus Upload-Metadata header. */
function parseMetadata(header: string): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const pair of header.split(',')) {
    const [key, value, ...rest] = pair.trim().split(' ')
    if (!key || rest.length > 0 || !/^[A-Za-z0-9_-]{1,100}$/.test(key)) {
      if (pair.trim() === '') continue
      throw new TusError(
        400,
        'Upload-Metadata is invalid. It MUST consist of one or more comma-separated key-value pairs.',
      )
    }
    const decoded = value ? Buffer.from(value, 'base64').toString('utf8') : ''
    // biome-ignore lint/suspicious/noControlCharactersInRegex: a NUL or control character is refused
    if (/[\u0000-\u001f\u007f]/.test(decoded) || decoded.length > 2000) {
      throw new TusError(400, 'Upload-Metadata is invalid.')
    }
    fields[key] = decoded
  }
  return fields
}
