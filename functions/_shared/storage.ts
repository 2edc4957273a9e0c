import type { FunctionEnv } from './env.ts'

type StorageEnv = Pick<FunctionEnv, 'SUPABASE_URL' | 'SUPABASE_SECRET_KEYS'>

export type SignedDownload = {
  bucket: string
  /** The object's name inside the bucket. */
  path: string
  expiresInSeconds: number
  /** The name the browser saves the file under. */
  downloadName: string
}

/**
 * A signed URL that downloads one private object until it expires, made through Storage's API with
 * the project's secret key (private buckets have no read policy for anyone else). Throws when Storage does
 * not sign, so the caller hands out nothing.
 */
export async function createSignedDownloadUrl(
  env: StorageEnv,
  request: SignedDownload,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const storage = `${env.SUPABASE_URL.replace(/\/+$/, '')}/storage/v1`
  const objectPath = request.path.split('/').map(encodeURIComponent).join('/')
  const response = await fetchImpl(`${storage}/object/sign/${request.bucket}/${objectPath}`, {
    method: 'POST',
    headers: {
      // The secret key goes in `apikey` only: it is not a JWT, and Supabase's gateway refuses it
      // as a bearer token unless it equals `apikey` (docs: API keys, known limitations).
      apikey: env.SUPABASE_SECRET_KEYS.default,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ expiresIn: request.expiresInSeconds }),
    signal: AbortSignal.timeout(10_000),
  })
  const body: unknown = await response.json().catch(() => null)
  const signedURL =
    body && typeof body === 'object' && 'signedURL' in body ? body.signedURL : undefined
  if (!response.ok || typeof signedURL !== 'string') {
    throw new Error(
      `Storage did not sign ${request.bucket}/${request.path}: ${response.status} ${JSON.stringify(body)}`,
    )
  }
  // Added here rather than by storage-js, which encodes the name a second time.
  return `${storage}${signedURL}&download=${encodeURIComponent(request.downloadName)}`
}
