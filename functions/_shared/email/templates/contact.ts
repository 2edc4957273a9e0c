import { fill } from '../format.ts'
import { oneLine, type RenderedEmail } from '../render.ts'
import {
  type FormSender,
  type OwnerContext,
  ownerEmail,
  ownerTexts,
  type SenderContext,
  senderEmail,
  senderTexts,
} from './frame.ts'

/**
 * To the sender: their message arrived. Their text is not repeated back, so the form cannot be
 * used to send arbitrary content to someone else's address.
 */
export function contactConfirmation(context: SenderContext, sender: { name: string }) {
  const texts = senderTexts(context.locale)
  return senderEmail(context, {
    name: oneLine(sender.name),
    subject: texts.contact_subject,
    preheader: texts.contact_preheader,
    blocks: [{ kind: 'paragraph', text: texts.contact_body }],
  })
}

export function contactOwnerNotice(
  context: OwnerContext,
  sender: FormSender,
  message: string,
): RenderedEmail {
  const texts = ownerTexts(context.locale)
  const name = oneLine(sender.name)
  return ownerEmail(context, {
    sender: { ...sender, name },
    subject: fill(texts.contact_subject, { name }),
    intro: fill(texts.contact_intro, { name }),
    facts: [],
    message,
  })
}
