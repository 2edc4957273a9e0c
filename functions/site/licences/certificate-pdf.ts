import { PDFDocument, StandardFonts } from 'pdf-lib'
import QRCode from 'qrcode'
import type { Licence } from '../../_shared/contract/checkout.ts'
import { NameFontCatalog, type ReadStoredFont } from './name/fonts.ts'
import { shapeName } from './name/shape.ts'
import { TextLayerFont } from './name/text-layer-font.ts'
import { ACCENT, MUTED, PageWriter, VALUE_WIDTH } from './page-writer.ts'
import { creditLine, generalTerms, LICENCE_TERMS } from './terms.ts'

export type CertificateData = {
  number: string
  licence: Licence
  issuedAt: Date
  holderName: string
  holderEmail: string
  trackTitle: string
  trackArtist: string
  orderNumber: number
  verifyUrl: string
}

/**
 * The licence certificate: who may use which track, how, since when, and where to verify it. The
 * holder's name prints as written in any script (name/, fonts/README.md); `readStoredFont` reads
 * the CJK font chunks it may need from storage.
 */
export async function renderCertificatePdf(
  data: CertificateData,
  options: { readStoredFont: ReadStoredFont },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const catalog = await NameFontCatalog.open(options.readStoredFont)
  let holder = await shapeName(data.holderName, NAME_SIZE, catalog)
  // A name longer than the line is set smaller to fit, never cut or run off the page.
  if (holder.width > VALUE_WIDTH) {
    holder = await shapeName(data.holderName, (NAME_SIZE * VALUE_WIDTH) / holder.width, catalog)
  }
  const textLayer = TextLayerFont.embed(doc, [holder.text])
  const terms = LICENCE_TERMS[data.licence]
  const issued = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    data.issuedAt,
  )
  doc.setTitle(`Licence certificate ${data.number}`)
  doc.setAuthor(data.trackArtist)
  doc.setSubject(`${terms.name}: ${data.trackArtist} – ${data.trackTitle}`)
  doc.setCreator(data.trackArtist)
  doc.setLanguage('en')
  doc.setCreationDate(data.issuedAt)
  doc.setModificationDate(data.issuedAt)

  const writer = new PageWriter(doc, regular, bold, data.trackArtist)
  writer.title('Licence certificate')
  writer.paragraph(`${terms.name} · MP3, 320 kbps · Perpetual`, { size: 12, color: ACCENT })
  writer.paragraph(terms.summary, { size: 11, color: MUTED })
  writer.space(8)
  writer.field('Licence number', data.number, { bold: true })
  writer.field('Issued', issued)
  writer.nameField('Licensee', holder, `(${data.holderEmail})`, textLayer)
  writer.field('Track', data.trackTitle)
  writer.field('Artist and licensor', data.trackArtist)
  writer.field('Licence', terms.name)
  writer.field('Format', 'MP3, 320 kbps')
  writer.field('Term and territory', 'Perpetual, worldwide')
  writer.field('Order', `#${data.orderNumber}`)

  writer.heading('This licence allows you to')
  for (const line of terms.allowed) writer.bullet(line)
  writer.heading('This licence does not allow you to')
  for (const line of terms.notAllowed) writer.bullet(line)
  writer.space(6)
  writer.paragraph(generalTerms(data.trackArtist), { size: 10 })
  if (data.licence === 'commercial') {
    writer.paragraph(creditLine(data.trackArtist, data.trackTitle), { size: 10 })
  }
  writer.qrBlock(qrModules(data.verifyUrl), 60, {
    heading: 'Verify this licence: scan the code or open',
    line: data.verifyUrl,
    color: ACCENT,
  })
  return doc.save()
}

/** The size of the holder's name, as of the other fields (page-writer.ts). */
const NAME_SIZE = 11

/** The QR code of `text` as rows of dark (true) and light modules, with no quiet zone. */
export function qrModules(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, column) => Boolean(modules.get(row, column))),
  )
}
