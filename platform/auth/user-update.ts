import bcrypt from 'bcryptjs'
import { type Pkce, sendEmailChange } from './account.ts'
import { findUserByEmail, findUserById, type User } from './accounts.ts'
import { BCRYPT_COST, checkPasswordStrength } from './admin-users.ts'
import type { AuthContext, Db } from './context.ts'
import { validateEmail } from './email-otp.ts'
import { AuthError, badRequest, forbidden, unprocessable } from './errors.ts'
import { clearOneTimeTokens, otpTokenHash } from './one-time-tokens.ts'
import type { SessionRow } from './sessions.ts'

// `PUT /user` (GoTrue's UserUpdate, user.go) with this project's settings: a new password, new
// metadata, or a new email address confirmed from both addresses (secure email change). With a
// verified factor, a password or email change needs an aal2 session. A session older than a day
// must show the code `GET /reauthenticate` sent (secure_password_change). A new password ends
// the user's other sessions and every code still out, as GoTrue's does.

export type UserUpdateParams = Pkce & {
  email?: string | null
  phone?: string | null
  password?: string | null
  nonce?: string | null
  data?: Record<string, unknown> | null
  app_metadata?: Record<string, unknown> | null
}

/** GoTrue's UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION window: a session's first day. */
const FRESH_SESSION_MS = 24 * 60 * 60 * 1000

const INVALID_NONCE = 'Nonce has expired or is invalid'

function checkNonce(ctx: AuthContext, user: User, nonce: string) {
  const sentAt = user.reauthentication_sent_at
  const stored = user.reauthentication_token
  const fresh = sentAt && ctx.now().getTime() <= sentAt.getTime() + ctx.otpExpirySeconds * 1000
  if (!stored || !fresh || stored !== otpTokenHash(user.email ?? '', nonce)) {
    throw unprocessable('reauthentication_not_valid', INVALID_NONCE)
  }
}

const hasVerifiedFactor = (user: User) => user.factors.some((f) => f.status === 'verified')

async function setPassword(
  ctx: AuthContext,
  tx: Db,
  user: User,
  hash: string,
  session: SessionRow | null,
) {
  const now = ctx.now()
  await tx`
    update auth.users
    set encrypted_password = ${hash}, updated_at = ${now},
      confirmation_token = '', confirmation_sent_at = null,
      recovery_token = '', recovery_sent_at = null,
      email_change_token_current = '', email_change_token_new = '', email_change_sent_at = null,
      reauthentication_token = '', reauthentication_sent_at = null
    where id = ${user.id}`
  await clearOneTimeTokens(tx, user.id)
  if (session)
    await tx`delete from auth.sessions where user_id = ${user.id} and id <> ${session.id}`
  else await tx`delete from auth.sessions where user_id = ${user.id}`
}

export async function updateUser(
  ctx: AuthContext,
  user: User,
  session: SessionRow | null,
  params: UserUpdateParams,
  redirectTo: string,
): Promise<User> {
  const email = params.email ? validateEmail(params.email) : ''
  if (params.phone) throw badRequest('phone_provider_disabled', 'Unsupported phone provider')
  const password = params.password ?? null
  if (password !== null) checkPasswordStrength(password)
  if (params.app_metadata) {
    throw forbidden('not_admin', 'Updating app_metadata requires admin privileges')
  }
  const changesEmail = email !== '' && email !== user.email
  if (hasVerifiedFactor(user) && session?.aal !== 'aal2' && (password || changesEmail)) {
    throw new AuthError(
      401,
      'insufficient_aal',
      'AAL2 session is required to update email or password when MFA is enabled.',
    )
  }
  if (changesEmail) {
    const taken = await findUserByEmail(ctx.sql, email)
    if (taken && taken.id !== user.id) {
      throw unprocessable(
        'email_exists',
        'A user with this email address has already been registered',
      )
    }
  }

  let hash: string | null = null
  if (password !== null) {
    const now = ctx.now().getTime()
    if (!session || now > session.created_at.getTime() + FRESH_SESSION_MS) {
      if (!params.nonce) {
        throw badRequest('reauthentication_needed', 'Password update requires reauthentication')
      }
      checkNonce(ctx, user, params.nonce)
    }
    if (
      password &&
      user.encrypted_password &&
      (await bcrypt.compare(password, user.encrypted_password))
    ) {
      throw unprocessable(
        'same_password',
        'New password should be different from the old password.',
      )
    }
    hash = await bcrypt.hash(password, BCRYPT_COST)
  }

  await ctx.sql.begin(async (tx) => {
    if (hash !== null) await setPassword(ctx, tx, user, hash, session)
    if (params.data) {
      // GoTrue's UpdateUserMetaData: keys merge, and a null removes its key.
      const merged = { ...(user.raw_user_meta_data ?? {}), ...params.data }
      for (const [key, value] of Object.entries(params.data)) if (value === null) delete merged[key]
      await tx`
        update auth.users set raw_user_meta_data = ${tx.json(merged as never)}, updated_at = ${ctx.now()}
        where id = ${user.id}`
    }
  })
  if (changesEmail) await sendEmailChange(ctx, user, email, params, redirectTo)
  return (await findUserById(ctx.sql, user.id)) as User
}
