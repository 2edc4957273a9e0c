import type { FunctionEnv } from '../../_shared/env.ts'
import { AppError } from '../../_shared/http/errors.ts'

type StorageEnv = Pick<FunctionEnv, 'SUPABASE_URL' | 'SUPABASE_SECRET_KEYS'>

/** A stored object being downloaded: read `body` or cancel it. */
export type StoredObject = {
  contentType: string
  /** Bytes, from Content-Length; null when Storage did not say. */
  size: number | null
  body: ReadableStream<Uint8Array>
}

/** The Storage calls the admin catalogue makes, each as the signed-in admin. */
export type AdminStorage = {
  /** A one-time upload URL for a new object (storage-js `createSignedUploadUrl`). */
  signUpload(bucket: string, path: string): Promise<{ signedUrl: string; token: string }>
  /**
   * The object as the admin may read it (private buckets included); null when there is none.
   * `timeoutMs` bounds the whole read (a master of hundreds of MB streams for longer).
   */
  download(bucket: string, path: string, timeoutMs?: number): Promise<StoredObject | null>
  remove(bucket: string, paths: string[]): Promise<void>
}

const TIMEOUT_MS = 15_000

/**
 * Storage's HTTP API with the project key as `apikey` and the admin's own access token as bearer:
 * the gateway then runs each call as that admin, so Storage's policies on `storage.objects`
 * decide, not the service role.
 */
export function adminStorage(
  env: StorageEnv,
  accessToken: string,
  fetchImpl: typeof fetch = fetch,
): AdminStorage {
  const base = `${env.SUPABASE_URL.replace(/\/+$/, '')}/storage/v1`
  const headers = (extra: Record<string, string> = {}) => ({
    apikey: env.SUPABASE_SECRET_KEYS.default,
    Authorization: `Bearer ${accessToken}`,
    ...extra,
  })
  const call = (path: string, init: RequestInit, timeoutMs = TIMEOUT_MS) =>
    fetchImpl(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) })

  return {
    async signUpload(bucket, path) {
      const response = await call(`/object/upload/sign/${bucket}/${encodePath(path)}`, {
        method: 'POST',
        headers: headers({ 'Content-Type': 'application/json' }),
        body: '{}',
      })
      const body: unknown = await response.json().catch(() => null)
      // As storage-js reads it: a URL relative to /storage/v1 whose query carries the token.
      const relative = body && typeof body === 'object' && 'url' in body ? body.url : null
      if (!response.ok || typeof relative !== 'string') throw storageFailed('sign', path, body)
      const signedUrl = new URL(`${base}${relative}`)
      const token = signedUrl.searchParams.get('token')
      if (!token) throw storageFailed('sign', path, body)
      return { signedUrl: signedUrl.toString(), token }
    },

    async download(bucket, path, timeoutMs) {
      const response = await call(
        `/object/authenticated/${bucket}/${encodePath(path)}`,
        { headers: headers() },
        timeoutMs,
      )
      if (!response.ok || !response.body) {
        const body: unknown = await response.json().catch(() => null)
        if (storageStatus(response, body) === '404') return null
        throw storageFailed('download', path, body)
      }
      const length = response.headers.get('content-length')
      return {
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
        size: length === null ? null : Number(length),
        body: response.body,
      }
    },

    async remove(bucket, paths) {
      const response = await call(`/object/${bucket}`, {
        method: 'DELETE',
        headers: headers({ 'Content-Type': 'application/json' }),
        body: JSON.stringify({ prefixes: paths }),
      })
      const body: unknown = await response.json().catch(() => null)
      if (!response.ok) throw storageFailed('delete', paths.join(', '), body)
    },
  }
}

/**
 * Removes files no row points to any more (a replaced cover, a deleted product's images). The
 * database change is already committed, so a failure here only leaves a file behind: logged.
 */
export async function removeQuietly(storage: AdminStorage, bucket: string, paths: string[]) {
  if (paths.length === 0) return
  try {
    await storage.remove(bucket, paths)
  } catch (error) {
    console.error(`Could not remove ${bucket}/${paths.join(', ')}:`, error)
  }
}

/** Storage answers client errors as HTTP 400 with the meaningful status in `statusCode`. */
function storageStatus(response: Response, body: unknown): string {
  if (body && typeof body === 'object' && 'statusCode' in body) return String(body.statusCode)
  return String(response.status)
}

function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/')
}

function storageFailed(action: string, path: string, body: unknown) {
  console.error(`Storage ${action} failed for ${path}:`, body)
  return new AppError('storage_failed', 'File storage did not answer as expected. Try again.')
}

/** `${SUPABASE_URL}/storage/v1/object/public/<bucket>/<path>`, each segment URL-encoded. */
export function publicUrlOf(supabaseUrl: string) {
  const base = `${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/public`
  return (bucket: 'covers' | 'previews' | 'products' | 'media', path: string) =>
    `${base}/${bucket}/${encodePath(path)}`
}
