import { findUserByEmail, type User } from './accounts.ts'
import type { AuthContext } from './context.ts'
import { AuthError, badRequest, unprocessable } from './errors.ts'
import { createFlowState, flowTypeOf, validatePkceParams, withFlowPrefix } from './flow-state.ts'
import { renderSignInEmail, signInLocale } from './mail/sign-in-email.ts'
import {
  deleteOneTimeToken,
  generateOtp,
  newLinkToken,
  type OneTimeTokenType,
  otpTokenHash,
  saveOneTimeToken,
} from './one-time-tokens.ts'
import { createUnconfirmedEmailUser } from './users.ts'

export type EmailOtpRequest = {
  email: string
  createUser: boolean
  data: Record<string, unknown>
  codeChallenge: string | null
  codeChallengeMethod: string | null
  /** Where the link leads after /verify, already checked against the site URL (redirects.ts). */
  redirectTo: string
}

// What an email OTP is for a user: a confirmed account gets a magic link (GoTrue keeps it in the
// recovery columns), an unknown or unconfirmed one a sign-up confirmation. Both emails carry a
// link and the code, and either signs in.
const PURPOSES = {
  magiclink: {
    tokenColumn: 'recovery_token',
    sentAtColumn: 'recovery_sent_at',
    tokenType: 'recovery_token',
    authenticationMethod: 'magiclink',
    providerType: 'magiclink',
    failure: 'Error sending magic link email',
  },
  signup: {
    tokenColumn: 'confirmation_token',
    sentAtColumn: 'confirmation_sent_at',
    tokenType: 'confirmation_token',
    authenticationMethod: 'email/signup',
    providerType: 'email',
    failure: 'Error sending confirmation email',
  },
} as const satisfies Record<string, { tokenType: OneTimeTokenType } & Record<string, string>>

type Purpose = keyof typeof PURPOSES

// checkmail's format check, which GoTrue runs on every address.
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

/** GoTrue's validateEmail: present, at most 255 characters, well formed; lower-cased. */
export function validateEmail(email: string): string {
  if (!email) throw badRequest('validation_failed', 'An email address is required')
  if (email.length > 255) throw badRequest('validation_failed', 'An email address is too long')
  if (!EMAIL_FORMAT.test(email)) {
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format')
  }
  return email.toLowerCase()
}

function frequencyRefusal(sentAt: Date, now: Date, frequencySeconds: number) {
  const left = Math.trunc((sentAt.getTime() + frequencySeconds * 1000 - now.getTime()) / 1000)
  return new AuthError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${left} seconds.`,
  )
}

/**
 * `POST /otp` with an email (GoTrue's Otp → MagicLink, or Signup for a new address). The code's
 * hash, its time and the PKCE flow state commit before the email is sent, so no transaction waits
 * on the provider; if sending fails, they are taken back and the request fails as GoTrue's does.
 */
export async function requestEmailOtp(ctx: AuthContext, request: EmailOtpRequest): Promise<void> {
  validatePkceParams(request.codeChallengeMethod, request.codeChallenge)
  const email = validateEmail(request.email)
  const existing = await findUserByEmail(ctx.sql, email)
  if (!existing && !request.createUser) {
    throw unprocessable('otp_disabled', 'Signups not allowed for otp')
  }
  if (!ctx.mailer) throw unprocessable('email_provider_disabled', 'Email logins are disabled')
  const mailer = ctx.mailer

  const purpose: Purpose = existing?.email_confirmed_at ? 'magiclink' : 'signup'
  const spec = PURPOSES[purpose]
  const flowType = flowTypeOf(request.codeChallenge)
  const otp = generateOtp()
  const tokenHash = withFlowPrefix(otpTokenHash(email, otp), flowType)
  const linkToken = newLinkToken(withFlowPrefix('', flowType))
  const now = ctx.now()

  const reserved = await ctx.sql.begin(async (tx) => {
    const userId = existing?.id ?? (await createUnconfirmedEmailUser(tx, now, email, request.data))
    // The row lock makes the once-a-minute rule hold for concurrent requests too.
    const [row] = await tx<
      (Pick<User, 'raw_user_meta_data'> & { token: string | null; sent_at: Date | null })[]
    >`
      select raw_user_meta_data, ${tx(spec.tokenColumn)} as token, ${tx(spec.sentAtColumn)} as sent_at
      from auth.users where id = ${userId} for update`
    if (
      row?.sent_at &&
      row.sent_at.getTime() + ctx.emailMaxFrequencySeconds * 1000 > now.getTime()
    ) {
      throw frequencyRefusal(row.sent_at, now, ctx.emailMaxFrequencySeconds)
    }
    if (!ctx.emailsSent.allow(now)) {
      throw new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded')
    }
    if (flowType === 'pkce') {
      await createFlowState(tx, now, {
        providerType: spec.providerType,
        authenticationMethod: spec.authenticationMethod,
        codeChallenge: request.codeChallenge,
        codeChallengeMethod: request.codeChallengeMethod,
        userId,
      })
    }
    await tx`
      update auth.users
      set ${tx(spec.tokenColumn)} = ${tokenHash}, ${tx(spec.sentAtColumn)} = ${now}
      where id = ${userId}`
    await saveOneTimeToken(tx, userId, spec.tokenType, linkToken, email)
    return {
      userId,
      created: !existing,
      previous: { token: row?.token ?? null, sentAt: row?.sent_at ?? null },
      metadata: row?.raw_user_meta_data ?? {},
    }
  })

  const link = new URL(`${ctx.signing.issuer}/verify`)
  link.searchParams.set('token', linkToken)
  link.searchParams.set('type', purpose)
  link.searchParams.set('redirect_to', request.redirectTo)
  const message = renderSignInEmail(signInLocale(request.redirectTo, reserved.metadata), {
    brandName: mailer.brandName,
    link: link.toString(),
    code: otp,
    expiresInMinutes: Math.round(ctx.otpExpirySeconds / 60),
  })
  try {
    await mailer.send({ to: email, ...message })
  } catch (error) {
    await ctx.sql.begin(async (tx) => {
      if (reserved.created) {
        await tx`delete from auth.users where id = ${reserved.userId}`
        return
      }
      await tx`
        update auth.users
        set ${tx(spec.tokenColumn)} = ${reserved.previous.token},
          ${tx(spec.sentAtColumn)} = ${reserved.previous.sentAt}
        where id = ${reserved.userId}`
      await deleteOneTimeToken(tx, reserved.userId, linkToken)
      await tx`delete from auth.flow_state where user_id = ${reserved.userId} and created_at = ${now}`
    })
    console.error('[auth] could not send the sign-in email', error)
    throw new AuthError(500, 'unexpected_failure', spec.failure)
  }
}
