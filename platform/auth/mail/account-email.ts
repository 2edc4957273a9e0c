import { fill } from '../../../functions/_shared/email/format.ts'
import { ACCOUNT_FOOTERS, ACCOUNT_TEXTS, type AccountEmailKind } from './account-texts.ts'
import { renderCodeEmail, type SignInEmail } from './sign-in-email.ts'
import type { SignInLocale } from './texts.ts'

export type AccountEmailData = {
  brandName: string
  /** GoTrue's {{ .ConfirmationURL }}; null for a code-only email (reauthentication). */
  link: string | null
  code: string
  expiresInMinutes: number
  /** The account's address and, for an email change, the new one. */
  email: string
  newEmail?: string
}

/** An account email: the link (when it has one) and the code, laid out as the sign-in email. */
export function renderAccountEmail(
  kind: AccountEmailKind,
  locale: SignInLocale,
  data: AccountEmailData,
): SignInEmail {
  const texts = ACCOUNT_TEXTS[kind][locale]
  const values = {
    minutes: data.expiresInMinutes,
    brand: data.brandName,
    email: data.email,
    new_email: data.newEmail ?? '',
  }
  return renderCodeEmail(
    locale,
    {
      ...texts,
      intro: fill(texts.intro, values),
      expiry: fill(texts.expiry, values),
      footer: fill(ACCOUNT_FOOTERS[locale], values),
    },
    data,
  )
}
