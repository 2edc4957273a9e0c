import { fill } from '../../../functions/_shared/email/format.ts'
import { type Block, renderEmail } from '../../../functions/_shared/email/render.ts'
import { isSignInLocale, SIGN_IN_TEXTS, type SignInLocale } from './texts.ts'

export type SignInEmail = { subject: string; html: string; text: string }

export type SignInEmailData = {
  brandName: string
  /** GoTrue's {{ .ConfirmationURL }}: /verify with the token hash and the redirect. */
  link: string
  /** GoTrue's {{ .Token }}: the six digits. */
  code: string
  expiresInMinutes: number
}

/**
 * The reader's language: the `lng` of the page that asked (the redirect), else the one the
 * account was created with (`data.locale`), else Spanish, the site's default.
 */
export function signInLocale(
  redirectTo: string,
  userMetadata: Record<string, unknown>,
): SignInLocale {
  let fromRedirect: string | null = null
  try {
    fromRedirect = new URL(redirectTo).searchParams.get('lng')
  } catch {
    // The site URL without a query, or nothing usable.
  }
  if (isSignInLocale(fromRedirect)) return fromRedirect
  if (isSignInLocale(userMetadata.locale)) return userMetadata.locale
  return 'es'
}

/** The words of an email that carries a one-time code, and perhaps a link doing the same. */
export type CodeEmailTexts = {
  subject: string
  intro: string
  /** The link's button; none for a code-only email. */
  button?: string | undefined
  code_intro: string
  expiry: string
  ignore: string
  footer: string
}

/**
 * A sign-in or account email in the site's email kit: the intro, the link as a button (when there
 * is one), the code set large on a line of its own, how long both last, and what to do if it was
 * not the reader who asked.
 */
export function renderCodeEmail(
  locale: SignInLocale,
  texts: CodeEmailTexts,
  data: { brandName: string; link: string | null; code: string },
): SignInEmail {
  const button: Block[] =
    data.link && texts.button ? [{ kind: 'button', label: texts.button, href: data.link }] : []
  return renderEmail({
    lang: locale,
    brandName: data.brandName,
    subject: texts.subject,
    preheader: `${texts.code_intro} ${data.code}`,
    blocks: [
      { kind: 'paragraph', text: texts.intro },
      ...button,
      { kind: 'paragraph', text: texts.code_intro },
      { kind: 'code', text: data.code },
      { kind: 'note', text: texts.expiry },
      { kind: 'note', text: texts.ignore },
    ],
    footer: texts.footer,
  })
}

/** The one email of the sign-in: the link and the code together, either one signs in. */
export function renderSignInEmail(locale: SignInLocale, data: SignInEmailData): SignInEmail {
  const texts = SIGN_IN_TEXTS[locale]
  const values = { minutes: data.expiresInMinutes, brand: data.brandName }
  return renderCodeEmail(
    locale,
    { ...texts, expiry: fill(texts.expiry, values), footer: fill(texts.footer, values) },
    data,
  )
}
