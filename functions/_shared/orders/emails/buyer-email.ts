import { fill, formatMoney, labelled } from '../../email/format.ts'
import type { OutboundEmail } from '../../email/outbox.ts'
import { type Block, renderEmail } from '../../email/render.ts'
import { libraryUrl } from '../links.ts'
import {
  addressLines,
  discountLines,
  licenceLine,
  type OrderEmailContext,
  type SoldOrder,
  taxLines,
} from './sold-order.ts'
import { downloadLabel, orderTexts } from './texts.ts'

/**
 * The buyer's confirmation, in the order's language: a download button and the certificate per
 * track licence, the gear and where it ships, the total. Queued with the order's fulfilment.
 */
export function buyerEmail(order: SoldOrder, context: OrderEmailContext): OutboundEmail {
  const { locale } = order
  const t = orderTexts(locale)
  const money = (cents: number) => formatMoney(cents, order.currency, locale, 'receipt')
  const hasTracks = order.licences.length > 0
  const blocks: Block[] = [
    { kind: 'paragraph', text: fill(t.greeting, { name: order.name }) },
    { kind: 'paragraph', text: fill(t.intro, { total: money(order.totalCents) }) },
  ]

  if (hasTracks) {
    // A lease's one MP3 keeps the note buyers know; several files get the per-file one.
    const onlyMp3 = order.licences.every((item) => !item.files || item.files.length === 1)
    blocks.push(
      { kind: 'heading', text: t.tracks_heading },
      {
        kind: 'note',
        text: fill(onlyMp3 ? t.downloads_note : t.downloads_note_files, {
          count: context.downloadsPerLicence,
        }),
      },
    )
    for (const item of order.licences) {
      const files = item.files ?? [{ format: 'mp3' as const, url: item.downloadUrl }]
      blocks.push({
        kind: 'card',
        blocks: [
          { kind: 'item', title: `${item.artist} – ${item.title}`, detail: licenceLine(item, t) },
          ...(item.licence === 'exclusive'
            ? [{ kind: 'note', text: t.exclusive_note } as const]
            : []),
          { kind: 'note', text: labelled(locale, t.licence_number, item.number) },
          ...files.map(
            (file): Block => ({
              kind: 'button',
              label: downloadLabel(t, file.format),
              href: file.url,
            }),
          ),
          { kind: 'link', label: t.certificate_link, href: item.certificateUrl },
        ],
      })
    }
    blocks.push({ kind: 'note', text: t.licences_note })
    if (order.termsVersion) {
      blocks.push({ kind: 'note', text: fill(t.terms_accepted, { version: order.termsVersion }) })
    }
  }

  if (order.gear.length > 0) {
    blocks.push({ kind: 'heading', text: t.gear_heading })
    for (const item of order.gear) {
      blocks.push({
        kind: 'item',
        title: item.title,
        detail: `${labelled(locale, t.quantity, item.quantity)} · ${money(item.unitPriceCents * item.quantity)}`,
      })
    }
    if (order.shippingAddress) {
      blocks.push(
        { kind: 'paragraph', text: t.shipping_note },
        { kind: 'lines', lines: addressLines(order.shippingAddress, locale) },
      )
    }
  }

  for (const line of discountLines(order, locale, money)) {
    blocks.push({ kind: 'paragraph', text: line })
  }
  if (order.shipping) {
    blocks.push({
      kind: 'paragraph',
      text: labelled(
        locale,
        fill(t.shipping_line, { rate: order.shipping.rate ?? '—' }),
        money(order.shipping.cents),
      ),
    })
  }
  blocks.push({ kind: 'item', title: labelled(locale, t.total, money(order.totalCents)) })
  for (const line of taxLines(order, locale, money)) blocks.push({ kind: 'note', text: line })
  if (order.invoiceUrl) blocks.push({ kind: 'link', label: t.invoice_link, href: order.invoiceUrl })
  if (hasTracks) blocks.push({ kind: 'paragraph', text: t.keep_email })
  blocks.push(
    {
      kind: 'link',
      label: t.library_link,
      href: libraryUrl({ SITE_URL: context.siteUrl }, locale),
    },
    { kind: 'note', text: t.help },
  )

  return {
    dedupeKey: `order:${order.id}:buyer`,
    template: 'order_buyer',
    to: order.email,
    replyTo: context.contactEmail,
    ...renderEmail({
      lang: locale,
      brandName: context.brandName,
      subject: fill(hasTracks ? t.subject_with_tracks : t.subject_gear_only, {
        number: order.number,
      }),
      preheader: hasTracks ? t.preheader_with_tracks : t.preheader_gear_only,
      blocks,
      footer: fill(t.footer, { number: order.number, brand: context.brandName }),
    }),
  }
}
