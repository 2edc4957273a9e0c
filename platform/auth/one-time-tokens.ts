import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto'
import type { Db } from './context.ts'

// Email one-time passwords: the email holds a random six-digit code and a link. GoTrue stores the
// code as sha224(email + code) on the user row (internal/crypto), and its link carries that same
// hash, so knowing the address and guessing the code opened the link too: within a code's hour
// every code could be tried against GET /verify. Here the link carries its own random secret
// (256 bits) instead, and auth.one_time_tokens keeps only that secret's sha256, so neither a
// guess nor a leaked database yields a usable link. The typed code stays GoTrue's, checked
// against the user row with every failure counted (attempts.ts).

export type OneTimeTokenType =
  | 'confirmation_token'
  | 'recovery_token'
  | 'reauthentication_token'
  | 'email_change_token_new'
  | 'email_change_token_current'

/** GoTrue's MAILER_OTP_LENGTH default. */
export const OTP_LENGTH = 6

/** A uniformly random code of `digits` digits, zero-padded (GoTrue's crypto.GenerateOtp). */
export function generateOtp(digits = OTP_LENGTH): string {
  return String(randomInt(10 ** digits)).padStart(digits, '0')
}

/** GoTrue's crypto.GenerateTokenHash: what the user row keeps of a typed code. */
export function otpTokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex')
}

/** A link's secret: 32 random bytes, base64url; `prefix` marks PKCE flows (`pkce_`). */
export function newLinkToken(prefix = ''): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`
}

/** What the database keeps of a link's secret. */
export function linkTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** One live link per user and kind: a new one replaces the last (CreateOneTimeToken). */
export async function saveOneTimeToken(
  db: Db,
  userId: string,
  type: OneTimeTokenType,
  linkToken: string,
  relatesTo: string,
) {
  await db`delete from auth.one_time_tokens where user_id = ${userId} and token_type = ${type}`
  await db`
    insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to)
    values (${randomUUID()}, ${userId}, ${type}, ${linkTokenHash(linkToken)}, ${relatesTo.toLowerCase()})`
}

/** The user a link's secret belongs to, with the kind of link it is. */
export async function findOneTimeToken(
  db: Db,
  linkToken: string,
  types: OneTimeTokenType[],
): Promise<{ user_id: string; token_type: OneTimeTokenType; relates_to: string } | null> {
  const [row] = await db<{ user_id: string; token_type: OneTimeTokenType; relates_to: string }[]>`
    select user_id, token_type, relates_to from auth.one_time_tokens
    where token_hash = ${linkTokenHash(linkToken)} and token_type in ${db(types)}
    limit 1`
  return row ?? null
}

/** Takes back a link whose email could not be sent. */
export async function deleteOneTimeToken(db: Db, userId: string, linkToken: string) {
  await db`
    delete from auth.one_time_tokens
    where user_id = ${userId} and token_hash = ${linkTokenHash(linkToken)}`
}

/** Using any one code ends them all (GoTrue's ClearAllOneTimeTokensForUser). */
export async function clearOneTimeTokens(db: Db, userId: string) {
  await db`delete from auth.one_time_tokens where user_id = ${userId}`
}
