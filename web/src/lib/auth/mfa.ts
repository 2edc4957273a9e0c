import type { Factor } from '@supabase/supabase-js'
import { loadSupabase } from './supabase'

// Two-factor authentication with an authenticator app (TOTP), through supabase-js: the calls of
// the seed spec, section 7 (POST /factors, /challenge, /verify, DELETE /factors/{id}).

export type TotpEnrolment = {
  factorId: string
  /** The QR code to scan, as a `data:image/svg+xml` URL. */
  qrCode: string
  /** The same key, for typing into the app by hand. */
  secret: string
}

/** The account's confirmed authenticator apps. */
export async function verifiedTotpFactors(): Promise<Factor[]> {
  const supabase = await loadSupabase()
  const { data, error } = await supabase.auth.mfa.listFactors()
  if (error) throw error
  return data.totp
}

/**
 * Starts adding an authenticator app: a new secret and its QR code. Set-ups left unfinished
 * earlier are removed first, so they never block this one.
 */
export async function startTotpEnrolment(issuer: string): Promise<TotpEnrolment> {
  const supabase = await loadSupabase()
  const { data: factors, error: listError } = await supabase.auth.mfa.listFactors()
  if (listError) throw listError
  for (const factor of factors.all) {
    if (factor.factor_type === 'totp' && factor.status === 'unverified') {
      const { error } = await supabase.auth.mfa.unenroll({ factorId: factor.id })
      if (error) throw error
    }
  }
  const { data, error } = await supabase.auth.mfa.enroll({
    factorType: 'totp',
    issuer,
    // Unique per account: the time it was added tells two apps apart in Settings.
    friendlyName: `Authenticator ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  })
  if (error) throw error
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret }
}

/** Challenges the factor and verifies the 6-digit code: the session becomes aal2. */
export async function confirmTotp(factorId: string, code: string): Promise<void> {
  const supabase = await loadSupabase()
  const { data: challenge, error: challengeError } = await supabase.auth.mfa.challenge({
    factorId,
  })
  if (challengeError) throw challengeError
  const { error } = await supabase.auth.mfa.verify({
    factorId,
    challengeId: challenge.id,
    code,
  })
  if (error) throw error
}

/** Removes an authenticator app (a confirmed one only from a session that used a factor). */
export async function removeFactor(factorId: string): Promise<void> {
  const supabase = await loadSupabase()
  const { error } = await supabase.auth.mfa.unenroll({ factorId })
  if (error) throw error
}
