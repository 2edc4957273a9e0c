import type { Factor } from '@supabase/supabase-js'
import { loadSupabase } from './supabase'

// Two-factor authentication through supabase-js, with the seed's three factor types: a security
// key or passkey (WebAuthn), a phone (a code by SMS) and an authenticator app (TOTP). The calls of
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

// The strongest and easiest first: a key or passkey, then a phone, then an app.
const KIND_ORDER: Record<string, number> = { webauthn: 0, phone: 1, totp: 2 }

/** Every confirmed factor of the account, keys first, then phones, then apps, oldest first. */
export async function verifiedFactors(): Promise<Factor[]> {
  const supabase = await loadSupabase()
  const { data, error } = await supabase.auth.mfa.listFactors()
  if (error) throw error
  return data.all
    .filter((factor) => factor.status === 'verified')
    .sort(
      (a, b) =>
        (KIND_ORDER[a.factor_type] ?? 3) - (KIND_ORDER[b.factor_type] ?? 3) ||
        a.created_at.localeCompare(b.created_at),
    )
}

/** Set-ups of this kind left unfinished earlier, removed so they never block a new one. */
async function removeUnfinished(kind: Factor['factor_type']) {
  const supabase = await loadSupabase()
  const { data, error } = await supabase.auth.mfa.listFactors()
  if (error) throw error
  for (const factor of data.all) {
    if (factor.factor_type === kind && factor.status === 'unverified') {
      const { error: removeError } = await supabase.auth.mfa.unenroll({ factorId: factor.id })
      if (removeError) throw removeError
    }
  }
}

/**
 * Adds a security key or passkey: the browser asks for it (a touch, a PIN or a fingerprint) and
 * the new credential verifies the factor; the session becomes aal2.
 */
export async function registerSecurityKey(friendlyName: string): Promise<void> {
  await removeUnfinished('webauthn')
  const supabase = await loadSupabase()
  const { error } = await supabase.auth.mfa.webauthn.register({ friendlyName })
  if (error) throw error
}

/** Signs in with the key: the browser asks for it, and the session becomes aal2. */
export async function confirmSecurityKey(factorId: string): Promise<void> {
  const supabase = await loadSupabase()
  const { error } = await supabase.auth.mfa.webauthn.authenticate({ factorId })
  if (error) throw error
}

/** Adds a phone number (unverified until its first code is typed); returns the factor's id. */
export async function enrolPhone(phone: string, friendlyName: string): Promise<string> {
  await removeUnfinished('phone')
  const supabase = await loadSupabase()
  const { data, error } = await supabase.auth.mfa.enroll({
    factorType: 'phone',
    phone,
    friendlyName,
  })
  if (error) throw error
  return data.id
}

/** Texts a new code to the factor's phone; returns the challenge the code answers. */
export async function sendPhoneCode(factorId: string): Promise<string> {
  const supabase = await loadSupabase()
  const { data, error } = await supabase.auth.mfa.challenge({ factorId, channel: 'sms' })
  if (error) throw error
  return data.id
}

/** Verifies the texted code: the factor is confirmed and the session becomes aal2. */
export async function confirmPhoneCode(factorId: string, challengeId: string, code: string) {
  const supabase = await loadSupabase()
  const { error } = await supabase.auth.mfa.verify({ factorId, challengeId, code })
  if (error) throw error
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
