import { paths } from '@/config/paths'
import { loadSupabase } from './supabase'

// The owner's password through supabase-js: a reset by email (POST /recover, then PUT /user from
// the recovery session the link opens), and a change while signed in, which a day-old session
// confirms with an emailed code (GET /reauthenticate).

/** Emails a reset link leading to /auth/reset in the page's language. */
export async function requestPasswordReset(email: string, language: string): Promise<void> {
  const supabase = await loadSupabase()
  const redirectTo = `${window.location.origin}${paths.authReset.build()}?lng=${encodeURIComponent(language)}`
  const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo })
  if (error) throw error
}

/** Sets a new password; `nonce` is the emailed code when the auth service asks for one. */
export async function changePassword(password: string, nonce?: string): Promise<void> {
  const supabase = await loadSupabase()
  const { error } = await supabase.auth.updateUser(nonce ? { password, nonce } : { password })
  if (error) throw error
}

/** Emails the code a password change from an older session needs. */
export async function sendReauthenticationCode(): Promise<void> {
  const supabase = await loadSupabase()
  const { error } = await supabase.auth.reauthenticate()
  if (error) throw error
}

/** The signed-in account's email, as the auth service has it now. */
export async function signedInEmail(): Promise<string | null> {
  const supabase = await loadSupabase()
  const { data, error } = await supabase.auth.getUser()
  if (error) throw error
  return data.user?.email ?? null
}

/**
 * Asks for a new sign-in email: the auth service mails a link to the current address and one to
 * the new (secure email change); both lead back to the security settings.
 */
export async function changeEmail(email: string, language: string): Promise<void> {
  const supabase = await loadSupabase()
  const emailRedirectTo = `${window.location.origin}/admin/settings/security?lng=${encodeURIComponent(language)}`
  const { error } = await supabase.auth.updateUser({ email }, { emailRedirectTo })
  if (error) throw error
}
