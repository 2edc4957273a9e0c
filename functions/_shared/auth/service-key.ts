import { AppError } from '../http/errors.ts'

/**
 * Only a caller holding one of the project's secret keys (a scheduled job) gets past: 401
 * otherwise. The key travels in the `apikey` header, as Supabase's new keys do (they are not JWTs,
 * so never a bearer token). Compared through SHA-256 digests against every key, with no early exit,
 * in time independent of where, or with which key, a guess differs.
 */
export async function requireSecretKey(
  apikey: string | undefined,
  secretKeys: Record<string, string>,
): Promise<void> {
  const digest = async (value: string) =>
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value)))
  const given = await digest(apikey ?? '')
  const expected = await Promise.all(Object.values(secretKeys).map(digest))
  let matches = 0
  for (const key of expected) {
    let difference = 0
    for (let index = 0; index < key.length; index++) difference |= key[index]! ^ given[index]!
    matches |= difference === 0 ? 1 : 0
  }
  if (!apikey || matches === 0) {
    throw new AppError('unauthorized', 'This job needs the project’s secret key.')
  }
}
