import { escapeHtml, renderEmailLayout } from '../../../functions/_shared/email/layout.ts'
import { ACCOUNT_FOOTERS, ACCOUNT_TEXTS, type AccountEmailKind } from './account-texts.ts'
import type { SignInEmail } from './sign-in-email.ts'
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

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''))

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
  const intro = fill(texts.intro, values)
  const expiry = fill(texts.expiry, values)
  const footer = fill(ACCOUNT_FOOTERS[locale], values)
  const button =
    data.link && texts.button
      ? `<p style="margin:0 0 24px"><a href="${escapeHtml(data.link)}" style="display:inline-block;background:#6d28d9;color:#ffffff;text-decoration:none;font-weight:700;padding:14px 24px;border-radius:6px;font-size:16px">${escapeHtml(texts.button)}</a></p>\n`
      : ''
  const bodyHtml = `<p style="margin:0 0 20px;font-size:16px;line-height:1.5">${escapeHtml(intro)}</p>
${button}<p style="margin:0 0 8px;font-size:15px;line-height:1.5">${escapeHtml(texts.codeIntro)}</p>
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
    intro,
    ...(data.link && texts.button ? [`${texts.button}: ${data.link}`] : []),
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
