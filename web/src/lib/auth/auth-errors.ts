// supabase-js reports failures as AuthError subclasses; the UI shows `errors:auth.<code>`.

/** The codes the sign-in and two-factor screens explain; anything else is `unknown`. */
export const AUTH_ERROR_CODES = [
  'invalid_credentials',
  'email_not_confirmed',
  'user_banned',
  'over_request_rate_limit',
  'mfa_verification_failed',
  'mfa_challenge_expired',
  'mfa_factor_not_found',
  'insufficient_aal',
  'session_not_found',
  'provider_disabled',
  'access_denied',
  'over_sms_send_rate_limit',
  'mfa_verified_factor_exists',
  'phone_invalid',
  'webauthn_failed',
  'weak_password',
  'same_password',
  'reauthentication_needed',
  'reauthentication_not_valid',
  'mfa_factor_name_conflict',
  'email_exists',
  'email_address_invalid',
  'network',
  'unknown',
] as const
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number]

const isKnown = (code: unknown): code is AuthErrorCode =>
  typeof code === 'string' && (AUTH_ERROR_CODES as readonly string[]).includes(code)

/** The code to explain for an error thrown by supabase-js (or returned in its `error`). */
export function authErrorCode(error: unknown): AuthErrorCode {
  if (typeof error !== 'object' || error === null) return 'unknown'
  const { name, code, status } = error as { name?: string; code?: unknown; status?: number }
  // No answer from the server: fetch failed, or a 5xx/timeout supabase-js would retry.
  if (name === 'AuthRetryableFetchError') return 'network'
  // The browser's own ceremony failed or was cancelled (supabase-js's WebAuthnError).
  if ((error as { __isWebAuthnError?: boolean }).__isWebAuthnError) return 'webauthn_failed'
  if (isKnown(code)) return code
  const { message } = error as { message?: unknown }
  if (code === 'validation_failed' && typeof message === 'string' && message.includes('E.164')) {
    return 'phone_invalid'
  }
  // GoTrue's validateEmail: "Unable to validate email address: invalid format".
  if (code === 'validation_failed' && typeof message === 'string' && message.includes('email')) {
    return 'email_address_invalid'
  }
  if (code === 'over_email_send_rate_limit' || status === 429) return 'over_request_rate_limit'
  return 'unknown'
}
