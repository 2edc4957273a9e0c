import type { Licence } from '../../contract/checkout.ts'
import { renderEmailLayout } from '../../email/layout.ts'
import type { OutboundEmail } from '../../email/outbox.ts'
import { note, paragraph, strongLine } from './html.ts'
import { fill, formatMoney, labelled, licenceLabel, type OrderTexts, orderTexts } from './texts.ts'

export type RefundedLine =
  | { kind: 'track'; title: string; licence: Licence }
  | { kind: 'product'; title: string; quantity: number; outcome: 'restocked' | 'returned' }

/** Lines of a paid order refunded by the owner (not the whole order: Stripe's webhook says that). */
export type LineRefund = {
  refundId: string
  orderId: string
  number: number
  locale: string
  name: string
  email: string
  currency: string
  amountCents: number
  lines: RefundedLine[]
  /** Lines of the order are left, still the buyer's. */
  othersLeft: boolean
}

function lineText(t: OrderTexts, line: RefundedLine): { title: string; detail: string } {
  if (line.kind === 'track') {
    return {
      title: `${line.title} (${licenceLabel(t, line.licence)})`,
      detail: t.lineRefundLicence,
    }
  }
  return {
    title: `${line.title} · ${labelled(t, t.quantity, line.quantity)}`,
    detail: line.outcome === 'restocked' ? t.lineRefundRestocked : t.lineRefundReturned,
  }
}

/** The buyer's email, in the order's language: how much, for which lines, and what that means. */
export function lineRefundEmail(
  refund: LineRefund,
  context: { brandName: string; contactEmail: string },
): OutboundEmail {
  const t = orderTexts(refund.locale)
  const amount = formatMoney(refund.amountCents, refund.currency, refund.locale)
  const subject = fill(t.lineRefundSubject, { number: refund.number, amount })
  const greeting = fill(t.greeting, { name: refund.name })
  const intro = fill(t.lineRefundIntro, { amount, number: refund.number })
  const html = [paragraph(greeting), paragraph(intro)]
  const text = [greeting, '', intro]
  for (const line of refund.lines) {
    const { title, detail } = lineText(t, line)
    html.push(strongLine(title, detail))
    text.push(`- ${title}: ${detail}`)
  }
  html.push(paragraph(t.lineRefundBank))
  text.push('', t.lineRefundBank)
  if (refund.othersLeft) {
    html.push(paragraph(t.lineRefundRest))
    text.push(t.lineRefundRest)
  }
  html.push(note(t.help))
  text.push('', t.help)
  const footer = fill(t.footer, { number: refund.number, brand: context.brandName })
  return {
    // The order's emails share `order:<id>:`, so the admin's order page lists this one too.
    dedupeKey: `order:${refund.orderId}:refund:${refund.refundId}`,
    template: 'order_line_refund',
    to: refund.email,
    replyTo: context.contactEmail,
    subject,
    html: renderEmailLayout({
      lang: refund.locale,
      brandName: context.brandName,
      title: subject,
      preheader: t.lineRefundPreheader,
      bodyHtml: html.join('\n'),
      footer,
    }),
    text: [...text, '', '—', footer].join('\n'),
  }
}
