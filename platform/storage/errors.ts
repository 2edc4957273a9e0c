import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import postgres from 'postgres'

/**
 * An error in Supabase Storage's shape: `{ statusCode, code, error, message }`. Like the hosted
 * service, client errors travel as HTTP 400 with the meaningful status in `statusCode` (a string),
 * which is what storage-js exposes as `error.statusCode`; only a few answers keep their own status.
 */
export class StorageApiError extends Error {
  constructor(
    readonly statusCode: string,
    readonly code: string,
    message: string,
    readonly error: string = code,
    readonly httpStatus: ContentfulStatusCode = statusCode === '500' ? 500 : 400,
  ) {
    super(message)
  }

  toJSON() {
    return {
      statusCode: this.statusCode,
      code: this.code,
      error: this.error,
      message: this.message,
    }
  }
}

export const storageErrors = {
  noSuchBucket: () =>
    new StorageApiError('404', 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageApiError('404', 'NoSuchKey', 'Object not found', 'not_found'),
  invalidKey: (key: string) => new StorageApiError('400', 'InvalidKey', `Invalid key: ${key}`),
  invalidRequest: (message: string) => new StorageApiError('400', 'InvalidRequest', message),
  invalidJwt: (message: string) => new StorageApiError('400', 'InvalidJWT', message),
  invalidSignature: (message = 'Invalid signature') =>
    new StorageApiError('400', 'InvalidSignature', message),
  accessDenied: (message: string) =>
    new StorageApiError('403', 'AccessDenied', message, 'Unauthorized'),
  keyAlreadyExists: () =>
    new StorageApiError('409', 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  entityTooLarge: () =>
    new StorageApiError(
      '413',
      'EntityTooLarge',
      'The object exceeded the maximum allowed size',
      'Payload too large',
    ),
  invalidMimeType: (mimeType: string) =>
    new StorageApiError(
      '415',
      'InvalidMimeType',
      `mime type ${mimeType} is not supported`,
      'invalid_mime_type',
    ),
  // Browsers seeking in audio expect a real 416 here, not Storage's usual 400.
  invalidRange: () =>
    new StorageApiError('416', 'InvalidRange', 'invalid range provided', 'invalid_range', 416),
  // What Storage answers when imgproxy gives up on a picture (its ImageProcessingError).
  imageTimedOut: () => new StorageApiError('408', 'InvalidRequest', 'Image request timed out'),
  routeNotFound: (method: string, path: string) =>
    new StorageApiError('404', 'NotFound', `Route ${method}:${path} not found`, 'Not Found', 404),
}

/** Postgres refusals as Storage reports them: RLS is AccessDenied, a taken name is a duplicate. */
function fromDatabaseError(error: postgres.PostgresError): StorageApiError | null {
  if (error.code === '42501') return storageErrors.accessDenied(error.message)
  if (error.code === '23505') return storageErrors.keyAlreadyExists()
  if (error.code === '23503') return storageErrors.noSuchBucket()
  return null
}

/** The one place errors become responses, in Storage's shape. */
export function renderStorageError(error: Error, c: Context): Response {
  const known =
    error instanceof StorageApiError
      ? error
      : error instanceof postgres.PostgresError
        ? fromDatabaseError(error)
        : null
  if (known) return c.json(known.toJSON(), known.httpStatus)
  console.error('storage: unexpected error', error)
  return c.json(
    {
      statusCode: '500',
      code: 'InternalError',
      error: 'internal',
      message: 'Internal Server Error',
    },
    500,
  )
}
