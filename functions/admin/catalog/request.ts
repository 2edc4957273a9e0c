import type { Context } from 'hono'
import { bearerToken } from '../../_shared/auth/verify-token.ts'

// Request helpers the admin catalogue routes (tracks, products, the artist's files) share.

/** The largest catalogue body: five descriptions (and specs) of a few thousand characters. */
export const MAX_CATALOG_JSON_BYTES = 128 * 1024

export { uuidParam as rowId } from '../../_shared/http/params.ts'

export { parseQuery } from '../../_shared/http/query.ts'

/**
 * The admin's own access token (the guard has verified it), for calls to Storage that must run as
 * this admin under Storage's row-level security.
 */
export function accessTokenOf(c: Context): string {
  return bearerToken(c.req.header('authorization'))
}
