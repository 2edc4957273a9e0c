import type { SignedUpload } from '@contract/admin/catalog.ts'
import { useCallback, useRef, useState } from 'react'
import { env } from '@/config/app-env'
import { ApiError } from '@/lib/api-client'
import { sendResumable } from './resumable-upload'
import { type Bounds, fitForWeb } from './web-image'

// A catalogue file goes up in three steps, for tracks and products alike: the admin function signs
// an upload URL, the browser sends the file straight to Storage (with progress), then the admin
// function checks what arrived (an image by its bytes, a full track for MP3 at 320 kbps) and only
// then attaches it. `fetch` cannot report upload progress, hence XMLHttpRequest for the middle step.

/** Content types by file extension, for files the browser could not type (or typed oddly). */
const TYPES_BY_EXTENSION: Record<string, string> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  zip: 'application/zip',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
}

/** The type to declare for `file`: the browser's when it is one of `allowed`, else by extension. */
export function contentTypeOf(file: File, allowed: readonly string[]): string {
  if (allowed.includes(file.type)) return file.type
  const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
  return TYPES_BY_EXTENSION[extension] ?? (file.type || 'application/octet-stream')
}

/**
 * PUTs the file to a signed upload URL as storage-js's `uploadToSignedUrl` does with a raw body,
 * reporting progress from 0 to 1.
 */
export function putToSignedUrl(
  upload: SignedUpload,
  file: Blob,
  contentType: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('PUT', upload.signed_url)
    request.setRequestHeader('apikey', env.supabaseKey)
    request.setRequestHeader('content-type', contentType)
    request.setRequestHeader('cache-control', 'max-age=3600')
    request.setRequestHeader('x-upsert', 'false')
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1)
        resolve()
        return
      }
      const tooLarge = request.status === 413 || /EntityTooLarge|too large/i.test(request.response)
      reject(
        new ApiError({
          status: request.status,
          code: tooLarge ? 'file_too_large' : 'storage_failed',
          message: `Storage refused the upload (${request.status}).`,
        }),
      )
    }
    request.onerror = () =>
      reject(
        new ApiError({ status: 0, code: 'network', message: 'The upload did not get through.' }),
      )
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'))
    signal?.addEventListener('abort', () => request.abort(), { once: true })
    request.send(file)
  })
}

export type UploadPhase = 'idle' | 'uploading' | 'checking' | 'done' | 'failed'

export type UploadState = {
  phase: UploadPhase
  /** 0 to 1 while uploading. */
  progress: number
  error: unknown
}

type UploadSteps<Result> = {
  /** A picture the site shows: sent at most this large, as JPEG or WebP (web-image.ts). */
  fitWithin?: Bounds
  /** Asks the admin function for a signed upload URL for the file as it will be sent. */
  sign: (contentType: string, filename: string) => Promise<SignedUpload>
  /** Asks the admin function to check and attach what arrived at `path`. */
  complete: (path: string) => Promise<Result>
  /** Large files (masters) go by Storage's resumable endpoint, in chunks that survive a drop. */
  resumable?: boolean
}

/** One file input's upload: its phase, progress and error, and `start`/`cancel`. */
export function useUpload<Result>(allowedTypes: readonly string[]) {
  const [state, setState] = useState<UploadState>({ phase: 'idle', progress: 0, error: null })
  const controller = useRef<AbortController | null>(null)

  const start = useCallback(
    async (file: File, steps: UploadSteps<Result>): Promise<Result | undefined> => {
      controller.current?.abort()
      const abort = new AbortController()
      controller.current = abort
      setState({ phase: 'uploading', progress: 0, error: null })
      try {
        let sent = file
        if (steps.fitWithin) {
          sent = await fitForWeb(file, contentTypeOf(file, allowedTypes), steps.fitWithin)
          abort.signal.throwIfAborted()
        }
        const contentType = contentTypeOf(sent, allowedTypes)
        const signed = await steps.sign(contentType, sent.name)
        const onProgress = (progress: number) => setState((current) => ({ ...current, progress }))
        await (steps.resumable ? sendResumable : putToSignedUrl)(
          signed,
          sent,
          contentType,
          onProgress,
          abort.signal,
        )
        setState({ phase: 'checking', progress: 1, error: null })
        const result = await steps.complete(signed.path)
        setState({ phase: 'done', progress: 1, error: null })
        return result
      } catch (error) {
        const cancelled = error instanceof DOMException && error.name === 'AbortError'
        setState(
          cancelled
            ? { phase: 'idle', progress: 0, error: null }
            : { phase: 'failed', progress: 0, error },
        )
        return undefined
      }
    },
    [allowedTypes],
  )

  const cancel = useCallback(() => controller.current?.abort(), [])
  const reset = useCallback(() => setState({ phase: 'idle', progress: 0, error: null }), [])

  return { ...state, start, cancel, reset }
}
