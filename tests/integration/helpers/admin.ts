import { Secret, TOTP } from 'otpauth'
import { supabaseClient } from '../../contract/helpers/auth-clients.ts'
import type { TestPlatform } from './platform.ts'

/** A user signed in through the platform's Auth with the official client. */
export async function signIn(p: TestPlatform, email: string) {
  const supabase = supabaseClient(p.url, p.keys.publishable_key)
  const { data, error } = await supabase.auth.signInWithPassword({
    email,
    password: p.demoPassword,
  })
  if (error) throw error
  return { supabase, session: data.session!, token: data.session!.access_token }
}

/** Enrols and verifies a TOTP factor for a signed-in user; returns the aal2 token and the secret. */
export async function enrolTotp(supabase: Awaited<ReturnType<typeof signIn>>['supabase']) {
  const enrolled = await supabase.auth.mfa.enroll({
    factorType: 'totp',
    friendlyName: 'test phone',
  })
  if (enrolled.error) throw enrolled.error
  const secret = enrolled.data.totp.secret
  const code = totpCode(secret)
  const verified = await supabase.auth.mfa.challengeAndVerify({ factorId: enrolled.data.id, code })
  if (verified.error) throw verified.error
  return { factorId: enrolled.data.id, secret, token: verified.data.access_token }
}

export function totpCode(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate()
}

/** A call to the admin function with a bearer token. */
export function adminCall(
  p: TestPlatform,
  token: string | null,
  path: string,
  init: RequestInit = {},
) {
  const headers = new Headers(init.headers)
  if (token) headers.set('authorization', `Bearer ${token}`)
  return p.call(`admin/${path}`, { ...init, headers })
}
