import { fill, formatMoney, labelled } from '../../email/format.ts'
import type { OutboundEmail } from '../../email/outbox.ts'
import { type Block, renderEmail } from '../../email/render.ts'
import {
  addressLines,
  discountLines,
  licenceLine,
  type OrderEmailContext,
  type SoldOrder,
} from './sold-order.ts'
import { type OrderTexts, orderTexts } from './texts.ts'

/** The owner's sale notice: who bought what, and where gear must be shipped. */
export function ownerEmail(order: SoldOrder, context: OrderEmailContext): OutboundEmail {
  const { ownerLocale } = context
  const t = orderTexts(ownerLocale)
  const money = (cents: number) => formatMoney(cents, order.currency, ownerLocale, 'receipt')
  const intro = fill(t.owner_intro, { name: order.name, email: order.email, number: order.number })
  const items: Block[] = [
    ...order.licences.map(
      (item): Block => ({
        kind: 'item',
        title: item.title,
        detail: `${licenceLine(item, t)} · ${item.number}`,
      }),
    ),
    ...order.gear.map(
      (item): Block => ({
        kind: 'item',
        title: `${item.quantity} × ${item.title}`,
        detail: money(item.unitPriceCents * item.quantity),
      }),
    ),
  ]
  const adjustments = [
    ...(order.shipping
      ? [
          labelled(
            ownerLocale,
            fill(t.shipping_line, { rate: order.shipping.rate ?? '—' }),
            money(order.shipping.cents),
          ),
        ]
      : []),
    ...discountLines(order, ownerLocale, money),
  ]
  const tax = ownerTaxLine(order, t, money)
  const blocks: Block[] = [
    { kind: 'paragraph', text: intro },
    { kind: 'heading', text: t.owner_items_heading },
    ...items,
    ...adjustments.map((text): Block => ({ kind: 'paragraph', text })),
    { kind: 'item', title: labelled(ownerLocale, t.total, money(order.totalCents)) },
    ...(tax ? [{ kind: 'note', text: tax } as const] : []),
  ]
  if (order.shippingAddress) {
    blocks.push(
      { kind: 'heading', text: t.owner_ship_to },
      { kind: 'lines', lines: addressLines(order.shippingAddress, ownerLocale) },
    )
  } else if (order.gear.length === 0) {
    blocks.push({ kind: 'paragraph', text: t.owner_no_shipping })
  }

  return {
    dedupeKey: `order:${order.id}:owner`,
    template: 'order_owner',
    to: context.ownerEmail,
    replyTo: order.email,
    ...renderEmail({
      lang: ownerLocale,
      brandName: context.brandName,
      subject: fill(t.owner_subject, { number: order.number, total: money(order.totalCents) }),
      preheader: intro,
      blocks,
      footer: fill(t.owner_footer, { brand: context.brandName }),
    }),
  }
}

/** What the owner must know for the VAT return: how much, for where, or why none. */
function ownerTaxLine(
  order: SoldOrder,
  t: OrderTexts,
  money: (cents: number) => string,
): string | null {
  const tax = order.tax
  if (!tax) return null
  if (tax.reverseCharge) return fill(t.owner_no_tax, { reason: t.owner_reverse_charge })
  if (tax.cents === 0) return fill(t.owner_no_tax, { reason: t.owner_outside_eu })
  return fill(t.owner_tax, { amount: money(tax.cents), country: tax.country ?? '—' })
}
