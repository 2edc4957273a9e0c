import { sessionClient } from '@/lib/auth/session'
import { loadSupabase } from '@/lib/auth/supabase'

/** The account has a confirmed authenticator app that this session has not used yet. */
export async function needsSecondFactor(): Promise<boolean> {
  const supabase = await loadSupabase()
  const { data, error } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel()
  if (error) throw error
  return data.nextLevel === 'aal2' && data.currentLevel !== 'aal2'
}

/** Signs in with email and password; throws what supabase-js reports. */
export async function signInWithPassword(email: string, password: string): Promise<void> {
  const supabase = await sessionClient()
  const { error } = await supabase.auth.signInWithPassword({ email, password })
  if (error) throw error
}

/** Leaves the half-finished sign-in (used to switch accounts at the code step). */
export async function signOut(): Promise<void> {
  const supabase = await loadSupabase()
  const { error } = await supabase.auth.signOut()
  if (error) throw error
}
