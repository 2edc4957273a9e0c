import type { FunctionEnv } from '../../_shared/env.ts'
import { AppError } from '../../_shared/http/errors.ts'

type AuthEnv = Pick<FunctionEnv, 'SUPABASE_URL' | 'SUPABASE_SECRET_KEYS'>

const TIMEOUT_MS = 10_000

/**
 * Renames one of the user's factors through the auth service's admin API (GoTrue's
 * `PUT /admin/users/{user_id}/factors/{factor_id}`, the only call that changes a name after
 * enrolment). The user id is the caller's own, from their verified token: GoTrue finds only that
 * user's factors, so another account's factor id is "not found".
 */
export async function renameFactor(
  env: AuthEnv,
  userId: string,
  factorId: string,
  friendlyName: string,
  fetchImpl: typeof fetch = fetch,
): Promise<{ id: string; friendly_name: string }> {
  const secret = env.SUPABASE_SECRET_KEYS.default
  const url = `${env.SUPABASE_URL.replace(/\/+$/, '')}/auth/v1/admin/users/${encodeURIComponent(userId)}/factors/${encodeURIComponent(factorId)}`
  let response: Response
  try {
    response = await fetchImpl(url, {
      method: 'PUT',
      headers: {
        apikey: secret,
        Authorization: `Bearer ${secret}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ friendly_name: friendlyName }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch {
    throw new AppError('auth_unavailable')
  }
  const body = (await response.json().catch(() => null)) as {
    id?: unknown
    friendly_name?: unknown
    error_code?: unknown
  } | null
  if (response.status === 404) throw new AppError('factor_not_found')
  if (body?.error_code === 'mfa_factor_name_conflict') throw new AppError('factor_name_taken')
  if (!response.ok || typeof body?.id !== 'string') {
    console.error('[admin] renaming a factor failed', response.status, body)
    throw new AppError('auth_unavailable')
  }
  return { id: body.id, friendly_name: String(body.friendly_name ?? friendlyName) }
}
