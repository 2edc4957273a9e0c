import { Secret, TOTP } from 'otpauth'

// GoTrue's TOTP parameters (pquerna/otp defaults): SHA1, 6 digits, 30-second period, a 20-byte
// secret, and one period of clock skew accepted either way.
const TOTP_OPTIONS = { algorithm: 'SHA1', digits: 6, period: 30 } as const
const SECRET_BYTES = 20
const SKEW_PERIODS = 1

export type TotpKey = { secret: string; uri: string }

export function generateTotpKey(issuer: string, accountName: string): TotpKey {
  const totp = new TOTP({
    ...TOTP_OPTIONS,
    issuer,
    label: accountName,
    secret: new Secret({ size: SECRET_BYTES }),
  })
  return { secret: totp.secret.base32, uri: totp.toString() }
}

export function isValidTotpCode(secret: string, code: string, now: Date): boolean {
  const totp = new TOTP({ ...TOTP_OPTIONS, secret: Secret.fromBase32(secret) })
  return totp.validate({ token: code, timestamp: now.getTime(), window: SKEW_PERIODS }) !== null
}
