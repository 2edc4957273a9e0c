import { renderEmailLayout } from '../../email/layout.ts'
import type { OutboundEmail } from '../../email/outbox.ts'
import { heading, lines, paragraph } from './html.ts'
import {
  addressLines,
  discountLines,
  licenceLine,
  type OrderEmailContext,
  type SoldOrder,
} from './sold-order.ts'
import { fill, formatMoney, labelled, orderTexts } from './texts.ts'

/** The owner's sale notice: who bought what, and where gear must be shipped. */
export function ownerEmail(order: SoldOrder, context: OrderEmailContext): OutboundEmail {
  const { ownerLocale } = context
  const t = orderTexts(ownerLocale)
  const money = (cents: number) => formatMoney(cents, order.currency, ownerLocale)
  const subject = fill(t.ownerSubject, { number: order.number, total: money(order.totalCents) })
  const intro = fill(t.ownerIntro, { name: order.name, email: order.email, number: order.number })
  const items = [
    ...order.licences.map((item) => `${item.title} — ${licenceLine(item, t)} (${item.number})`),
    ...order.gear.map(
      (item) => `${item.quantity} × ${item.title} — ${money(item.unitPriceCents * item.quantity)}`,
    ),
    ...(order.shipping
      ? [
          `${fill(t.shippingLine, { rate: order.shipping.rate ?? '—' })} — ${money(order.shipping.cents)}`,
        ]
      : []),
    ...discountLines(order, t, money),
  ]
  const total = labelled(t, t.total, money(order.totalCents))
  const tax = ownerTaxLine(order, t, money)
  const shipping = order.shippingAddress ? addressLines(order.shippingAddress, ownerLocale) : null

  const html = [paragraph(intro), heading(t.ownerItemsHeading), lines(items), paragraph(total)]
  const text = [intro, '', t.ownerItemsHeading.toUpperCase(), ...items, '', total]
  if (tax) {
    html.push(paragraph(tax))
    text.push(tax)
  }
  if (shipping) {
    html.push(heading(t.ownerShipTo), lines(shipping))
    text.push('', t.ownerShipTo.toUpperCase(), ...shipping)
  } else if (order.gear.length === 0) {
    html.push(paragraph(t.ownerNoShipping))
    text.push('', t.ownerNoShipping)
  }

  const footer = fill(t.ownerFooter, { brand: context.brandName })
  return {
    dedupeKey: `order:${order.id}:owner`,
    template: 'order_owner',
    to: context.ownerEmail,
    replyTo: order.email,
    subject,
    html: renderEmailLayout({
      lang: ownerLocale,
      brandName: context.brandName,
      title: subject,
      preheader: intro,
      bodyHtml: html.join('\n'),
      footer,
    }),
    text: [...text, '', '—', footer].join('\n'),
  }
}

/** What the owner must know for the VAT return: how much, for where, or why none. */
function ownerTaxLine(
  order: SoldOrder,
  t: ReturnType<typeof orderTexts>,
  money: (cents: number) => string,
): string | null {
  const tax = order.tax
  if (!tax) return null
  if (tax.reverseCharge) return fill(t.ownerNoTax, { reason: t.ownerReverseCharge })
  if (tax.cents === 0) return fill(t.ownerNoTax, { reason: t.ownerOutsideEu })
  return fill(t.ownerTax, { amount: money(tax.cents), country: tax.country ?? '—' })
}
