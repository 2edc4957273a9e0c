import { findUserByEmail, findUserById, isBanned, type User } from './accounts.ts'
import type { AuthContext, Db } from './context.ts'
import { badRequest, forbidden } from './errors.ts'
import { PKCE_PREFIX } from './flow-state.ts'
import { clearOneTimeTokens, findOneTimeToken, type OneTimeTokenType } from './one-time-tokens.ts'

// GoTrue's /verify for email (internal/api/verify.go): a token hash from the email's link, or
// the typed code with its address, proves the user; the code is then spent (every one-time token
// of the user goes), an unconfirmed address becomes confirmed, and the caller issues a session or
// a PKCE auth code.

/** What the verification turned out to be: a sign-up confirmation, a magic link or a reset. */
export type EmailVerification = 'signup' | 'magiclink' | 'recovery'

export type VerifiedEmailUser = { user: User; verified: EmailVerification }

const LINK_INVALID = 'Email link is invalid or has expired'
const TOKEN_INVALID = 'Token has expired or is invalid'

const TOKEN_TYPES: Record<string, OneTimeTokenType[]> = {
  email: ['confirmation_token', 'recovery_token'],
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  magiclink: ['recovery_token'],
  recovery: ['recovery_token'],
}

/** The email verification types this project's sign-in uses ('email' finds either kind). */
export const isEmailVerificationType = (type: string) => type in TOKEN_TYPES

const expired = (sentAt: Date | null, now: Date, seconds: number) =>
  !sentAt || now.getTime() > sentAt.getTime() + seconds * 1000

/**
 * A link's kind comes from the stored token: a confirmation, or a recovery-column token, which
 * GoTrue uses for magic links and password resets alike; `type=recovery` asks for the reset.
 */
function kindOfToken(type: string, tokenType: OneTimeTokenType): EmailVerification {
  if (tokenType === 'confirmation_token') return 'signup'
  return type === 'recovery' ? 'recovery' : 'magiclink'
}

const sentAtOf = (user: User, kind: EmailVerification) =>
  kind === 'signup' ? user.confirmation_sent_at : user.recovery_sent_at

/**
 * GoTrue's verifyTokenHash: the link's secret, as `token` (GET) or `token_hash` (POST). Only its
 * sha256 is stored (one-time-tokens.ts).
 */
export async function userFromTokenHash(
  ctx: AuthContext,
  db: Db,
  type: string,
  linkToken: string,
): Promise<VerifiedEmailUser> {
  const types = TOKEN_TYPES[type]
  if (!types) throw badRequest('validation_failed', 'Invalid email verification type')
  const token = await findOneTimeToken(db, linkToken, types)
  const user = token ? await findUserById(db, token.user_id) : null
  if (!token || !user) throw forbidden('otp_expired', LINK_INVALID)
  if (isBanned(user, ctx.now())) throw forbidden('user_banned', 'User is banned')
  const verified = kindOfToken(type, token.token_type)
  if (expired(sentAtOf(user, verified), ctx.now(), ctx.otpExpirySeconds)) {
    throw forbidden('otp_expired', LINK_INVALID)
  }
  return { user, verified }
}

/** GoTrue's isOtpValid: the hash as stored, with or without the PKCE prefix, and still fresh. */
function otpMatches(
  ctx: AuthContext,
  tokenHash: string,
  stored: string | null,
  sentAt: Date | null,
) {
  if (!stored || !sentAt || expired(sentAt, ctx.now(), ctx.otpExpirySeconds)) return false
  return stored === tokenHash || stored === `${PKCE_PREFIX}${tokenHash}`
}

/** GoTrue's verifyUserAndToken: the typed code, checked against the address's live codes. */
export async function userFromEmailAndCode(
  ctx: AuthContext,
  db: Db,
  type: string,
  email: string,
  tokenHash: string,
): Promise<VerifiedEmailUser> {
  const user = await findUserByEmail(db, email)
  if (!user) throw forbidden('otp_expired', TOKEN_INVALID)
  if (isBanned(user, ctx.now())) throw forbidden('user_banned', 'User is banned')
  const confirmation = () =>
    otpMatches(ctx, tokenHash, user.confirmation_token, user.confirmation_sent_at)
  const recovery = () => otpMatches(ctx, tokenHash, user.recovery_token, user.recovery_sent_at)
  let verified: EmailVerification | null = null
  if (type === 'email') verified = confirmation() ? 'signup' : recovery() ? 'magiclink' : null
  else if (type === 'signup' || type === 'invite') verified = confirmation() ? 'signup' : null
  else if (type === 'magiclink') verified = recovery() ? 'magiclink' : null
  else if (type === 'recovery') verified = recovery() ? 'recovery' : null
  if (!verified) throw forbidden('otp_expired', TOKEN_INVALID)
  return { user, verified }
}

/**
 * GoTrue's signupVerify / recoverVerify: the code is spent, and the address confirmed (a magic
 * link to an unconfirmed address confirms it too). Returns the user as it now is.
 */
export async function spendEmailCode(
  ctx: AuthContext,
  db: Db,
  { user, verified }: VerifiedEmailUser,
): Promise<User> {
  const now = ctx.now()
  if (verified !== 'signup') {
    await db`update auth.users set recovery_token = '' where id = ${user.id}`
  }
  if (verified === 'signup' || !user.email_confirmed_at) {
    await db`
      update auth.users
      set confirmation_token = '', email_confirmed_at = ${now}, updated_at = ${now},
        raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'
      where id = ${user.id}`
    await db`
      update auth.identities
      set identity_data = identity_data || '{"email_verified": true}', updated_at = ${now}
      where user_id = ${user.id} and provider = 'email' and email = lower(${user.email ?? ''})`
  }
  await clearOneTimeTokens(db, user.id)
  return (await findUserById(db, user.id)) as User
}
