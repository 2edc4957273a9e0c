import { escapeHtml, renderEmailLayout } from '../../../functions/_shared/email/layout.ts'
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

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''))

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

/** The one email of the sign-in: the link and the code together, either one signs in. */
export function renderSignInEmail(locale: SignInLocale, data: SignInEmailData): SignInEmail {
  const texts = SIGN_IN_TEXTS[locale]
  const values = { minutes: data.expiresInMinutes, brand: data.brandName }
  const expiry = fill(texts.expiry, values)
  const footer = fill(texts.footer, values)
  const bodyHtml = `<p style="margin:0 0 20px;font-size:16px;line-height:1.5">${escapeHtml(texts.intro)}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(data.link)}" style="display:inline-block;background:#6d28d9;color:#ffffff;text-decoration:none;font-weight:700;padding:14px 24px;border-radius:6px;font-size:16px">${escapeHtml(texts.button)}</a></p>
<p style="margin:0 0 8px;font-size:15px;line-height:1.5">${escapeHtml(texts.codeIntro)}</p>
<p style="margin:0 0 24px;font-size:30px;font-weight:700;letter-spacing:0.3em;font-family:Menlo,Consolas,monospace">${escapeHtml(data.code)}</p>
<p style="margin:0 0 8px;font-size:14px;line-height:1.5;color:#3d3a48">${escapeHtml(expiry)}</p>
<p style="margin:0;font-size:14px;line-height:1.5;color:#3d3a48">${escapeHtml(texts.ignore)}</p>`
  const html = renderEmailLayout({
    lang: locale,
    brandName: data.brandName,
    title: texts.subject,
    preheader: `${texts.codeIntro} ${data.code}`,
    bodyHtml,
    footer,
  })
  const text = [
    texts.subject,
    '',
    texts.intro,
    `${texts.button}: ${data.link}`,
    '',
    texts.codeIntro,
    data.code,
    '',
    expiry,
    texts.ignore,
    '',
    footer,
  ].join('\n')
  return { subject: texts.subject, html, text }
}
