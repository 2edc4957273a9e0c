import { fill } from '../format.ts'
import {
  type FormSender,
  type OwnerContext,
  ownerEmail,
  ownerStrings,
  type SenderContext,
  senderEmail,
  senderStrings,
} from './frame.ts'
import { oneLine, type RenderedEmail } from '../render.ts'

/**
 * To the sender: their message arrived. Their text is not repeated back, so the form cannot be
 * used to send arbitrary content to someone else's address.
 */
export function contactConfirmation(context: SenderContext, sender: { name: string }) {
  const strings = senderStrings(context.locale)
  return senderEmail(context, {
    name: oneLine(sender.name),
    subject: strings.contact_subject,
    preheader: strings.contact_preheader,
    blocks: [{ kind: 'paragraph', text: strings.contact_body }],
  })
}

export function contactOwnerNotice(
  context: OwnerContext,
  sender: FormSender,
  message: string,
): RenderedEmail {
  const strings = ownerStrings(context.locale)
  const name = oneLine(sender.name)
  return ownerEmail(context, {
    sender: { ...sender, name },
    subject: fill(strings.contact_subject, { name }),
    intro: fill(strings.contact_intro, { name }),
    facts: [],
    message,
  })
}
