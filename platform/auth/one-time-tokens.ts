import { createHash, randomInt, randomUUID } from 'node:crypto'
import type { Db } from './context.ts'

// GoTrue's email one-time passwords (internal/crypto, internal/models/one_time_token.go): the
// email holds a random code; the database keeps only sha224(email + code), on the user row and in
// auth.one_time_tokens, so a leaked database yields no usable code. The email's link carries the
// same hash (prefixed `pkce_` in PKCE flows), so the link and the code are one secret.

export type OneTimeTokenType = 'confirmation_token' | 'recovery_token'

/** GoTrue's MAILER_OTP_LENGTH default. */
export const OTP_LENGTH = 6

/** A uniformly random code of `digits` digits, zero-padded (GoTrue's crypto.GenerateOtp). */
export function generateOtp(digits = OTP_LENGTH): string {
  return String(randomInt(10 ** digits)).padStart(digits, '0')
}

/** GoTrue's crypto.GenerateTokenHash. */
export function otpTokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex')
}

/** One live token per user and kind: a new one replaces the last (CreateOneTimeToken). */
export async function saveOneTimeToken(
  db: Db,
  userId: string,
  type: OneTimeTokenType,
  tokenHash: string,
  relatesTo: string,
) {
  await db`delete from auth.one_time_tokens where user_id = ${userId} and token_type = ${type}`
  await db`
    insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to)
    values (${randomUUID()}, ${userId}, ${type}, ${tokenHash}, ${relatesTo.toLowerCase()})`
}

export async function findOneTimeToken(
  db: Db,
  tokenHash: string,
  types: OneTimeTokenType[],
): Promise<{ user_id: string; token_type: OneTimeTokenType } | null> {
  const [row] = await db<{ user_id: string; token_type: OneTimeTokenType }[]>`
    select user_id, token_type from auth.one_time_tokens
    where token_hash = ${tokenHash} and token_type in ${db(types)}
    limit 1`
  return row ?? null
}

/** Using any one code ends them all (GoTrue's ClearAllOneTimeTokensForUser). */
export async function clearOneTimeTokens(db: Db, userId: string) {
  await db`delete from auth.one_time_tokens where user_id = ${userId}`
}
