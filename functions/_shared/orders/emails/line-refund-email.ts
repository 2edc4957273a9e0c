import type { Licence } from '../../contract/checkout.ts'
import { fill, formatMoney, labelled } from '../../email/format.ts'
import type { OutboundEmail } from '../../email/outbox.ts'
import { type Block, renderEmail } from '../../email/render.ts'
import { licenceLabel, type OrderTexts, orderTexts } from './texts.ts'

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

function lineItem(t: OrderTexts, locale: string, line: RefundedLine): Block {
  if (line.kind === 'track') {
    return {
      kind: 'item',
      title: `${line.title} (${licenceLabel(t, line.licence)})`,
      detail: t.line_refund_licence,
    }
  }
  return {
    kind: 'item',
    title: `${line.title} · ${labelled(locale, t.quantity, line.quantity)}`,
    detail: line.outcome === 'restocked' ? t.line_refund_restocked : t.line_refund_returned,
  }
}

/** The buyer's email, in the order's language: how much, for which lines, and what that means. */
export function lineRefundEmail(
  refund: LineRefund,
  context: { brandName: string; contactEmail: string },
): OutboundEmail {
  const { locale } = refund
  const t = orderTexts(locale)
  const amount = formatMoney(refund.amountCents, refund.currency, locale, 'receipt')
  const blocks: Block[] = [
    { kind: 'paragraph', text: fill(t.greeting, { name: refund.name }) },
    { kind: 'paragraph', text: fill(t.line_refund_intro, { amount, number: refund.number }) },
    ...refund.lines.map((line) => lineItem(t, locale, line)),
    { kind: 'paragraph', text: t.line_refund_bank },
    ...(refund.othersLeft ? [{ kind: 'paragraph', text: t.line_refund_rest } as const] : []),
    { kind: 'note', text: t.help },
  ]
  return {
    // The order's emails share `order:<id>:`, so the admin's order page lists this one too.
    dedupeKey: `order:${refund.orderId}:refund:${refund.refundId}`,
    template: 'order_line_refund',
    to: refund.email,
    replyTo: context.contactEmail,
    ...renderEmail({
      lang: locale,
      brandName: context.brandName,
      subject: fill(t.line_refund_subject, { number: refund.number, amount }),
      preheader: t.line_refund_preheader,
      blocks,
      footer: fill(t.footer, { number: refund.number, brand: context.brandName }),
    }),
  }
}
