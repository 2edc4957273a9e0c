import type { Locale } from '../../contract/forms.ts'
import { fill, languageName } from '../format.ts'
import { type Block, type RenderedEmail, renderEmail } from '../render.ts'
import {
  OWNER_STRINGS,
  type OwnerLocale,
  type OwnerStrings,
  SENDER_STRINGS,
  type SenderStrings,
} from './strings/index.ts'

/** What a confirmation needs to know about who it goes to and who it comes from. */
export type SenderContext = { locale: Locale; brandName: string }

/** What a notice to the owner needs: their language and where the admin inbox is. */
export type OwnerContext = { locale: OwnerLocale; brandName: string; inboxUrl: string }

/** The sender of a form, as the owner's notice shows them. */
export type FormSender = { name: string; email: string; locale: Locale; messageId: string }

/** A confirmation: greeting, the template's blocks, how to add more, sign-off; footer. */
export function senderEmail(
  context: SenderContext,
  parts: { name: string; subject: string; preheader: string; blocks: Block[] },
): RenderedEmail {
  const strings = SENDER_STRINGS[context.locale]
  const brand = context.brandName
  return renderEmail({
    lang: context.locale,
    brandName: brand,
    subject: parts.subject,
    preheader: parts.preheader,
    blocks: [
      { kind: 'paragraph', text: fill(strings.greeting, { name: parts.name }) },
      ...parts.blocks,
      { kind: 'paragraph', text: strings.reply_hint },
      { kind: 'paragraph', text: fill(strings.sign_off, { brand }) },
    ],
    footer: fill(strings.footer, { brand }),
  })
}

/** A notice to the owner: who wrote, what they asked for, their words, how to answer. */
export function ownerEmail(
  context: OwnerContext,
  parts: {
    sender: FormSender
    subject: string
    intro: string
    facts: [string, string][]
    message: string
  },
): RenderedEmail {
  const strings = OWNER_STRINGS[context.locale]
  const { sender } = parts
  return renderEmail({
    lang: context.locale,
    brandName: context.brandName,
    subject: parts.subject,
    preheader: parts.intro,
    blocks: [
      { kind: 'paragraph', text: parts.intro },
      {
        kind: 'facts',
        rows: [
          [strings.label_name, sender.name],
          [strings.label_email, sender.email],
          [strings.label_language, languageName(sender.locale, context.locale)],
          ...parts.facts,
          [strings.label_reference, sender.messageId],
        ],
      },
      { kind: 'heading', text: strings.message_heading },
      { kind: 'quote', text: parts.message },
      { kind: 'paragraph', text: fill(strings.reply_hint, { name: sender.name }) },
      { kind: 'link', label: strings.open_inbox, href: context.inboxUrl },
    ],
    footer: fill(strings.footer, { brand: context.brandName }),
  })
}

export function senderStrings(locale: Locale): SenderStrings {
  return SENDER_STRINGS[locale]
}

export function ownerStrings(locale: OwnerLocale): OwnerStrings {
  return OWNER_STRINGS[locale]
}
