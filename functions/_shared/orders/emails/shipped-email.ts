import { renderEmailLayout } from '../../email/layout.ts'
import type { OutboundEmail } from '../../email/outbox.ts'
import { button, heading, lines, note, paragraph, strongLine } from './html.ts'
import { addressLines, type ShippingAddress } from './sold-order.ts'
import { fill, labelled, orderTexts } from './texts.ts'

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
  const t = orderTexts(order.locale)
  const subject = fill(t.shippedSubject, { number: order.number })
  const intro = fill(t.shippedIntro, { carrier: order.carrier })
  const tracking = labelled(t, t.shippedTracking, order.trackingNumber)
  const html: string[] = [
    paragraph(fill(t.greeting, { name: order.name })),
    paragraph(intro),
    strongLine(tracking),
  ]
  const text: string[] = [fill(t.greeting, { name: order.name }), '', intro, tracking]
  if (order.trackingUrl) {
    html.push(button(order.trackingUrl, t.shippedTrackButton))
    text.push(labelled(t, t.shippedTrackButton, order.trackingUrl))
  }

  html.push(heading(t.gearHeading))
  text.push('', t.gearHeading.toUpperCase())
  for (const item of order.gear) {
    const detail = labelled(t, t.quantity, item.quantity)
    html.push(strongLine(item.title, detail))
    text.push(`${item.title} (${detail})`)
  }
  if (order.shippingAddress) {
    const address = addressLines(order.shippingAddress, order.locale)
    html.push(paragraph(t.shippedAddress), lines(address))
    text.push('', t.shippedAddress, ...address)
  }
  html.push(note(t.help))
  text.push('', t.help)

  const footer = fill(t.footer, { number: order.number, brand: context.brandName })
  return {
    dedupeKey: `order:${order.id}:shipped`,
    template: 'order_shipped',
    to: order.email,
    replyTo: context.contactEmail,
    subject,
    html: renderEmailLayout({
      lang: order.locale,
      brandName: context.brandName,
      title: subject,
      preheader: fill(t.shippedPreheader, { carrier: order.carrier }),
      bodyHtml: html.join('\n'),
      footer,
    }),
    text: [...text, '', '—', footer].join('\n'),
  }
}
