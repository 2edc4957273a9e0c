import { PDFDocument, StandardFonts } from 'pdf-lib'
import QRCode from 'qrcode'
import type { Licence } from '../../_shared/contract/checkout.ts'
import type { LicenceFile } from '../../_shared/contract/licence-files.ts'
import { CAPS, type LicenceCaps } from '../../_shared/contract/licence-tiers.ts'
import { NameFontCatalog, type ReadStoredFont } from './name/fonts.ts'
import { shapeName } from './name/shape.ts'
import { TextLayerFont } from './name/text-layer-font.ts'
import { ACCENT, MUTED, PageWriter, VALUE_WIDTH } from './page-writer.ts'
import { type CertificateTexts, certificateTexts, fillTerms } from './terms/index.ts'

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
  /** The buyer's language (the order's): the whole certificate is written in it. */
  locale: string
  /** The files the licence delivers (certificates issued before tiers: the MP3). */
  files: readonly LicenceFile[]
  /** The caps bought with it; null for licences issued before tiers had caps. */
  caps: LicenceCaps | null
  /** The licence terms' version the buyer accepted at checkout, when known. */
  termsVersion: string | null
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
  const t = certificateTexts(data.locale)
  const terms = t.licences[data.licence]
  const issued = new Intl.DateTimeFormat(t.dateLocale, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(data.issuedAt)
  const files = data.files.map((file) => t.files[file]).join(' + ')
  const values = { artist: data.trackArtist, title: data.trackTitle, date: issued, files }
  doc.setTitle(fillTerms(t.documentTitle, { number: data.number }))
  doc.setAuthor(data.trackArtist)
  doc.setSubject(`${terms.name}: ${data.trackArtist} – ${data.trackTitle}`)
  doc.setCreator(data.trackArtist)
  doc.setLanguage(t.dateLocale)
  doc.setCreationDate(data.issuedAt)
  doc.setModificationDate(data.issuedAt)

  const exclusive = data.licence === 'exclusive'
  const writer = new PageWriter(doc, regular, bold, data.trackArtist, t.title)
  writer.title(t.title)
  // The files are in their own field below: the line stays one line with the longer names.
  writer.paragraph(`${terms.name} · ${t.perpetual}`, { size: 12, color: ACCENT })
  writer.paragraph(terms.summary, { size: 11, color: MUTED })
  writer.space(8)
  writer.field(t.licenceNumber, data.number, { bold: true })
  writer.field(t.issued, issued)
  writer.nameField(t.licensee, holder, `(${data.holderEmail})`, textLayer)
  writer.field(t.track, data.trackTitle)
  writer.field(t.artistAndLicensor, data.trackArtist)
  writer.field(t.licence, terms.name, exclusive ? { bold: true } : {})
  if (exclusive) writer.field(t.exclusivity, fillTerms(t.exclusivityValue, values))
  writer.field(t.format, files)
  writer.field(t.termAndTerritory, t.termValue)
  const accepted = data.termsVersion ? ` · ${t.termsVersion} ${data.termsVersion}` : ''
  writer.field(t.order, `#${data.orderNumber}${accepted}`)

  writer.heading(t.allowedHeading)
  for (const line of terms.allowed) writer.bullet(line)
  // Unlimited in every way (the exclusive rights, as a rule): the terms already say so.
  if (data.caps && CAPS.some((cap) => data.caps?.[cap] !== null)) {
    // One compact line: the certificate stays on one page whatever the licence and language.
    const caps = data.caps
    const list = CAPS.map((cap) => `${t.caps[cap]}: ${capText(caps[cap], t)}`).join(' · ')
    writer.space(4)
    writer.paragraph(`${t.capsHeading}: ${list}.`, { size: 9, color: MUTED })
  }
  writer.heading(t.notAllowedHeading)
  for (const line of terms.notAllowed) writer.bullet(line)
  writer.space(6)
  writer.paragraph(fillTerms(exclusive ? t.generalTermsExclusive : t.generalTerms, values), {
    size: 10,
  })
  // The exclusive certificate says more about rights; the credit line is the commercial's.
  if (data.licence === 'commercial') {
    writer.paragraph(fillTerms(t.creditLine, values), { size: 10 })
  }
  writer.qrBlock(qrModules(data.verifyUrl), 60, {
    heading: t.verify,
    line: data.verifyUrl,
    color: ACCENT,
  })
  return doc.save()
}

/** A cap as the certificate states it: a number in the buyer's language, unlimited, or none. */
function capText(value: number | null, t: CertificateTexts): string {
  if (value === null) return t.unlimited
  if (value === 0) return t.capNotAllowed
  return new Intl.NumberFormat(t.dateLocale).format(value)
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
