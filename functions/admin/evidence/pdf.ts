import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'
import type { AdminOrderEvidence } from '../../_shared/contract/admin/evidence.ts'
import type { AdminOrderDetail } from '../../_shared/contract/admin/sales.ts'

const A4 = { width: 595.28, height: 841.89 }
const MARGIN = 48
const INK = rgb(0.09, 0.08, 0.12)
const MUTED = rgb(0.35, 0.34, 0.41)

export type EvidenceFacts = {
  order: AdminOrderDetail
  evidence: AdminOrderEvidence
  seller: string
  /** The page stating the licence terms the buyer accepted. */
  termsUrl: string
  /** What each licence sold delivers: its files and caps, by licence number. */
  licences: { number: string; files: string[]; caps: Record<string, number | null> | null }[]
  generatedAt: Date
}

/**
 * The evidence a seller submits when a buyer disputes a payment for digital goods: the order and
 * what it cost, the licence terms accepted at checkout (version, time, where to read them), what
 * was delivered (the emails and their links) and every download with its time, address and
 * browser. In English: card networks review evidence in English, and Stripe asks for it so.
 */
export async function renderEvidencePdf(facts: EvidenceFacts): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const writer = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  )
  const { order, evidence } = facts
  const money = (cents: number) =>
    new Intl.NumberFormat('en-GB', { style: 'currency', currency: order.currency }).format(
      cents / 100,
    )
  const when = (iso: string | null) => (iso ? `${iso.replace('T', ' ').slice(0, 19)} UTC` : '—')
  doc.setTitle(`Dispute evidence, order #${order.number}`)
  doc.setAuthor(facts.seller)
  doc.setCreationDate(facts.generatedAt)

  writer.title(`Dispute evidence · Order #${order.number}`)
  writer.line(`${facts.seller} · generated ${when(facts.generatedAt.toISOString())}`, {
    muted: true,
  })
  if (evidence.dispute) {
    writer.heading('Dispute')
    writer.field('Stripe dispute', evidence.dispute.id)
    writer.field('Reason', evidence.dispute.reason.replaceAll('_', ' '))
    writer.field('Amount', money(evidence.dispute.amount_cents))
    writer.field('Opened', when(evidence.dispute.opened_at))
  }
  writer.heading('Customer')
  writer.field('Name', order.name)
  writer.field('Email', order.email)
  if (evidence.buyer_business_name) writer.field('Business', evidence.buyer_business_name)
  for (const id of evidence.buyer_tax_ids) writer.field('Tax id', `${id.type} ${id.value}`)
  if (evidence.tax_country) writer.field('Country', evidence.tax_country)

  writer.heading('Order')
  writer.field('Placed', when(order.created_at))
  writer.field('Paid', when(order.paid_at))
  writer.field('Payment', order.payment_intent_id ?? '—')
  for (const item of order.items) {
    writer.field(
      item.kind === 'track' ? `Licence (${item.licence})` : `Gear × ${item.quantity}`,
      `${item.title} — ${money(item.total_cents)}`,
    )
  }
  writer.field('Net', money(evidence.net_cents ?? order.total_cents - evidence.tax_cents))
  writer.field(
    'VAT',
    evidence.tax_exempt === 'reverse' ? 'reverse charge' : money(evidence.tax_cents),
  )
  writer.field('Total charged', money(order.total_cents))
  if (evidence.invoice_number) writer.field('Invoice', evidence.invoice_number)

  writer.heading('Licence terms accepted at checkout')
  writer.field('Version', evidence.terms_version ?? '—')
  writer.field('Accepted', when(evidence.terms_accepted_at))
  writer.field('Terms', facts.termsUrl)
  writer.line(
    'The checkout page required the buyer to tick "I have read and accept the licence terms" before paying; Stripe recorded the consent (consent.terms_of_service = accepted).',
    { muted: true, size: 9 },
  )
  for (const licence of facts.licences) {
    const caps = licence.caps
      ? Object.entries(licence.caps)
          .map(([cap, value]) => `${cap} ${value === null ? 'unlimited' : value}`)
          .join(', ')
      : 'as the terms state'
    writer.field(licence.number, `files: ${licence.files.join(', ')}; caps: ${caps}`)
  }

  writer.heading('Delivery')
  for (const email of order.emails) {
    writer.field(
      when(email.sent_at ?? email.created_at),
      `${email.status}: "${email.subject}" to ${email.to}`,
    )
  }
  const issued = order.licences.map((grant) => `${grant.number} (${grant.title})`).join(', ')
  if (issued) writer.field('Licences issued', issued)

  writer.heading(`Downloads (${evidence.downloads.length})`)
  if (evidence.downloads.length === 0) writer.line('No file was downloaded.', { muted: true })
  for (const entry of evidence.downloads) {
    writer.field(
      when(entry.downloaded_at),
      `${entry.format.toUpperCase()} of ${entry.title} (${entry.licence_number}) via ${entry.channel} from ${entry.ip_address ?? 'unknown address'}; ${entry.user_agent ?? 'unknown browser'}`,
    )
  }
  return doc.save()
}

/** Top to bottom, wrapping, with a new page whenever one is full. */
class Writer {
  private page!: PDFPage
  private y = 0

  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.newPage()
  }

  title(text: string) {
    this.draw(text, { font: this.bold, size: 18, x: MARGIN, width: A4.width - 2 * MARGIN })
    this.y -= 6
  }

  heading(text: string) {
    this.y -= 10
    this.draw(text, { font: this.bold, size: 12, x: MARGIN, width: A4.width - 2 * MARGIN })
  }

  line(text: string, options: { muted?: boolean; size?: number } = {}) {
    this.draw(text, {
      font: this.regular,
      size: options.size ?? 10,
      x: MARGIN,
      width: A4.width - 2 * MARGIN,
      muted: options.muted ?? false,
    })
  }

  field(label: string, value: string) {
    const top = this.y
    this.draw(label, { font: this.regular, size: 9, x: MARGIN, width: 140, muted: true })
    const afterLabel = this.y
    this.y = top
    this.draw(value, {
      font: this.regular,
      size: 9,
      x: MARGIN + 150,
      width: A4.width - 2 * MARGIN - 150,
    })
    this.y = Math.min(this.y, afterLabel)
  }

  private draw(
    text: string,
    options: { font: PDFFont; size: number; x: number; width: number; muted?: boolean },
  ) {
    for (const line of this.wrap(winAnsi(text), options.font, options.size, options.width)) {
      if (this.y - options.size < MARGIN) this.newPage()
      this.page.drawText(line, {
        x: options.x,
        y: this.y - options.size,
        size: options.size,
        font: options.font,
        color: options.muted ? MUTED : INK,
      })
      this.y -= options.size * 1.4
    }
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = []
    let current = ''
    for (const word of text.split(/\s+/)) {
      const next = current ? `${current} ${word}` : word
      if (font.widthOfTextAtSize(next, size) <= width || !current) current = next
      else {
        lines.push(current)
        current = word
      }
    }
    if (current) lines.push(current)
    return lines
  }

  private newPage() {
    this.page = this.doc.addPage([A4.width, A4.height])
    this.y = A4.height - MARGIN
  }
}

/** What Helvetica can draw (WinAnsi); anything else becomes "?". */
function winAnsi(value: string): string {
  return value.replace(/[^\x20-\x7e\xa0-\xff‘’“”„–—…•€×·]/g, '?')
}
