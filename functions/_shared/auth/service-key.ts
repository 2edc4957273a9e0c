import { AppError } from '../http/errors.ts'
import { bearerToken } from './verify-token.ts'

/**
 * Only a caller holding the project's service role key (a scheduled job) gets past: 401
 * otherwise. Compared through SHA-256 digests, in time independent of where they differ.
 */
export async function requireServiceKey(
  authorization: string | undefined,
  serviceKey: string,
): Promise<void> {
  const given = bearerToken(authorization)
  const digest = async (value: string) =>
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value)))
  const [a, b] = await Promise.all([digest(given), digest(serviceKey)])
  let difference = 0
  for (let index = 0; index < a.length; index++) difference |= a[index]! ^ b[index]!
  if (difference !== 0) throw new AppError('unauthorized', 'This job needs the service key.')
}
