import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/**
 * GoTrue's HTTPError: a status, a machine-readable code (supabase-js's `AuthApiError.code`) and a
 * message. `details` are extra top-level fields some errors carry (`weak_password`).
 */
export class AuthError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(status, { message })
  }
}

/** GoTrue's OAuthError (`{ error, error_description }`), used by a few token-endpoint checks. */
export class OAuthError extends HTTPException {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(400, { message: `${error}: ${description}` })
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message)
export const forbidden = (code: string, message: string) => new AuthError(403, code, message)
export const notFound = (code: string, message: string) => new AuthError(404, code, message)
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message)

const API_VERSION_HEADER = 'X-Supabase-Api-Version'
const API_VERSION_2024_01_01 = '2024-01-01'

/**
 * GoTrue answers errors in the shape of the API version the client asks for: supabase-js sends
 * `X-Supabase-Api-Version: 2024-01-01` and gets `{ code, message }` with the header echoed;
 * clients that send no version get the original `{ code: <status>, error_code, msg }`.
 */
function requestedApiVersion(c: Context): string | null {
  const value = c.req.header(API_VERSION_HEADER)
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null
  const date = Date.parse(`${value}T00:00:00Z`)
  if (Number.isNaN(date)) return null
  return date >= Date.parse(`${API_VERSION_2024_01_01}T00:00:00Z`) ? API_VERSION_2024_01_01 : null
}

/** The one place errors become responses (`app.onError`). */
export function renderAuthError(error: Error, c: Context): Response {
  const version = requestedApiVersion(c)
  if (version) c.header(API_VERSION_HEADER, version)

  if (error instanceof OAuthError) {
    return c.json({ error: error.error, error_description: error.description }, 400)
  }
  const known =
    error instanceof AuthError
      ? error
      : error instanceof HTTPException
        ? new AuthError(error.status as ContentfulStatusCode, 'unknown', error.message)
        : null
  if (!known) console.error('[auth]', error)
  const failure =
    known ??
    new AuthError(
      500,
      'unexpected_failure',
      'Unexpected failure, please check server logs for more information',
    )
  const body = version
    ? { code: failure.code, message: failure.message, ...failure.details }
    : { code: failure.status, error_code: failure.code, msg: failure.message, ...failure.details }
  return c.json(body, failure.status)
}
