import type { SignedUpload } from '@contract/admin/catalog.ts'
import { env } from '@/config/app-env'
import { authHeaders } from '@/lib/admin-api'
import { ApiError } from '@/lib/api-client'

/** What hosted Supabase asks of resumable uploads: 6 MB chunks. */
const CHUNK_BYTES = 6 * 1024 * 1024
/** When a chunk fails (a dropped connection), tus-js-client asks where to resume and goes on. */
const RETRY_DELAYS_MS = [0, 1_000, 3_000, 5_000, 10_000, 20_000, 30_000]

/**
 * Sends a large file (a WAV master, a stems zip) to Storage's resumable endpoint
 * (`/storage/v1/upload/resumable`, TUS) as the signed-in admin: in 6 MB chunks, reporting
 * progress, and picking up where it stopped after a dropped connection. tus-js-client is loaded
 * only when an upload starts. The admin function named the object (`upload.path`).
 */
export async function sendResumable(
  upload: Pick<SignedUpload, 'bucket' | 'path'>,
  file: Blob,
  contentType: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  const [{ Upload }, headers] = await Promise.all([import('tus-js-client'), authHeaders()])
  await new Promise<void>((resolve, reject) => {
    const transfer = new Upload(file, {
      endpoint: `${env.supabaseUrl}/storage/v1/upload/resumable`,
      headers: { ...headers, 'x-upsert': 'false' },
      metadata: {
        bucketName: upload.bucket,
        objectName: upload.path,
        contentType,
        cacheControl: '3600',
      },
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      uploadDataDuringCreation: true,
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => {
        if (total > 0) onProgress(sent / total)
      },
      onSuccess: () => {
        onProgress(1)
        resolve()
      },
      onError: (error) => {
        const status =
          (error as { originalResponse?: { getStatus(): number } }).originalResponse?.getStatus() ??
          0
        reject(
          new ApiError({
            status,
            code: status === 413 ? 'file_too_large' : status === 0 ? 'network' : 'storage_failed',
            message: `Storage refused the upload (${status}).`,
          }),
        )
      },
    })
    signal?.addEventListener(
      'abort',
      () => {
        void transfer.abort(true)
        reject(new DOMException('The upload was cancelled.', 'AbortError'))
      },
      { once: true },
    )
    // An upload of the same file begun before (and cut off) continues where it stopped.
    void transfer.findPreviousUploads().then((previous) => {
      const [latest] = previous
      if (latest) transfer.resumeFromPreviousUpload(latest)
      transfer.start()
    })
  })
}
