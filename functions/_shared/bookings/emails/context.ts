import type { Locale } from '../../contract/forms.ts'
import { textAttachment } from '../../email/attachments.ts'
import type { EmailAttachment } from '../../email/outbox.ts'
import { fill, formatDay, localeTag } from '../../email/format.ts'
import { type Block, type RenderedEmail, renderEmail } from '../../email/render.ts'
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

/** An instant as a reader in `timeZone` sees it: "Monday, 7 December 2026, 10:00". */
export function formatInstant(instant: Date, timeZone: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeTag(locale), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(instant)
}

/** The clock time alone, e.g. "22:00". */
export function formatClock(instant: Date, timeZone: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeTag(locale), { timeStyle: 'short', timeZone }).format(
    instant,
  )
}

export { fill, formatDay }

/** An email to one reader: greeting, blocks, the reply hint and the sign-off. */
export function personalEmail(
  locale: Locale,
  brand: string,
  parts: { name: string; subject: string; preheader: string; blocks: Block[] },
): RenderedEmail {
  const t = bookingTexts(locale)
  return renderEmail({
    lang: locale,
    brandName: brand,
    subject: parts.subject,
    preheader: parts.preheader,
    blocks: [
      { kind: 'paragraph', text: fill(t.greeting, { name: parts.name }) },
      ...parts.blocks,
      { kind: 'paragraph', text: t.replyHint },
      { kind: 'paragraph', text: fill(t.signOff, { brand }) },
    ],
    footer: fill(t.footer, { brand }),
  })
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
