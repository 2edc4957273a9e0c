import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'
import { formatAmount } from '../money.ts'
import type { InvoiceObject } from '../types.ts'

const A4 = { width: 595.28, height: 841.89 }
const MARGIN = 50
const INK = rgb(0.1, 0.12, 0.21)
const MUTED = rgb(0.31, 0.34, 0.42)

/**
 * The invoice as a PDF, in the layout of Stripe's own: the seller, the customer (with a business's
 * name and VAT number), the lines, subtotal, shipping, each tax with its rate and country (or the
 * reverse charge note), the total and the payment. In English, as Stripe's default template.
 */
export async function renderInvoicePdf(
  invoice: InvoiceObject,
  taxRates: (rateId: string) => { percent: number; country: string | null },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const page = doc.addPage([A4.width, A4.height])
  const money = (amount: number) => formatAmount(amount, invoice.currency, 'en')
  const date = (seconds: number) =>
    new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(seconds * 1000)
  doc.setTitle(`Invoice ${invoice.number ?? invoice.id}`)
  doc.setAuthor(invoice.account_name ?? 'Stripe')
  doc.setCreationDate(new Date(invoice.created * 1000))

  let y = A4.height - MARGIN
  const text = (value: string, x: number, options: { font?: PDFFont; size?: number } = {}) => {
    const size = options.size ?? 10
    page.drawText(winAnsi(value), { x, y, size, font: options.font ?? regular, color: INK })
  }
  const right = (value: string, xRight: number, font: PDFFont = regular, size = 10) => {
    const safe = winAnsi(value)
    page.drawText(safe, {
      x: xRight - font.widthOfTextAtSize(safe, size),
      y,
      size,
      font,
      color: INK,
    })
  }
  const line = (gap = 14) => {
    y -= gap
  }

  text('Invoice', MARGIN, { font: bold, size: 24 })
  right(invoice.account_name ?? '', A4.width - MARGIN, bold, 12)
  line(30)
  const meta: [string, string][] = [
    ['Invoice number', invoice.number ?? invoice.id],
    ['Date of issue', date(invoice.created)],
    ['Date paid', date(invoice.status_transitions.paid_at ?? invoice.created)],
  ]
  for (const [label, value] of meta) {
    page.drawText(label, { x: MARGIN, y, size: 10, font: regular, color: MUTED })
    text(value, MARGIN + 110)
    line()
  }
  line(10)
  text(invoice.account_name ?? '', MARGIN, { font: bold })
  text('Bill to', 320, { font: bold })
  line()
  const seller = [countryName(invoice.account_country)]
  const buyer = billTo(invoice)
  for (let index = 0; index < Math.max(seller.length, buyer.length); index++) {
    if (seller[index]) text(seller[index]!, MARGIN)
    if (buyer[index]) text(buyer[index]!, 320)
    line()
  }
  line(16)
  text(
    `${money(invoice.amount_paid)} paid on ${date(invoice.status_transitions.paid_at ?? invoice.created)}`,
    MARGIN,
    { font: bold, size: 14 },
  )
  line(30)

  const columns = { qty: 380, unit: 460, amount: A4.width - MARGIN }
  drawRule(page, y + 10)
  page.drawText('Description', { x: MARGIN, y, size: 9, font: regular, color: MUTED })
  right('Qty', columns.qty, regular, 9)
  right('Unit price', columns.unit, regular, 9)
  right('Amount', columns.amount, regular, 9)
  line(8)
  drawRule(page, y)
  line(14)
  for (const item of invoice.lines.data) {
    text(truncate(item.description ?? '', regular, 10, columns.qty - MARGIN - 60), MARGIN)
    right(String(item.quantity ?? 1), columns.qty)
    right(money(Number(item.pricing?.unit_amount_decimal ?? 0)), columns.unit)
    right(money(item.amount), columns.amount)
    line(16)
  }
  drawRule(page, y + 6)
  line(8)
  const totals: [string, string, PDFFont?][] = [['Subtotal', money(invoice.subtotal)]]
  if (invoice.shipping_cost) totals.push(['Shipping', money(invoice.shipping_cost.amount_subtotal)])
  for (const tax of invoice.total_taxes ?? []) {
    const rate = taxRates(tax.tax_rate_details?.tax_rate ?? '')
    if (tax.taxability_reason === 'reverse_charge') {
      totals.push(['VAT (reverse charge)', money(0)])
    } else if (tax.taxability_reason === 'not_collecting') {
    } else {
      const included = tax.tax_behavior === 'inclusive' ? ', included' : ''
      totals.push([
        `VAT ${rate.percent}%${rate.country ? ` (${rate.country})` : ''}${included} on ${money(tax.taxable_amount ?? 0)}`,
        money(tax.amount),
      ])
    }
  }
  totals.push(
    ['Total', money(invoice.total), bold],
    ['Amount paid', money(invoice.amount_paid), bold],
  )
  for (const [label, value, font] of totals) {
    right(label, columns.unit, font ?? regular)
    right(value, columns.amount, font ?? regular)
    line(16)
  }
  if (invoice.customer_tax_exempt === 'reverse') {
    line(10)
    page.drawText(
      'Reverse charge: VAT to be accounted for by the customer (Article 196, Council Directive 2006/112/EC).',
      { x: MARGIN, y, size: 9, font: regular, color: MUTED },
    )
    line()
  }
  if (invoice.footer) {
    line(10)
    page.drawText(winAnsi(invoice.footer).slice(0, 140), {
      x: MARGIN,
      y,
      size: 9,
      font: regular,
      color: MUTED,
    })
  }
  page.drawText(
    `${invoice.number ?? invoice.id} · ${money(invoice.amount_paid)} paid · Page 1 of 1`,
    {
      x: MARGIN,
      y: MARGIN - 20,
      size: 8,
      font: regular,
      color: MUTED,
    },
  )
  return doc.save()
}

function billTo(invoice: InvoiceObject): string[] {
  const address = invoice.customer_address
  return [
    invoice.customer_name ?? '',
    ...[address?.line1, address?.line2].filter((part): part is string => Boolean(part)),
    [address?.postal_code, address?.city].filter(Boolean).join(' '),
    countryName(address?.country ?? null),
    invoice.customer_email ?? '',
    ...(invoice.customer_tax_ids ?? []).map(
      (id) => `${id.type === 'eu_vat' ? 'EU VAT' : id.type} ${id.value}`,
    ),
  ].filter((part) => part !== '')
}

function countryName(code: string | null): string {
  if (!code) return ''
  return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code
}

function drawRule(page: PDFPage, y: number) {
  page.drawLine({
    start: { x: MARGIN, y },
    end: { x: A4.width - MARGIN, y },
    thickness: 0.5,
    color: rgb(0.85, 0.87, 0.9),
  })
}

function truncate(value: string, font: PDFFont, size: number, width: number): string {
  let text = winAnsi(value)
  while (text.length > 1 && font.widthOfTextAtSize(text, size) > width)
    text = `${text.slice(0, -2)}…`
  return text
}

/** What Helvetica can draw (WinAnsi); anything else becomes "?". */
function winAnsi(value: string): string {
  return value.replace(/[^\x20-\x7e\xa0-\xff‘’“”„–—…•€]/g, '?')
}
