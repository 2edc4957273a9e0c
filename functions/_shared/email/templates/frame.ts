import type { Locale } from '../../contract/forms.ts'
import { fill, languageName } from '../format.ts'
import { type Block, type RenderedEmail, renderEmail, renderLetter } from '../render.ts'
import {
  OWNER_TEXTS,
  type OwnerLocale,
  type OwnerTexts,
  SENDER_TEXTS,
  type SenderTexts,
} from './texts/index.ts'

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
  return renderLetter(context.locale, context.brandName, SENDER_TEXTS[context.locale], parts)
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
  const texts = OWNER_TEXTS[context.locale]
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
          [texts.label_name, sender.name],
          [texts.label_email, sender.email],
          [texts.label_language, languageName(sender.locale, context.locale)],
          ...parts.facts,
          [texts.label_reference, sender.messageId],
        ],
      },
      { kind: 'heading', text: texts.message_heading },
      { kind: 'quote', text: parts.message },
      { kind: 'paragraph', text: fill(texts.reply_hint, { name: sender.name }) },
      { kind: 'link', label: texts.open_inbox, href: context.inboxUrl },
    ],
    footer: fill(texts.footer, { brand: context.brandName }),
  })
}

export function senderTexts(locale: Locale): SenderTexts {
  return SENDER_TEXTS[locale]
}

export function ownerTexts(locale: OwnerLocale): OwnerTexts {
  return OWNER_TEXTS[locale]
}
