import { decodeJwt } from 'jose'
import { type User, type UserJson, userJson } from './accounts.ts'
import type { AuthContext, Db } from './context.ts'
import { sessionAssurance } from './sessions.ts'

/** The body of every successful grant (GoTrue's AccessTokenResponse). */
export type TokenResponse = {
  access_token: string
  token_type: 'bearer'
  expires_in: number
  expires_at: number
  refresh_token: string
  user: UserJson
}

/**
 * Signs an access token with Supabase's claims for the user's session. `iss`, `iat` and `exp` are
 * set by the signing key; `aal` and `amr` come from the session's authentication methods.
 */
export async function issueAccessToken(
  ctx: AuthContext,
  db: Db,
  user: User,
  sessionId: string,
): Promise<{ token: string; expiresAt: number }> {
  const { aal, amr } = await sessionAssurance(db, sessionId)
  const token = await ctx.signing.sign(
    {
      sub: user.id,
      aud: user.aud ?? '',
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role ?? '',
      aal,
      amr,
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    },
    ctx.accessTokenTtlSeconds,
  )
  const { exp } = decodeJwt(token)
  return { token, expiresAt: exp ?? 0 }
}

export async function tokenResponse(
  ctx: AuthContext,
  db: Db,
  user: User,
  sessionId: string,
  refreshToken: string,
): Promise<TokenResponse> {
  const { token, expiresAt } = await issueAccessToken(ctx, db, user, sessionId)
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ctx.accessTokenTtlSeconds,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  }
}
