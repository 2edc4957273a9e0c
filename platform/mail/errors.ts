import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** Resend's error names for each status the sandbox answers with. */
const NAME_BY_STATUS: Partial<Record<number, string>> = {
  400: 'validation_error',
  401: 'missing_api_key',
  403: 'invalid_api_key',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'invalid_idempotent_request',
  422: 'validation_error',
  429: 'rate_limit_exceeded',
  451: 'security_error',
}

/** The one error the mail sandbox throws, answered as Resend does: `{ statusCode, name, message }`. */
export class ResendError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly errorName: string,
    message: string,
    /** Headers the answer carries (a 429's `retry-after` and `ratelimit-*`). */
    readonly headers: Record<string, string> = {},
  ) {
    super(status, { message })
  }

  static forStatus(status: ContentfulStatusCode, message: string): ResendError {
    const name =
      NAME_BY_STATUS[status] ?? (status >= 500 ? 'application_error' : 'validation_error')
    return new ResendError(status, name, message)
  }
}

export function validationError(message: string) {
  return new ResendError(422, 'validation_error', message)
}

export function missingField(field: string) {
  return new ResendError(422, 'missing_required_field', `Missing \`${field}\` field.`)
}

export function renderResendError(error: Error, c: Context): Response {
  if (error instanceof ResendError) {
    return c.json(
      { statusCode: error.status, name: error.errorName, message: error.message },
      error.status,
      error.headers,
    )
  }
  if (error instanceof HTTPException) return error.getResponse()
  console.error('[mail sandbox]', error)
  return c.json(
    { statusCode: 500, name: 'internal_server_error', message: 'An unexpected error occurred.' },
    500,
  )
}
