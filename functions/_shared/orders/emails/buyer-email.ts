import { renderEmailLayout } from '../../email/layout.ts'
import type { OutboundEmail } from '../../email/outbox.ts'
import { libraryUrl } from '../links.ts'
import { button, card, heading, lines, link, note, paragraph, strongLine } from './html.ts'
import {
  addressLines,
  discountLines,
  licenceLine,
  type OrderEmailContext,
  type SoldOrder,
  taxLines,
} from './sold-order.ts'
import { downloadLabel, fill, formatMoney, labelled, orderTexts } from './texts.ts'

/**
 * The buyer's confirmation, in the order's language: a download button and the certificate per
 * track licence, the gear and where it ships, the total. Queued with the order's fulfilment.
 */
export function buyerEmail(order: SoldOrder, context: OrderEmailContext): OutboundEmail {
  const t = orderTexts(order.locale)
  const money = (cents: number) => formatMoney(cents, order.currency, order.locale)
  const hasTracks = order.licences.length > 0
  const subject = fill(hasTracks ? t.subjectWithTracks : t.subjectGearOnly, {
    number: order.number,
  })
  const html: string[] = [
    paragraph(fill(t.greeting, { name: order.name })),
    paragraph(fill(t.intro, { total: money(order.totalCents) })),
  ]
  const text: string[] = [
    fill(t.greeting, { name: order.name }),
    '',
    fill(t.intro, { total: money(order.totalCents) }),
  ]

  if (hasTracks) {
    // A lease's one MP3 keeps the note buyers know; several files get the per-file one.
    const onlyMp3 = order.licences.every((item) => !item.files || item.files.length === 1)
    const downloadsNote = fill(onlyMp3 ? t.downloadsNote : t.downloadsNoteFiles, {
      count: context.downloadsPerLicence,
    })
    html.push(heading(t.tracksHeading), note(downloadsNote))
    text.push('', t.tracksHeading.toUpperCase(), downloadsNote)
    for (const item of order.licences) {
      const label = licenceLine(item, t)
      const exclusive = item.licence === 'exclusive' ? [t.exclusiveNote] : []
      const files = item.files ?? [{ format: 'mp3' as const, url: item.downloadUrl }]
      html.push(
        card(
          strongLine(`${item.artist} – ${item.title}`, label) +
            exclusive.map(note).join('') +
            note(labelled(t, t.licenceNumber, item.number)) +
            files.map((file) => button(file.url, downloadLabel(t, file.format))).join('') +
            link(item.certificateUrl, t.certificateLink),
        ),
      )
      text.push(
        '',
        `${item.artist} – ${item.title} (${label})`,
        ...exclusive,
        labelled(t, t.licenceNumber, item.number),
        ...files.map((file) => labelled(t, downloadLabel(t, file.format), file.url)),
        labelled(t, t.certificateLink, item.certificateUrl),
      )
    }
    const accepted = order.termsVersion
      ? [fill(t.termsAccepted, { version: order.termsVersion })]
      : []
    html.push(note(t.licencesNote), ...accepted.map(note))
    text.push('', t.licencesNote, ...accepted)
  }

  if (order.gear.length > 0) {
    html.push(heading(t.gearHeading))
    text.push('', t.gearHeading.toUpperCase())
    for (const item of order.gear) {
      const detail = `${labelled(t, t.quantity, item.quantity)} · ${money(item.unitPriceCents * item.quantity)}`
      html.push(strongLine(item.title, detail))
      text.push(`${item.title} (${detail})`)
    }
    if (order.shippingAddress) {
      const address = addressLines(order.shippingAddress, order.locale)
      html.push(paragraph(t.shippingNote), lines(address))
      text.push('', t.shippingNote, ...address)
    }
  }

  for (const line of discountLines(order, t, money)) {
    html.push(paragraph(line))
    text.push('', line)
  }
  if (order.shipping) {
    const line = labelled(
      t,
      fill(t.shippingLine, { rate: order.shipping.rate ?? '—' }),
      money(order.shipping.cents),
    )
    html.push(paragraph(line))
    text.push('', line)
  }
  const total = labelled(t, t.total, money(order.totalCents))
  html.push(strongLine(total))
  text.push('', total)
  for (const line of taxLines(order, t, money)) {
    html.push(note(line))
    text.push(line)
  }
  if (order.invoiceUrl) {
    html.push(card(link(order.invoiceUrl, t.invoiceLink)))
    text.push('', labelled(t, t.invoiceLink, order.invoiceUrl))
  }
  if (hasTracks) {
    html.push(paragraph(t.keepEmail))
    text.push('', t.keepEmail)
  }
  const library = libraryUrl({ SITE_URL: context.siteUrl }, order.locale)
  html.push(card(link(library, t.libraryLink)))
  text.push('', t.libraryLink, library)
  html.push(note(t.help))
  text.push(t.help)

  const footer = fill(t.footer, { number: order.number, brand: context.brandName })
  return {
    dedupeKey: `order:${order.id}:buyer`,
    template: 'order_buyer',
    to: order.email,
    replyTo: context.contactEmail,
    subject,
    html: renderEmailLayout({
      lang: order.locale,
      brandName: context.brandName,
      title: subject,
      preheader: hasTracks ? t.preheaderWithTracks : t.preheaderGearOnly,
      bodyHtml: html.join('\n'),
      footer,
    }),
    text: [...text, '', '—', footer].join('\n'),
  }
}
