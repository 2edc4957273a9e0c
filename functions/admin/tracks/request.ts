import type { Context } from 'hono'
import { bearerToken } from '../../_shared/auth/verify-token.ts'
import type { AppError } from '../../_shared/http/errors.ts'

// Request helpers the admin catalogue routes (tracks and products) share.

/** The largest catalogue body: five descriptions (and specs) of a few thousand characters. */
export const MAX_CATALOG_JSON_BYTES = 128 * 1024

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The `:id` of a row; anything but a UUID names no row, so it is the row's 404. */
export function rowId(value: string | undefined, notFound: () => AppError): string {
  if (!value || !UUID.test(value)) throw notFound()
  return value.toLowerCase()
}

export { parseQuery } from '../../_shared/http/query.ts'

/**
 * The admin's own access token (the guard has verified it), for calls to Storage that must run as
 * this admin under Storage's row-level security.
 */
export function accessTokenOf(c: Context): string {
  return bearerToken(c.req.header('authorization'))
}

/** Postgres error codes the catalogue maps to answers. */
export const PG = { uniqueViolation: '23505', foreignKeyViolation: '23503' } as const

export function isPgError(error: unknown, code: string): error is { constraint_name?: unknown } {
  return !!error && typeof error === 'object' && (error as { code?: unknown }).code === code
}
