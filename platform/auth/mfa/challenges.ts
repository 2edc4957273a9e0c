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
import { AMR_METHOD_BY_FACTOR_TYPE, type FactorRow, listFactors } from './factors.ts'
import { challengePhoneFactor, phoneCodeMatches } from './phone.ts'
import { isValidTotpCode } from './totp.ts'
import {
  challengeWebAuthnFactor,
  checkWebAuthnProof,
  validateWebAuthnProof,
  type WebAuthnProof,
  type WebAuthnSession,
} from './webauthn.ts'

type ChallengeRow = {
  id: string
  created_at: Date
  verified_at: Date | null
  same_ip: boolean
  otp_code: string | null
  web_authn_session_data: WebAuthnSession | null
}

export type ChallengeParams = { channel?: string | null }

/** `POST /factors/{id}/challenge`: a challenge bound to the caller's IP address. */
export async function challengeFactor(
  ctx: AuthContext,
  user: User,
  factor: FactorRow,
  params: ChallengeParams,
  ip: string,
) {
  if (factor.factor_type === 'phone') {
    if (!ctx.mfa.phone) {
      throw unprocessable('mfa_phone_verify_not_enabled', 'MFA verification is disabled for Phone')
    }
    return challengePhoneFactor(ctx, ctx.mfa.phone, factor, params.channel ?? '', ip)
  }
  return ctx.sql.begin(async (tx) => {
    if (factor.factor_type === 'webauthn') {
      const factors = await listFactors(tx, user.id)
      return challengeWebAuthnFactor(ctx, tx, ctx.mfa.webauthn, user, factors, factor, ip)
    }
    const now = ctx.now()
    const id = randomUUID()
    await tx`
      insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
      values (${id}, ${factor.id}, ${now}, ${ip})`
    await tx`update auth.mfa_factors set last_challenged_at = ${now} where id = ${factor.id}`
    const expiresAt = Math.floor(now.getTime() / 1000) + ctx.mfaChallengeExpirySeconds
    return { id, type: factor.factor_type, expires_at: expiresAt }
  })
}

export type VerifyParams = { challenge_id: string; code?: string; webauthn?: WebAuthnProof | null }

/** GoTrue's validateChallenge: the factor's own challenge, from the same address, still fresh. */
async function loadChallenge(
  ctx: AuthContext,
  tx: Db,
  factor: FactorRow,
  challengeId: string,
  ip: string,
): Promise<ChallengeRow | AuthError> {
  const [challenge] = await tx<ChallengeRow[]>`
    select id, created_at, verified_at, ip_address = ${ip}::inet as same_ip, otp_code,
      web_authn_session_data
    from auth.mfa_challenges where id = ${challengeId} and factor_id = ${factor.id}
    for update`
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
  if (ctx.now().getTime() > expiresAt) {
    await tx`delete from auth.mfa_challenges where id = ${challenge.id}`
    return unprocessable(
      'mfa_challenge_expired',
      `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
    )
  }
  return challenge
}

/** Whether the answer proves the factor; a WebAuthn answer also updates its credential. */
async function checkProof(
  ctx: AuthContext,
  tx: Db,
  factor: FactorRow,
  challenge: ChallengeRow,
  params: VerifyParams,
): Promise<AuthError | null> {
  const now = ctx.now()
  if (factor.factor_type === 'totp') {
    return isValidTotpCode(factor.secret ?? '', params.code ?? '', now)
      ? null
      : unprocessable('mfa_verification_failed', 'Invalid TOTP code entered')
  }
  if (factor.factor_type === 'phone') {
    return phoneCodeMatches(challenge, params.code ?? '')
      ? null
      : unprocessable('mfa_verification_failed', 'Invalid MFA Phone code entered')
  }
  // A WebAuthn challenge is spent by its first answer, right or wrong (the refusal commits).
  await tx`delete from auth.mfa_challenges where id = ${challenge.id}`
  const session = challenge.web_authn_session_data
  if (!session)
    return unprocessable(
      'mfa_factor_not_found',
      'MFA factor with the provided challenge ID not found',
    )
  const checked = await checkWebAuthnProof(
    ctx.mfa.webauthn,
    factor,
    session,
    validateWebAuthnProof(params.webauthn),
  )
  if (checked instanceof AuthError) return checked
  await tx`
    update auth.mfa_factors
    set web_authn_credential = ${tx.json(checked.credential)},
      web_authn_aaguid = coalesce(${checked.aaguid}::uuid, web_authn_aaguid),
      last_webauthn_challenge_data = ${tx.json({ challenge_id: challenge.id, type: session.type, verified_at: now.toISOString() })},
      updated_at = ${now}
    where id = ${factor.id}`
  return null
}

/** GoTrue's refusals of a body that names no answer, before any challenge is looked at. */
function validateAnswer(ctx: AuthContext, factor: FactorRow, params: VerifyParams) {
  if (!params.code && factor.factor_type !== 'webauthn') {
    throw badRequest('validation_failed', 'Code needs to be non-empty')
  }
  if (factor.factor_type === 'phone' && !ctx.mfa.phone) {
    throw unprocessable('mfa_phone_verify_not_enabled', 'MFA verification is disabled for Phone')
  }
  if (factor.factor_type === 'webauthn') validateWebAuthnProof(params.webauthn)
}

/**
 * `POST /factors/{id}/verify`. A valid answer verifies the factor (on first use) and raises the
 * caller's session to aal2: the factor's method joins its AMR, its refresh token rotates, and
 * the user's other sessions still at aal1 end. The answer is a token response for the raised
 * session. Wrong answers count against the caller and the account, as wrong passwords do.
 */
export async function verifyFactor(
  ctx: AuthContext,
  user: User,
  session: SessionRow,
  factor: FactorRow,
  params: VerifyParams,
  ip: string,
): Promise<TokenResponse> {
  validateAnswer(ctx, factor, params)
  const now = ctx.now()
  const keys = [`address:${ip}`, `account:${user.id}`]
  ctx.attempts.check(keys, now)

  // Refusals that change state (an expired challenge deleted, a WebAuthn challenge spent) must
  // commit, so the transaction returns them and they are thrown after it.
  const outcome = await ctx.sql.begin(async (tx): Promise<TokenResponse | AuthError> => {
    const challenge = await loadChallenge(ctx, tx, factor, params.challenge_id, ip)
    if (challenge instanceof AuthError) return challenge
    const refusal = await checkProof(ctx, tx, factor, challenge, params)
    if (refusal) return refusal

    await tx`update auth.mfa_challenges set verified_at = ${now} where id = ${challenge.id}`
    if (factor.status !== 'verified') {
      await tx`
        update auth.mfa_factors set status = 'verified', updated_at = ${now} where id = ${factor.id}`
    }
    await addAmrClaim(tx, now, session.id, AMR_METHOD_BY_FACTOR_TYPE[factor.factor_type])
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
