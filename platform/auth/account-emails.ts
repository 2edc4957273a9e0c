import type { AuthContext } from './context.ts'
import type { EmailToken } from './email-tokens.ts'
import { renderAccountEmail } from './mail/account-email.ts'
import type { AccountEmailKind } from './mail/account-texts.ts'
import { signInLocale } from './mail/sign-in-email.ts'

// The emails of the owner's account (recovery.go, signup.go, reauthenticate.go, user.go's email
// change), each as one token of sendEmailTokens, in the reader's language: the `lng` of the page
// that asked (its redirect), else the account's `locale`, else Spanish.

type Column = Pick<EmailToken, 'tokenColumn' | 'tokenType' | 'linkType'>

const COLUMNS: Record<AccountEmailKind, Column> = {
  recovery: { tokenColumn: 'recovery_token', tokenType: 'recovery_token', linkType: 'recovery' },
  confirm_signup: {
    tokenColumn: 'confirmation_token',
    tokenType: 'confirmation_token',
    linkType: 'signup',
  },
  reauthentication: {
    tokenColumn: 'reauthentication_token',
    tokenType: 'reauthentication_token',
    linkType: null,
  },
  email_change_current: {
    tokenColumn: 'email_change_token_current',
    tokenType: 'email_change_token_current',
    linkType: 'email_change',
  },
  email_change_new: {
    tokenColumn: 'email_change_token_new',
    tokenType: 'email_change_token_new',
    linkType: 'email_change',
  },
}

export function accountEmail(
  ctx: AuthContext,
  kind: AccountEmailKind,
  to: string,
  redirectTo: string,
  addresses: { email: string; newEmail?: string } = { email: to },
): EmailToken {
  const brandName = ctx.mailer?.brandName ?? ''
  return {
    to,
    ...COLUMNS[kind],
    render: ({ link, code, metadata }) =>
      renderAccountEmail(kind, signInLocale(redirectTo, metadata), {
        brandName,
        link,
        code,
        expiresInMinutes: Math.round(ctx.otpExpirySeconds / 60),
        ...addresses,
      }),
  }
}
