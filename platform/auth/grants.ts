import bcrypt from 'bcryptjs'
import { type TokenResponse, tokenResponse } from './access-tokens.ts'
import { findUserByEmail, findUserById, isBanned, type User } from './accounts.ts'
import type { AuthContext, Db, RequestOrigin } from './context.ts'
import { type AuthError, badRequest, notFound, OAuthError, unprocessable } from './errors.ts'
import { consumeFlowState, lockFlowStateForExchange } from './flow-state.ts'
import {
  findActiveRefreshToken,
  findRefreshTokenForUpdate,
  grantRefreshToken,
  swapRefreshToken,
} from './refresh-tokens.ts'
import { addAmrClaim, createSession, findSession, logout, touchSessionRefresh } from './sessions.ts'

const INVALID_LOGIN = 'Invalid login credentials'

/** A hash no password matches, at GoTrue's cost (users.ts), for emails with no account. */
const DUMMY_HASH = bcrypt.hashSync(crypto.randomUUID(), 10)

export type PasswordGrantParams = { email?: string; phone?: string; password?: string }

/** `POST /token?grant_type=password`: a new aal1 session authenticated by `password`. */
export async function passwordGrant(
  ctx: AuthContext,
  params: PasswordGrantParams,
  origin: RequestOrigin,
): Promise<TokenResponse> {
  const email = params.email ?? ''
  const phone = params.phone ?? ''
  if (email && phone) {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on login.',
    )
  }
  if (phone) throw unprocessable('phone_provider_disabled', 'Phone logins are disabled')
  if (!email) throw badRequest('validation_failed', 'missing email or phone')

  const now = ctx.now()
  const keys = [`address:${origin.ip}`, `account:${email.trim().toLowerCase()}`]
  ctx.attempts.check(keys, now)
  const user = await findUserByEmail(ctx.sql, email)
  // Unknown user, no password and wrong password are indistinguishable, as in GoTrue, and take
  // the same time: an unknown email is checked against a hash of the same cost.
  const matches = await bcrypt.compare(
    params.password ?? '',
    user?.encrypted_password || DUMMY_HASH,
  )
  if (!user?.encrypted_password || !matches) {
    ctx.attempts.failed(keys, now)
    throw badRequest('invalid_credentials', INVALID_LOGIN)
  }
  if (isBanned(user, now)) throw badRequest('user_banned', 'User is banned')
  if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed')

  return ctx.sql.begin((tx) => startSession(ctx, tx, user.id, 'password', origin))
}

/**
 * A new aal1 session for a user who has just proved who they are, by `method` (GoTrue's
 * IssueRefreshToken): the `amr` claim names it ('password', 'otp', 'magiclink', …).
 */
export async function startSession(
  ctx: AuthContext,
  tx: Db,
  userId: string,
  method: string,
  origin: RequestOrigin,
): Promise<TokenResponse> {
  const now = ctx.now()
  await tx`update auth.users set last_sign_in_at = ${now}, updated_at = ${now} where id = ${userId}`
  const session = await createSession(tx, now, userId, origin)
  const refreshToken = await grantRefreshToken(tx, now, userId, session.id)
  await addAmrClaim(tx, now, session.id, method)
  const signedIn = (await findUserById(tx, userId)) as User
  return tokenResponse(ctx, tx, signedIn, session.id, refreshToken.token)
}

export type PkceGrantParams = { auth_code?: string; code_verifier?: string }

/**
 * `POST /token?grant_type=pkce`: the auth code from a PKCE flow's way back (an email link, an
 * OAuth callback) and the verifier only the client that started the flow holds. The flow state
 * is deleted with the session's creation, so a code signs in once.
 */
export async function pkceGrant(
  ctx: AuthContext,
  params: PkceGrantParams,
  origin: RequestOrigin,
): Promise<TokenResponse> {
  const authCode = params.auth_code ?? ''
  const codeVerifier = params.code_verifier ?? ''
  if (!authCode || !codeVerifier) {
    throw badRequest(
      'validation_failed',
      'invalid request: both auth code and code verifier should be non-empty',
    )
  }
  return ctx.sql.begin(async (tx) => {
    const flow = await lockFlowStateForExchange(
      tx,
      ctx.now(),
      authCode,
      codeVerifier,
      ctx.flowStateExpirySeconds,
    )
    const user = await findUserById(tx, flow.user_id)
    if (!user) throw notFound('user_not_found', 'User not found')
    if (isBanned(user, ctx.now())) throw badRequest('user_banned', 'User is banned')
    const tokens = await startSession(ctx, tx, user.id, flow.authentication_method, origin)
    await consumeFlowState(tx, flow.id)
    return tokens
  })
}

/**
 * `POST /token?grant_type=refresh_token`. Tokens are single-use: each refresh revokes the token
 * and issues its child. A revoked token is still honoured in GoTrue's two allowed cases: it is
 * the parent of the session's active token (the client lost the last response; the active token
 * is returned again), or it was revoked less than the reuse interval ago (concurrent refreshes).
 * Any other reuse ends the session, and is refused.
 */
export async function refreshTokenGrant(
  ctx: AuthContext,
  refreshToken: string | undefined,
  origin: RequestOrigin,
): Promise<TokenResponse> {
  if (!refreshToken) throw new OAuthError('invalid_request', 'refresh_token required')
  const now = ctx.now()

  // Refusals that change state (revoking a token family) must commit, so the transaction
  // returns them and they are thrown after it.
  const outcome = await ctx.sql.begin(async (tx): Promise<TokenResponse | AuthError> => {
    const token = await findRefreshTokenForUpdate(tx, refreshToken)
    if (!token) {
      return badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
    }
    const user = await findUserById(tx, token.user_id)
    if (!user) {
      return badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
    }
    if (isBanned(user, now)) return badRequest('user_banned', 'Invalid Refresh Token: User Banned')
    const session = token.session_id ? await findSession(tx, token.session_id) : null
    if (!session) {
      await tx`delete from auth.refresh_tokens where id = ${token.id}`
      return badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found')
    }
    if (session.not_after && now > session.not_after) {
      return badRequest('session_expired', 'Invalid Refresh Token: Session Expired')
    }

    let issued: string | null = null
    if (token.revoked) {
      const active = await findActiveRefreshToken(tx, session.id)
      if (active && active.parent === token.token) {
        issued = active.token
      } else {
        const reuseUntil = token.updated_at.getTime() + ctx.refreshTokenReuseIntervalSeconds * 1000
        if (now.getTime() > reuseUntil) {
          // Reuse means the token leaked: the session ends with all its tokens, as GoTrue's
          // (LogoutSession), so no token of the family can refresh again. Revoking the tokens
          // alone stamped them revoked *now*, which opened a new reuse window for each.
          await logout(tx, 'local', user.id, session)
          return badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used')
        }
      }
    }
    issued ??= (await swapRefreshToken(tx, now, { ...token, session_id: session.id })).token
    await touchSessionRefresh(tx, now, session.id, origin)
    return tokenResponse(ctx, tx, user, session.id, issued)
  })
  if (outcome instanceof Error) throw outcome
  return outcome
}
