import { readFile, stat } from 'node:fs/promises'
import type { ObjectMetadata } from '../catalog.ts'
import { attachment } from '../content-disposition.ts'
import { storageErrors } from '../errors.ts'
import { CONTENT_TYPES, MAX_SOURCE_BYTES, renderImage, TOO_MANY_BYTES } from './render-image.ts'
import type { RenditionCache } from './rendition-cache.ts'
import { describeTransformations, type TransformOptions } from './transform-options.ts'

export type RenderedObject = {
  bucket: string
  name: string
  version: string | null
  metadata: ObjectMetadata | null
  /** The stored bytes on disk. */
  file: string
}

export type RenderServeOptions = {
  /** `?download=`: present means attachment; empty means under the object's own name. */
  download: string | undefined
  /** Signed URLs: the token's expiry, instead of the object's own caching. */
  expires?: Date
}

/**
 * A rendition as Storage answers it: the picture's type and length, the object's ETag and
 * Cache-Control (its `cacheControl` metadata), `Vary: Accept` when the format follows the
 * browser's Accept header, and 304 to a conditional request for the object's current ETag.
 */
export async function renderedImageResponse(
  request: Request,
  object: RenderedObject,
  options: TransformOptions,
  serve: RenderServeOptions,
  cache: RenditionCache,
): Promise<Response> {
  const metadata = object.metadata ?? {}
  const followsAccept = options.format === undefined
  const acceptsWebp = followsAccept && (request.headers.get('accept') ?? '').includes('image/webp')
  const headers = new Headers({ 'X-Content-Type-Options': 'nosniff' })
  if (followsAccept) headers.set('Vary', 'Accept')
  if (metadata.eTag) headers.set('ETag', metadata.eTag)
  if (metadata.lastModified)
    headers.set('Last-Modified', new Date(metadata.lastModified).toUTCString())
  const transformations = describeTransformations(options)
  if (transformations) headers.set('X-Transformations', transformations)
  const ifNoneMatch = request.headers.get('if-none-match')
  setCaching(headers, metadata, serve.expires, ifNoneMatch)
  if (serve.download !== undefined) {
    headers.set('Content-Disposition', attachment(serve.download || baseName(object.name)))
  }
  if (metadata.eTag && ifNoneMatch?.split(/\s*,\s*/).includes(metadata.eTag)) {
    return new Response(null, { status: 304, headers })
  }

  const key = {
    bucket: object.bucket,
    name: object.name,
    version: object.version ?? metadata.eTag ?? '',
    variant: JSON.stringify({ ...options, acceptsWebp }),
  }
  let rendition = await cache.read(key)
  if (!rendition) {
    rendition = await renderImage(await readSource(object.file), options, acceptsWebp)
    await cache.write(key, rendition)
  }
  headers.set('Content-Type', CONTENT_TYPES[rendition.format])
  headers.set('Content-Length', String(rendition.body.byteLength))
  const body = request.method === 'HEAD' ? null : (rendition.body as Uint8Array<ArrayBuffer>)
  return new Response(body, { status: 200, headers })
}

/**
 * Storage's caching for renditions: the token's expiry on a signed URL (as this stand-in does for
 * signed objects), else the object's Cache-Control, which Storage extends with
 * `stale-while-revalidate=30` when a conditional request names an outdated ETag.
 */
function setCaching(
  headers: Headers,
  metadata: ObjectMetadata,
  expires: Date | undefined,
  ifNoneMatch: string | null,
) {
  if (expires) {
    const seconds = Math.max(0, Math.floor((expires.getTime() - Date.now()) / 1000))
    headers.set('Expires', expires.toUTCString())
    headers.set('Cache-Control', `private, max-age=${seconds}`)
    return
  }
  const cacheControl = metadata.cacheControl ?? 'no-cache'
  const outdated = ifNoneMatch !== null && ifNoneMatch !== metadata.eTag
  headers.set(
    'Cache-Control',
    outdated ? `${cacheControl}, stale-while-revalidate=30` : cacheControl,
  )
}

async function readSource(file: string): Promise<Uint8Array> {
  try {
    if ((await stat(file)).size > MAX_SOURCE_BYTES)
      throw storageErrors.invalidRequest(TOO_MANY_BYTES)
    return new Uint8Array(await readFile(file))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw storageErrors.noSuchKey()
    throw error
  }
}

function baseName(name: string): string {
  return name.slice(name.lastIndexOf('/') + 1)
}
