import type { Locale } from '../../contract/forms.ts'
import { textAttachment } from '../../email/attachments.ts'
import { fill } from '../../email/format.ts'
import type { EmailAttachment } from '../../email/outbox.ts'
import { type Block, type RenderedEmail, renderEmail, renderLetter } from '../../email/render.ts'
import { type BookingTexts, bookingTexts } from '../texts/index.ts'

/** Who the booking emails come from and where the owner's copies go. */
export type BookingEmailContext = {
  brandName: string
  /** The owner's public address: organisers' replies go there. */
  contactEmail: string
  /** Where the owner's notices go (OWNER_EMAIL). */
  ownerEmail: string
  ownerLocale: Locale
  siteUrl: string
}

/** An email to one reader: greeting, blocks, the reply hint and the sign-off. */
export function personalEmail(
  locale: Locale,
  brand: string,
  parts: { name: string; subject: string; preheader: string; blocks: Block[] },
): RenderedEmail {
  return renderLetter(locale, brand, bookingTexts(locale), parts)
}

/** A notice to the owner: no greeting, the facts and a link to the inbox. */
export function ownerNotice(
  context: BookingEmailContext,
  parts: { subject: string; preheader: string; blocks: Block[] },
): RenderedEmail {
  const t = bookingTexts(context.ownerLocale)
  return renderEmail({
    lang: context.ownerLocale,
    brandName: context.brandName,
    subject: parts.subject,
    preheader: parts.preheader,
    blocks: [
      ...parts.blocks,
      {
        kind: 'link',
        label: t.inbox_link,
        href: new URL('/admin/messages', context.siteUrl).toString(),
      },
    ],
    footer: fill(t.footer, { brand: context.brandName }),
  })
}

export function calendarAttachment(filename: string, ics: string): EmailAttachment {
  return textAttachment(filename, ics, 'text/calendar; charset=utf-8; method=PUBLISH')
}

export type { BookingTexts }
