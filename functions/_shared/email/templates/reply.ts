import type { Locale, SERVICES } from '../../contract/forms.ts'
import { fill, formatDay } from '../format.ts'
import { type Block, oneLine, type RenderedEmail, renderEmail } from '../render.ts'
import type { SenderContext } from './frame.ts'
import { REPLY_TEXTS } from './reply-texts.ts'
import { SENDER_TEXTS } from './texts/index.ts'

/** What the reply answers: it names the request in the subject ("Re: Your booking request for …"). */
export type ReplyTopic =
  | { kind: 'contact' }
  | { kind: 'booking' /** `YYYY-MM-DD` */; date: string }
  | { kind: 'enquiry'; service: (typeof SERVICES)[number] }

export type OwnerReply = {
  /** The owner's text, as typed: blank lines separate paragraphs. */
  body: string
  /** Replaces the default "Re: …" subject when given. */
  subject?: string | undefined
  topic: ReplyTopic
  /** The day the sender wrote, `YYYY-MM-DD`. */
  sentOn: string
}

/**
 * The owner's answer to a message, in the sender's language: their text (escaped like every
 * value, line breaks kept), a line saying what it answers, and the usual footer.
 */
export function messageReply(context: SenderContext, reply: OwnerReply): RenderedEmail {
  const { locale, brandName: brand } = context
  const texts = REPLY_TEXTS[locale]
  const paragraphs = reply.body
    .split(/(?:\r?\n[^\S\r\n]*){2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
  const blocks: Block[] = [
    ...paragraphs.map((text): Block => ({ kind: 'paragraph', text })),
    {
      kind: 'paragraph',
      text: fill(texts.context, { date: formatDay(reply.sentOn, locale), brand }),
    },
  ]
  return renderEmail({
    lang: locale,
    brandName: brand,
    subject: reply.subject ?? defaultSubject(locale, reply.topic),
    preheader: truncate(oneLine(reply.body), 120),
    blocks,
    footer: fill(SENDER_TEXTS[locale].footer, { brand }),
  })
}

function defaultSubject(locale: Locale, topic: ReplyTopic): string {
  const texts = REPLY_TEXTS[locale]
  switch (topic.kind) {
    case 'contact':
      return texts.subject_contact
    case 'booking':
      return fill(texts.subject_booking, { date: formatDay(topic.date, locale) })
    case 'enquiry':
      return fill(texts.subject_enquiry, {
        service: SENDER_TEXTS[locale][`service_${topic.service}`],
      })
  }
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`
}
