import { paths } from '@/config/paths'
import { sessionClient } from '@/lib/auth/session'
import { loadSupabase } from '@/lib/auth/supabase'

// Signing in to the library without a password (Supabase Auth's email OTP): one email carries a
// link back here and a six-digit code; either one signs in.

/** Where the email's link leads: this page, in the visitor's language (the email follows it). */
export const libraryReturnUrl = (language: string) =>
  `${window.location.origin}${paths.library.build()}?lng=${encodeURIComponent(language)}`

export async function sendSignInLink(email: string, language: string): Promise<void> {
  const supabase = await sessionClient()
  const { error } = await supabase.auth.signInWithOtp({
    email,
    options: { emailRedirectTo: libraryReturnUrl(language), data: { locale: language } },
  })
  if (error) throw error
}

export async function verifyEmailCode(email: string, code: string): Promise<void> {
  const supabase = await sessionClient()
  const { error } = await supabase.auth.verifyOtp({ email, token: code, type: 'email' })
  if (error) throw error
}

/** Signs out of this browser only: the buyer may be signed in on their phone too. */
export async function signOutOfLibrary(): Promise<void> {
  const supabase = await loadSupabase()
  const { error } = await supabase.auth.signOut({ scope: 'local' })
  if (error) throw error
}

export const SIGN_IN_ERRORS = [
  'email_invalid',
  'code_invalid',
  'otp_expired',
  'over_email_send_rate_limit',
  'over_request_rate_limit',
  'network',
  'unknown',
] as const
export type SignInError = (typeof SIGN_IN_ERRORS)[number]

/** What to tell the visitor about a failure supabase-js reported. */
export function signInErrorOf(error: unknown): SignInError {
  if (typeof error !== 'object' || error === null) return 'unknown'
  const { name, code, status } = error as { name?: string; code?: unknown; status?: number }
  if (name === 'AuthRetryableFetchError') return 'network'
  if (code === 'validation_failed') return 'email_invalid'
  if (typeof code === 'string' && (SIGN_IN_ERRORS as readonly string[]).includes(code)) {
    return code as SignInError
  }
  if (status === 429) return 'over_request_rate_limit'
  return 'unknown'
}
