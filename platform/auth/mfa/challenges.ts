import { randomUUID } from 'node:crypto'
import { type TokenResponse, tokenResponse } from '../access-tokens.ts'
import { findUserById, type User } from '../accounts.ts'
import type { AuthContext, Db } from '../context.ts'
import { AuthError, badRequest, unprocessable } from '../errors.ts'
import { findActiveRefreshToken, swapRefreshToken } from '../refresh-tokens.ts'
import {
  addAmrClaim,
  endSessionsBelowAal2,
  type SessionRow,
  upgradeSessionToAal2,
} from '../sessions.ts'
import type { FactorRow } from './factors.ts'
import { isValidTotpCode } from './totp.ts'

type ChallengeRow = { id: string; created_at: Date; verified_at: Date | null; same_ip: boolean }

function verifyDisabled(factor: FactorRow): AuthError {
  return factor.factor_type === 'phone'
    ? unprocessable('mfa_phone_verify_not_enabled', 'MFA verification is disabled for Phone')
    : unprocessable('mfa_webauthn_verify_not_enabled', 'MFA verification is disabled for WebAuthn')
}

/** `POST /factors/{id}/challenge`: a challenge bound to the caller's IP address. */
export async function challengeFactor(ctx: AuthContext, db: Db, factor: FactorRow, ip: string) {
  if (factor.factor_type !== 'totp') throw verifyDisabled(factor)
  const now = ctx.now()
  const id = randomUUID()
  await db`
    insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
    values (${id}, ${factor.id}, ${now}, ${ip})`
  await db`update auth.mfa_factors set last_challenged_at = ${now} where id = ${factor.id}`
  const expiresAt = Math.floor(now.getTime() / 1000) + ctx.mfaChallengeExpirySeconds
  return { id, type: factor.factor_type, expires_at: expiresAt }
}

export type VerifyParams = { challenge_id: string; code?: string }

/**
 * `POST /factors/{id}/verify`. A valid code verifies the factor (on first use) and raises the
 * caller's session to aal2: the `totp` method joins its AMR, its refresh token rotates, and the
 * user's other sessions still at aal1 end. The answer is a token response for the raised session.
 */
export async function verifyFactor(
  ctx: AuthContext,
  user: User,
  session: SessionRow,
  factor: FactorRow,
  params: VerifyParams,
  ip: string,
): Promise<TokenResponse> {
  if (!params.code) throw badRequest('validation_failed', 'Code needs to be non-empty')
  if (factor.factor_type !== 'totp') throw verifyDisabled(factor)
  const now = ctx.now()
  const keys = [`address:${ip}`, `account:${user.id}`]
  ctx.attempts.check(keys, now)

  // An expired challenge is deleted before the refusal, so that deletion has to commit.
  const outcome = await ctx.sql.begin(async (tx): Promise<TokenResponse | AuthError> => {
    const [challenge] = await tx<ChallengeRow[]>`
      select id, created_at, verified_at, ip_address = ${ip}::inet as same_ip
      from auth.mfa_challenges where id = ${params.challenge_id} and factor_id = ${factor.id}`
    if (!challenge) {
      return unprocessable(
        'mfa_factor_not_found',
        'MFA factor with the provided challenge ID not found',
      )
    }
    if (challenge.verified_at || !challenge.same_ip) {
      return unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.')
    }
    const expiresAt = challenge.created_at.getTime() + ctx.mfaChallengeExpirySeconds * 1000
    if (now.getTime() > expiresAt) {
      await tx`delete from auth.mfa_challenges where id = ${challenge.id}`
      return unprocessable(
        'mfa_challenge_expired',
        `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
      )
    }
    if (!isValidTotpCode(factor.secret ?? '', params.code ?? '', now)) {
      return unprocessable('mfa_verification_failed', 'Invalid TOTP code entered')
    }

    await tx`update auth.mfa_challenges set verified_at = ${now} where id = ${challenge.id}`
    if (factor.status !== 'verified') {
      await tx`
        update auth.mfa_factors set status = 'verified', updated_at = ${now} where id = ${factor.id}`
    }
    await addAmrClaim(tx, now, session.id, 'totp')
    const active = await findActiveRefreshToken(tx, session.id)
    if (!active) return badRequest('session_not_found', 'Session has no active refresh token')
    const refreshToken = await swapRefreshToken(tx, now, { ...active, session_id: session.id })
    await upgradeSessionToAal2(tx, now, session.id, factor.id)
    await endSessionsBelowAal2(tx, user.id)
    await tx`
      delete from auth.mfa_factors
      where user_id = ${user.id} and status = 'unverified' and factor_type = ${factor.factor_type}`
    const verifiedUser = (await findUserById(tx, user.id)) as User
    return tokenResponse(ctx, tx, verifiedUser, session.id, refreshToken.token)
  })
  if (outcome instanceof Error) {
    if (outcome instanceof AuthError && outcome.code === 'mfa_verification_failed') {
      ctx.attempts.failed(keys, now)
    }
    throw outcome
  }
  return outcome
}
