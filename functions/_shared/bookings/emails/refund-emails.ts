import type { Locale } from '../../contract/forms.ts'
import { fill, formatDay, formatMoney } from '../../email/format.ts'
import type { OutboundEmail } from '../../email/outbox.ts'
import { bookingTexts } from '../texts/index.ts'
import { type BookingEmailContext, ownerNotice, personalEmail } from './context.ts'

/** A payment for a booking that nothing could take any more, kept as `unmatched_payments.id`. */
export type KeptPayment = {
  id: string
  kind: 'offer' | 'session'
  sessionId: string
  amountCents: number
  currency: string
  payer: { name: string; email: string; locale: Locale }
  /** The day the payment was for, `YYYY-MM-DD`. */
  date: string
}

/** The owner is told (as with every unmatched payment) and so is the payer: it is being refunded. */
export function bookingRefundEmails(
  payment: KeptPayment,
  context: BookingEmailContext,
): OutboundEmail[] {
  const owner = bookingTexts(context.ownerLocale)
  const ownerValues = {
    name: payment.payer.name,
    amount: formatMoney(payment.amountCents, payment.currency, context.ownerLocale),
    date: formatDay(payment.date, context.ownerLocale),
    session: payment.sessionId,
  }
  const ownerIntro = fill(
    payment.kind === 'offer' ? owner.owner_offer_refund_intro : owner.owner_session_refund_intro,
    ownerValues,
  )
  const notice = ownerNotice(context, {
    subject: fill(owner.owner_refund_subject, ownerValues),
    preheader: ownerIntro,
    blocks: [{ kind: 'paragraph', text: ownerIntro }],
  })
  const reader = payment.payer.locale
  const t = bookingTexts(reader)
  const values = {
    amount: formatMoney(payment.amountCents, payment.currency, reader),
    date: formatDay(payment.date, reader),
  }
  const intro = fill(
    payment.kind === 'offer' ? t.offer_refund_intro : t.session_refund_intro,
    values,
  )
  const payer = personalEmail(reader, context.brandName, {
    name: payment.payer.name,
    subject: fill(t.refund_subject, values),
    preheader: intro,
    blocks: [{ kind: 'paragraph', text: intro }],
  })
  return [
    {
      dedupeKey: `unmatched:${payment.id}:owner`,
      template: 'unmatched_payment_owner',
      to: context.ownerEmail,
      replyTo: payment.payer.email,
      ...notice,
    },
    {
      dedupeKey: `unmatched:${payment.id}:payer`,
      template: 'booking_payment_refunded',
      to: payment.payer.email,
      replyTo: context.contactEmail,
      ...payer,
    },
  ]
}
