import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { Readable } from 'node:stream'
import type { ObjectMetadata } from './catalog.ts'
import { attachment } from './content-disposition.ts'
import { storageErrors } from './errors.ts'

export type ServedObject = { file: string; name: string; metadata: ObjectMetadata | null }

export type ServeOptions = {
  /** `?download=`: present means attachment; empty means under the object's own name. */
  download: string | undefined
  /** Signed URLs: the token's expiry, instead of the object's own caching. */
  expires?: Date
}

// An uploaded SVG or HTML file opened from a storage URL must not run script in any origin.
const SANDBOX =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox"

/**
 * An object's bytes as Storage serves them: type, length, ETag, Last-Modified, caching,
 * `Accept-Ranges: bytes` and single byte ranges (206), which browsers use to seek in audio.
 */
export async function objectResponse(
  request: Request,
  object: ServedObject,
  options: ServeOptions,
): Promise<Response> {
  const size = await fileSize(object.file)
  const metadata = object.metadata ?? {}
  const headers = new Headers({
    'Accept-Ranges': 'bytes',
    'Content-Type': servedContentType(metadata.mimetype),
    'Content-Security-Policy': SANDBOX,
    'X-Content-Type-Options': 'nosniff',
  })
  if (metadata.eTag) headers.set('ETag', metadata.eTag)
  if (metadata.lastModified)
    headers.set('Last-Modified', new Date(metadata.lastModified).toUTCString())
  if (options.expires) {
    const seconds = Math.max(0, Math.floor((options.expires.getTime() - Date.now()) / 1000))
    headers.set('Expires', options.expires.toUTCString())
    headers.set('Cache-Control', `private, max-age=${seconds}`)
  } else {
    headers.set('Cache-Control', metadata.cacheControl ?? 'no-cache')
  }
  if (options.download !== undefined) {
    headers.set('Content-Disposition', attachment(options.download || baseName(object.name)))
  }

  const etag = metadata.eTag
  if (
    etag &&
    request.headers
      .get('if-none-match')
      ?.split(/\s*,\s*/)
      .includes(etag)
  ) {
    return new Response(null, { status: 304, headers })
  }

  const range = parseRange(request.headers.get('range'), size)
  if (range === 'unsatisfiable') {
    const error = storageErrors.invalidRange()
    headers.set('Content-Range', `bytes */${size}`)
    headers.set('Content-Type', 'application/json')
    return new Response(JSON.stringify(error), { status: error.httpStatus, headers })
  }
  const { start, end } = range ?? { start: 0, end: size - 1 }
  headers.set('Content-Length', String(Math.max(0, end - start + 1)))
  if (range) headers.set('Content-Range', `bytes ${start}-${end}/${size}`)
  const status = range ? 206 : 200
  if (request.method === 'HEAD' || size === 0) return new Response(null, { status, headers })
  // Node's web stream type and the DOM's BodyInit describe the same object.
  const body = Readable.toWeb(createReadStream(object.file, { start, end })) as ReadableStream
  return new Response(body, { status, headers })
}

async function fileSize(file: string): Promise<number> {
  try {
    return (await stat(file)).size
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw storageErrors.noSuchKey()
    throw error
  }
}

/** One `bytes=` range (a list of several is answered in full, as RFC 9110 allows). */
function parseRange(
  header: string | null,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null
  if (!match || (match[1] === '' && match[2] === '')) return null
  if (match[1] === '') {
    const suffix = Number(match[2])
    if (suffix === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(match[1])
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  if (start >= size || start > end) return 'unsatisfiable'
  return { start, end }
}

/** HTML is served as text, as Storage does, so an uploaded page never renders. */
function servedContentType(mimetype: string | undefined): string {
  if (!mimetype) return 'application/octet-stream'
  return /text\/html/i.test(mimetype) ? 'text/plain' : mimetype
}

function baseName(name: string): string {
  return name.slice(name.lastIndexOf('/') + 1)
}
