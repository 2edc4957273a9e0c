import { renderSignInEmail } from './sign-in-email.ts'
import { SIGN_IN_LOCALES, SIGN_IN_TEXTS, type SignInLocale } from './texts.ts'

// The same sign-in email for the hosted project, as GoTrue templates (Go's html/template, which
// Supabase Auth fills with .ConfirmationURL, .Token, .SiteURL, .RedirectTo and .Data, the user's
// metadata). The language is chosen as the stand-in chooses it: the `lng` of the library page
// that asked (its redirect), else the `locale` the account was created with, else Spanish.
// supabase/templates/sign-in.html is this output (mail/gotrue-template.test.ts keeps them equal;
// `npx tsx scripts/auth-email-templates.ts` writes it).

/** The brand the hosted emails are signed with (templates are static, like the SMTP sender). */
export const TEMPLATE_BRAND = 'Kael Voss'

const OTHERS = SIGN_IN_LOCALES.filter((locale) => locale !== 'es')

/** Sets `$lng`, the reader's language, at the top of a template. */
const CHOOSE_LANGUAGE = [
  '{{- $lng := "es" -}}',
  '{{- with .Data.locale }}{{ $lng = . }}{{ end -}}',
  ...SIGN_IN_LOCALES.map(
    (locale) =>
      `{{- if eq .RedirectTo (printf "%s/library?lng=${locale}" .SiteURL) }}{{ $lng = "${locale}" }}{{ end -}}`,
  ),
].join('')

/** One branch per language, Spanish last as the fallback. */
function byLanguage(render: (locale: SignInLocale) => string): string {
  const branches = OTHERS.map(
    (locale, index) =>
      `{{ ${index === 0 ? 'if' : 'else if'} eq $lng "${locale}" }}${render(locale)}`,
  )
  return `${branches.join('')}{{ else }}${render('es')}{{ end }}`
}

export function goTemplateSubject(): string {
  return `${CHOOSE_LANGUAGE}${byLanguage((locale) => SIGN_IN_TEXTS[locale].subject)}`
}

export function goTemplateBody(): string {
  const html = (locale: SignInLocale) =>
    renderSignInEmail(locale, {
      brandName: TEMPLATE_BRAND,
      link: '{{ .ConfirmationURL }}',
      code: '{{ .Token }}',
      expiresInMinutes: 60,
    }).html
  return `${CHOOSE_LANGUAGE}\n${byLanguage(html)}\n`
}
