import { findUserByEmail } from './accounts.ts'
import type { AuthContext } from './context.ts'
import { sendEmailTokens } from './email-tokens.ts'
import { badRequest, unprocessable } from './errors.ts'
import { flowTypeOf, validatePkceParams } from './flow-state.ts'
import { renderSignInEmail, signInLocale } from './mail/sign-in-email.ts'
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
} as const

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
  await sendEmailTokens(ctx, {
    user: existing
      ? { id: existing.id }
      : { create: (tx) => createUnconfirmedEmailUser(tx, ctx.now(), email, request.data) },
    sentAtColumn: spec.sentAtColumn,
    tokens: [
      {
        to: email,
        tokenColumn: spec.tokenColumn,
        tokenType: spec.tokenType,
        linkType: purpose,
        render: ({ link, code, metadata }) =>
          renderSignInEmail(signInLocale(request.redirectTo, metadata), {
            brandName: mailer.brandName,
            link: link ?? '',
            code,
            expiresInMinutes: Math.round(ctx.otpExpirySeconds / 60),
          }),
      },
    ],
    flowType: flowTypeOf(request.codeChallenge),
    flowState: {
      providerType: spec.providerType,
      authenticationMethod: spec.authenticationMethod,
      codeChallenge: request.codeChallenge,
      codeChallengeMethod: request.codeChallengeMethod,
    },
    redirectTo: request.redirectTo,
    failure: spec.failure,
  })
}
