import type { HonoRequest } from 'hono'
import type { Bucket } from './catalog.ts'
import { storageErrors } from './errors.ts'

export type Upload = { body: Uint8Array; contentType: string; cacheControl: string }

/**
 * The file of an upload as storage-js sends it: multipart (a Blob or File, with a `cacheControl`
 * field holding seconds) or the raw body (with `content-type` and `cache-control` headers).
 * The bucket's size limit and allowed MIME types are enforced here, before anything is stored.
 */
export async function readUpload(request: HonoRequest, bucket: Bucket): Promise<Upload> {
  const limit = bucket.file_size_limit
  const upload = request.header('content-type')?.startsWith('multipart/form-data')
    ? await readMultipart(request)
    : await readRaw(request, limit)
  if (!mimeTypeAllowed(upload.contentType, bucket.allowed_mime_types)) {
    throw storageErrors.invalidMimeType(upload.contentType)
  }
  if (limit !== null && upload.body.byteLength > limit) throw storageErrors.entityTooLarge()
  return upload
}

async function readMultipart(request: HonoRequest): Promise<Upload> {
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw storageErrors.invalidRequest('Unexpected empty file received')
  }
  const file = [...form.values()].find((value): value is File => typeof value !== 'string')
  if (!file) throw storageErrors.invalidRequest('No file provided')
  const seconds = form.get('cacheControl')
  return {
    body: new Uint8Array(await file.arrayBuffer()),
    contentType: file.type || 'application/octet-stream',
    cacheControl: typeof seconds === 'string' && seconds !== '' ? `max-age=${seconds}` : 'no-cache',
  }
}

async function readRaw(request: HonoRequest, limit: number | null): Promise<Upload> {
  // Refuse a declared oversize body before reading it.
  const declared = Number(request.header('content-length'))
  if (limit !== null && Number.isFinite(declared) && declared > limit) {
    throw storageErrors.entityTooLarge()
  }
  return {
    body: new Uint8Array(await request.arrayBuffer()),
    contentType: request.header('content-type') || 'application/octet-stream',
    cacheControl: request.header('cache-control') || 'no-cache',
  }
}

/** `type/subtype` ignoring parameters (`;charset=…`), with `type/*` wildcards allowed. */
export function mimeTypeAllowed(contentType: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true
  const mimeType = contentType.split(';')[0]!.trim().toLowerCase()
  return allowed.some((entry) => {
    const pattern = entry.toLowerCase()
    return pattern.endsWith('/*') ? mimeType.startsWith(pattern.slice(0, -1)) : mimeType === pattern
  })
}
