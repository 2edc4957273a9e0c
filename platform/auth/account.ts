import { randomUUID } from 'node:crypto'
import bcrypt from 'bcryptjs'
import { accountEmail } from './account-emails.ts'
import { findUserByEmail, findUserById, type User, type UserJson, userJson } from './accounts.ts'
import { BCRYPT_COST, checkPasswordStrength } from './admin-users.ts'
import type { AuthContext, Db } from './context.ts'
import { validateEmail } from './email-otp.ts'
import { sendEmailTokens } from './email-tokens.ts'
import { badRequest, unprocessable } from './errors.ts'
import { flowTypeOf, validatePkceParams } from './flow-state.ts'
import { createEmailUser } from './users.ts'

// Account care as GoTrue answers it: `POST /recover` (recovery.go), `POST /resend` (resend.go),
// `POST /signup` (signup.go, with this project's settings: sign-up on, confirmation by email) and
// `GET /reauthenticate` (reauthenticate.go). None of them says whether an address has an account.

export type Pkce = { code_challenge?: string | null; code_challenge_method?: string | null }

const pkceOf = (params: Pkce) => ({
  codeChallenge: params.code_challenge ?? null,
  codeChallengeMethod: params.code_challenge_method ?? null,
})

/** `POST /recover`: a reset link and code to an account's address; nothing for an unknown one. */
export async function recoverPassword(
  ctx: AuthContext,
  params: Pkce & { email?: string | null },
  redirectTo: string,
): Promise<void> {
  if (!params.email) {
    throw badRequest('validation_failed', 'Password recovery requires an email')
  }
  const email = validateEmail(params.email)
  validatePkceParams(params.code_challenge_method, params.code_challenge)
  const user = await findUserByEmail(ctx.sql, email)
  if (!user) return
  await sendEmailTokens(ctx, {
    user,
    sentAtColumn: 'recovery_sent_at',
    tokens: [accountEmail(ctx, 'recovery', email, redirectTo)],
    flowType: flowTypeOf(params.code_challenge),
    flowState: { providerType: 'recovery', authenticationMethod: 'recovery', ...pkceOf(params) },
    redirectTo,
    failure: 'Error sending recovery email',
  })
}

/** The confirmation email of an unconfirmed account (sign-up, or its resend). */
function sendConfirmation(
  ctx: AuthContext,
  user: { id: string } | { create(tx: Db): Promise<string> },
  email: string,
  params: Pkce,
  redirectTo: string,
) {
  return sendEmailTokens(ctx, {
    user,
    sentAtColumn: 'confirmation_sent_at',
    tokens: [accountEmail(ctx, 'confirm_signup', email, redirectTo)],
    flowType: flowTypeOf(params.code_challenge),
    flowState: { providerType: 'email', authenticationMethod: 'email/signup', ...pkceOf(params) },
    redirectTo,
    failure: 'Error sending confirmation email',
  })
}

export type ResendParams = Pkce & {
  type?: string | null
  email?: string | null
  phone?: string | null
}

/** `POST /resend`: the sign-up confirmation or the email change's emails again. */
export async function resend(ctx: AuthContext, params: ResendParams, redirectTo: string) {
  const type = params.type ?? ''
  if (type === 'signup' || type === 'email_change') {
    validatePkceParams(params.code_challenge_method, params.code_challenge)
  } else if (type !== 'sms' && type !== 'phone_change') {
    throw badRequest(
      'validation_failed',
      'Missing one of these types: signup, email_change, sms, phone_change',
    )
  }
  if (!params.email && type === 'signup') {
    throw badRequest('validation_failed', 'Type provided requires an email address')
  }
  if (!params.phone && type === 'sms') {
    throw badRequest('validation_failed', 'Type provided requires a phone number')
  }
  if (params.email && params.phone) {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided.',
    )
  }
  if (params.phone) throw badRequest('phone_provider_disabled', 'Phone logins are disabled')
  if (!params.email) throw badRequest('validation_failed', 'Missing email address or phone number')
  const email = validateEmail(params.email)
  const user = await findUserByEmail(ctx.sql, email)
  if (!user) return
  if (type === 'signup') {
    if (user.email_confirmed_at) return
    await sendConfirmation(ctx, user, email, params, redirectTo)
    return
  }
  if (type === 'email_change' && user.email_change) {
    await sendEmailChange(ctx, user, user.email_change, params, redirectTo)
  }
}

