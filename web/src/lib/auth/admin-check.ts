import { adminRequest } from '@/lib/admin-api'
import { ApiError } from '@/lib/api-client'
import { loadSupabase } from './supabase'

/**
 * What the signed-in user may do in /admin:
 * - `granted`: an admin at the assurance level the admin function asks for;
 * - `not_admin`: no admin row, or the lookup failed (seed spec, section 4: go to /);
 * - `needs_mfa`: has a verified factor but this session has not confirmed it (the TOTP step);
 * - `enrol`: settings require two-factor and the account has no factor yet.
 */
export type AdminCheck = 'granted' | 'not_admin' | 'needs_mfa' | 'enrol'

export async function checkAdmin(userId: string): Promise<AdminCheck> {
  try {
    return await check(userId)
  } catch {
    return 'not_admin'
  }
}

async function check(userId: string): Promise<AdminCheck> {
  const supabase = await loadSupabase()
  // Seed spec, section 7: the roles table, `role` only, this user, role admin, at most one row.
  const { data, error } = await supabase
    .from('roles')
    .select('role')
    .eq('user_id', userId)
    .eq('role', 'admin')
    .maybeSingle()
  if (error || !data) return 'not_admin'

  const { data: level } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel()
  if (level?.nextLevel === 'aal2' && level.currentLevel !== 'aal2') return 'needs_mfa'

  // The admin function has the last word: it also knows whether settings require two-factor.
  try {
    await adminRequest('me')
    return 'granted'
  } catch (error) {
    if (error instanceof ApiError && error.code === 'mfa_enrollment_required') return 'enrol'
    if (error instanceof ApiError && error.code === 'mfa_required') return 'needs_mfa'
    return 'not_admin'
  }
}
