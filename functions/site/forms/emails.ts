import type { Locale } from '../../_shared/contract/forms.ts'
import type { OutboundEmail } from '../../_shared/email/outbox.ts'
import type { RenderedEmail } from '../../_shared/email/render.ts'
import type { OwnerContext, SenderContext } from '../../_shared/email/templates/frame.ts'
import type { OwnerLocale } from '../../_shared/email/templates/texts/index.ts'
import type { PublicSettings } from '../settings.ts'
import type { FormsDeps } from './submit.ts'

/** The sender reads their confirmation in their language; the owner the notice in theirs. */
export function emailContexts(
  deps: FormsDeps,
  settings: PublicSettings,
  locale: Locale,
  ownerLocale: OwnerLocale,
): { sender: SenderContext; owner: OwnerContext } {
  return {
    sender: { locale, brandName: settings.brand_name },
    owner: {
      locale: ownerLocale,
      brandName: settings.brand_name,
      inboxUrl: new URL('/admin/messages', deps.env.SITE_URL).toString(),
    },
  }
}

/**
 * The two emails every accepted form sends: a confirmation to the sender (replies reach the
 * owner's public contact address) and a notice to the owner (replies reach the sender).
 */
export function formEmails(
  deps: FormsDeps,
  settings: PublicSettings,
  form: {
    messageId: string
    kind: 'contact' | 'booking' | 'enquiry'
    senderEmail: string
    confirmation: RenderedEmail & Pick<OutboundEmail, 'attachments'>
    notice: RenderedEmail
  },
): OutboundEmail[] {
  return [
    {
      dedupeKey: `message:${form.messageId}:confirmation`,
      template: `${form.kind}_confirmation`,
      to: form.senderEmail,
      replyTo: settings.contact_email,
      ...form.confirmation,
    },
    {
      dedupeKey: `message:${form.messageId}:owner`,
      template: `${form.kind}_owner_notice`,
      to: deps.env.OWNER_EMAIL,
      replyTo: form.senderEmail,
      ...form.notice,
    },
  ]
}
