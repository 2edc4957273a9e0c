import type { Locale } from '../contract/forms.ts'
import { fill } from '../email/format.ts'
import { type Block, type RenderedEmail, renderEmail } from '../email/render.ts'
import { MAILING_TEXTS } from './texts/index.ts'

/** Where the fans' mailing-list pages are on the site, in the fan's language. */
export function mailingPageUrl(siteUrl: string, path: string, locale: Locale, token?: string) {
  const url = new URL(path, siteUrl)
  url.searchParams.set('lng', locale)
  // In the fragment, so the token never reaches a server's or a CDN's logs, nor a Referer.
  if (token) url.hash = `token=${token}`
  return url.toString()
}

/** The double opt-in email: one button that confirms, and what happens if the fan ignores it. */
export function confirmationEmail(
  locale: Locale,
  brand: string,
  confirmUrl: string,
): RenderedEmail {
  const texts = MAILING_TEXTS[locale]
  return renderEmail({
    lang: locale,
    brandName: brand,
    subject: fill(texts.confirm_subject, { brand }),
    preheader: texts.confirm_preheader,
    blocks: [
      { kind: 'paragraph', text: fill(texts.confirm_body, { brand }) },
      { kind: 'button', label: texts.confirm_button, href: confirmUrl },
      { kind: 'paragraph', text: texts.confirm_ignore },
    ],
    footer: fill(texts.signature, { brand }),
  })
}

/** The link to manage a subscription and the data the site holds on an address. */
export function manageLinkEmail(locale: Locale, brand: string, manageUrl: string): RenderedEmail {
  const texts = MAILING_TEXTS[locale]
  return renderEmail({
    lang: locale,
    brandName: brand,
    subject: fill(texts.manage_subject, { brand }),
    preheader: texts.manage_preheader,
    blocks: [
      { kind: 'paragraph', text: texts.manage_body },
      { kind: 'button', label: texts.manage_button, href: manageUrl },
      { kind: 'paragraph', text: texts.manage_ignore },
    ],
    footer: fill(texts.signature, { brand }),
  })
}

/** The owner learns that a fan erased their data, in the owner's language. */
export function erasureOwnerNotice(
  locale: Locale,
  brand: string,
  facts: { email: string; orders: number; messages: number },
): RenderedEmail {
  const texts = MAILING_TEXTS[locale]
  const email = maskEmail(facts.email)
  return renderEmail({
    lang: locale,
    brandName: brand,
    subject: texts.erased_subject,
    preheader: texts.erased_subject,
    blocks: [
      {
        kind: 'paragraph',
        text: fill(texts.erased_body, {
          email,
          orders: String(facts.orders),
          messages: String(facts.messages),
        }),
      },
    ],
    footer: brand,
  })
}

/**
 * An announcement as a Resend broadcast to the fans of one language: the owner's words, then
 * Resend's own unsubscribe link (`{{{RESEND_UNSUBSCRIBE_URL}}}`, one per fan) and the site's page
 * for changing language or managing one's data.
 */
export function announcementEmail(
  locale: Locale,
  brand: string,
  content: { subject: string; body: string; links: { label: string; href: string }[] },
  siteUrl: string,
): RenderedEmail {
  const texts = MAILING_TEXTS[locale]
  const paragraphs: Block[] = content.body
    .split(/\r?\n\s*\r?\n/)
    .map((text) => text.trim())
    .filter((text) => text !== '')
    .map((text) => ({ kind: 'paragraph', text }))
  return renderEmail({
    lang: locale,
    brandName: brand,
    subject: content.subject,
    preheader: paragraphs[0]?.kind === 'paragraph' ? paragraphs[0].text.slice(0, 140) : '',
    blocks: [
      ...paragraphs,
      ...content.links.map((link): Block => ({ kind: 'link', ...link })),
      { kind: 'paragraph', text: fill(texts.footer_reason, { brand }) },
      { kind: 'link', label: texts.footer_unsubscribe, href: '{{{RESEND_UNSUBSCRIBE_URL}}}' },
      {
        kind: 'link',
        label: texts.footer_manage,
        href: mailingPageUrl(siteUrl, '/subscription', locale),
      },
    ],
    footer: fill(texts.signature, { brand }),
  })
}

/** `ana@example.com` → `a***@example.com`: enough for the owner to recognise, no more. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@')
  return `${local.slice(0, 1)}***@${domain}`
}