/** Both emails of an email change: one to the current address, one to the new. */
export function sendEmailChange(
  ctx: AuthContext,
  user: User,
  newEmail: string,
  params: Pkce,
  redirectTo: string,
) {
  const current = user.email ?? ''
  const addresses = { email: newEmail, newEmail }
  return sendEmailTokens(ctx, {
    user,
    sentAtColumn: 'email_change_sent_at',
    tokens: [
      accountEmail(ctx, 'email_change_current', current, redirectTo, addresses),
      accountEmail(ctx, 'email_change_new', newEmail, redirectTo, addresses),
    ],
    flowType: flowTypeOf(params.code_challenge),
    flowState: {
      providerType: 'email_change',
      authenticationMethod: 'email_change',
      ...pkceOf(params),
    },
    redirectTo,
    alsoUpdate: async (tx, userId) => {
      await tx`
        update auth.users set email_change = ${newEmail}, email_change_confirm_status = 0
        where id = ${userId}`
    },
    failure: 'Error sending email change email',
  })
}

export type SignupParams = Pkce & {
  email?: string | null
  phone?: string | null
  password?: string | null
  data?: Record<string, unknown> | null
}

/**
 * `POST /signup` with this project's settings (email sign-up on, confirmations on): a new account
 * gets a confirmation email and no session. An address that already has a confirmed account gets
 * an answer of the same shape with a made-up id, and no email, so sign-up tells nobody who has an
 * account (GoTrue's sanitizeUser).
 */
export async function signUp(
  ctx: AuthContext,
  params: SignupParams,
  redirectTo: string,
): Promise<UserJson | ReturnType<typeof obfuscatedUser>> {
  const password = params.password ?? ''
  if (!password) throw badRequest('validation_failed', 'Signup requires a valid password')
  checkPasswordStrength(password)
  if (params.email && params.phone) {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on signup.',
    )
  }
  validatePkceParams(params.code_challenge_method, params.code_challenge)
  if (params.phone) throw badRequest('phone_provider_disabled', 'Phone signups are disabled')
  if (!params.email) {
    throw badRequest('validation_failed', 'Sign up only available with email provider')
  }
  const email = validateEmail(params.email)
  const data = params.data ?? {}
  const existing = await findUserByEmail(ctx.sql, email)
  if (existing?.email_confirmed_at) return obfuscatedUser(ctx, email, data)
  let userId = existing?.id ?? null
  const hash = await bcrypt.hash(password, BCRYPT_COST)
  await sendConfirmation(
    ctx,
    existing
      ? existing
      : {
          create: async (tx) => {
            userId = await createEmailUser(tx, ctx.now(), email, hash, data)
            return userId
          },
        },
    email,
    params,
    redirectTo,
  )
  const user = userId ? await findUserById(ctx.sql, userId) : null
  if (!user) throw unprocessable('user_not_found', 'User not found')
  return userJson(user)
}

function obfuscatedUser(ctx: AuthContext, email: string, data: Record<string, unknown>) {
  const now = ctx.now().toISOString()
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  }
}

/** `GET /reauthenticate`: a code (no link) to the account's confirmed address. */
export async function reauthenticate(ctx: AuthContext, user: User): Promise<void> {
  const email = user.email ?? ''
  if (!email) {
    throw badRequest(
      'validation_failed',
      'Reauthentication requires the user to have an email or a phone number',
    )
  }
  if (!user.email_confirmed_at) {
    throw unprocessable('email_not_confirmed', 'Please verify your email first.')
  }
  await sendEmailTokens(ctx, {
    user,
    sentAtColumn: 'reauthentication_sent_at',
    tokens: [accountEmail(ctx, 'reauthentication', email, ctx.siteUrl)],
    flowType: 'implicit',
    redirectTo: ctx.siteUrl,
    failure: 'Error sending reauthentication email',
  })
}
