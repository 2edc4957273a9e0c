import { fill, labelled } from '../../email/format.ts'
import type { OutboundEmail } from '../../email/outbox.ts'
import { type Block, renderEmail } from '../../email/render.ts'
import { addressLines, type ShippingAddress } from './sold-order.ts'
import { orderTexts } from './texts.ts'

/** A paid order whose gear the owner has handed to a carrier. */
export type ShippedOrder = {
  id: string
  number: number
  locale: string
  name: string
  email: string
  gear: { title: string; quantity: number }[]
  shippingAddress: ShippingAddress | null
  carrier: string
  trackingNumber: string
  trackingUrl: string | null
}

/** The buyer's "on its way" email, in the order's language: carrier, tracking, what and where. */
export function shippedEmail(
  order: ShippedOrder,
  context: { brandName: string; contactEmail: string },
): OutboundEmail {
  const { locale } = order
  const t = orderTexts(locale)
  const blocks: Block[] = [
    { kind: 'paragraph', text: fill(t.greeting, { name: order.name }) },
    { kind: 'paragraph', text: fill(t.shipped_intro, { carrier: order.carrier }) },
    { kind: 'item', title: labelled(locale, t.shipped_tracking, order.trackingNumber) },
  ]
  if (order.trackingUrl) {
    blocks.push({ kind: 'button', label: t.shipped_track_button, href: order.trackingUrl })
  }
  blocks.push({ kind: 'heading', text: t.gear_heading })
  for (const item of order.gear) {
    blocks.push({
      kind: 'item',
      title: item.title,
      detail: labelled(locale, t.quantity, item.quantity),
    })
  }
  if (order.shippingAddress) {
    blocks.push(
      { kind: 'paragraph', text: t.shipped_address },
      { kind: 'lines', lines: addressLines(order.shippingAddress, locale) },
    )
  }
  blocks.push({ kind: 'note', text: t.help })

  return {
    dedupeKey: `order:${order.id}:shipped`,
    template: 'order_shipped',
    to: order.email,
    replyTo: context.contactEmail,
    ...renderEmail({
      lang: locale,
      brandName: context.brandName,
      subject: fill(t.shipped_subject, { number: order.number }),
      preheader: fill(t.shipped_preheader, { carrier: order.carrier }),
      blocks,
      footer: fill(t.footer, { number: order.number, brand: context.brandName }),
    }),
  }
}
