import { createHash, randomUUID, timingSafeEqual } from 'node:crypto'
import type { AuthContext, Db } from '../context.ts'
import { AuthError, badRequest, unprocessable } from '../errors.ts'
import { generateOtp } from '../one-time-tokens.ts'
import type { PhoneFactorConfig } from './config.ts'
import type { FactorRow } from './factors.ts'

// Phone factors (GoTrue's enrollPhoneFactor, challengePhoneFactor, verifyPhoneFactor): a number
// in E.164, a code by SMS per challenge. GoTrue keeps the code itself in mfa_challenges.otp_code
// (encrypted when configured); here only a hash of it, salted with the challenge's id, so the
// database yields no usable code. A code works once (the challenge is marked verified), for the
// challenge's five minutes, from the address that asked for it.

const E164_DIGITS = /^[1-9][0-9]{1,14}$/

/** GoTrue's validatePhone: `+` and spaces dropped, then E.164's digits. */
export function validatePhone(phone: string): string {
  const digits = phone.replace(/^\+/, '').replaceAll(' ', '')
  if (!E164_DIGITS.test(digits)) {
    throw badRequest('validation_failed', 'Invalid phone number format (E.164 required)')
  }
  return digits
}

export const phoneCodeHash = (challengeId: string, code: string) =>
  createHash('sha256').update(`${challengeId}:${code}`).digest('hex')

/** The phone factors of the user with this number: a verified one refuses, unverified ones go. */
export async function replaceUnverifiedPhoneFactors(db: Db, factors: FactorRow[], phone: string) {
  const same = factors.filter((factor) => factor.factor_type === 'phone' && factor.phone === phone)
  if (same.some((factor) => factor.status === 'verified')) {
    throw unprocessable(
      'mfa_verified_factor_exists',
      'A verified phone factor already exists, unenroll the existing factor to continue',
    )
  }
  for (const factor of same) await db`delete from auth.mfa_factors where id = ${factor.id}`
}

const INVALID_CHANNEL =
  "Invalid channel, supported values are 'sms' or 'whatsapp'. 'whatsapp' is only supported if Twilio or Twilio Verify is used as the provider."

function smsBody(config: PhoneFactorConfig, code: string) {
  return config.template.replaceAll(/\{\{\s*\.Code\s*\}\}/g, code)
}

/**
 * `POST /factors/{id}/challenge` for a phone: sends a new code. The factor's last challenge time
 * is claimed first in its own short transaction (so concurrent requests cannot both send), the
 * text is sent with no transaction open, and the challenge is written after, as GoTrue does.
 */
export async function challengePhoneFactor(
  ctx: AuthContext,
  config: PhoneFactorConfig,
  factor: FactorRow,
  channel: string,
  ip: string,
) {
  if ((channel || 'sms') !== 'sms') throw badRequest('validation_failed', INVALID_CHANNEL)
  const now = ctx.now()
  const previous = await ctx.sql.begin(async (tx) => {
    const [row] = await tx<{ last_challenged_at: Date | null }[]>`
      select last_challenged_at from auth.mfa_factors where id = ${factor.id} for update`
    const last = row?.last_challenged_at ?? null
    const nextAllowed = (last?.getTime() ?? 0) + config.maxFrequencySeconds * 1000
    if (last && nextAllowed > now.getTime()) {
      const left = Math.trunc((nextAllowed - now.getTime()) / 1000)
      throw new AuthError(
        429,
        'over_sms_send_rate_limit',
        `For security purposes, you can only request this after ${left} seconds.`,
      )
    }
    await tx`update auth.mfa_factors set last_challenged_at = ${now} where id = ${factor.id}`
    return last
  })
  if (!ctx.smsSent.allow(now)) {
    await ctx.sql`
      update auth.mfa_factors set last_challenged_at = ${previous} where id = ${factor.id}`
    throw new AuthError(429, 'over_sms_send_rate_limit', 'SMS rate limit exceeded')
  }
  const code = generateOtp(config.otpLength)
  const id = randomUUID()
  try {
    await config.sender.send(factor.phone ?? '', smsBody(config, code))
  } catch (error) {
    console.error('[auth] could not send the MFA text', error)
    throw new AuthError(500, 'unexpected_failure', 'error sending message')
  }
  await ctx.sql`
    insert into auth.mfa_challenges (id, factor_id, created_at, ip_address, otp_code)
    values (${id}, ${factor.id}, ${now}, ${ip}, ${phoneCodeHash(id, code)})`
  return {
    id,
    type: 'phone' as const,
    expires_at: Math.floor(now.getTime() / 1000) + ctx.mfaChallengeExpirySeconds,
  }
}

/** Whether `code` is the one sent for the challenge, compared in constant time. */
export function phoneCodeMatches(challenge: { id: string; otp_code: string | null }, code: string) {
  if (!challenge.otp_code) return false
  const expected = Buffer.from(challenge.otp_code, 'hex')
  const given = Buffer.from(phoneCodeHash(challenge.id, code), 'hex')
  return expected.length === given.length && timingSafeEqual(expected, given)
}
