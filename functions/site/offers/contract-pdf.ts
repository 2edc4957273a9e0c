import { PDFDocument, StandardFonts } from 'pdf-lib'
import { setTimes } from '../../_shared/bookings/emails/offer-emails.ts'
import type { OfferTerms } from '../../_shared/bookings/offer-document.ts'
import { bookingTexts } from '../../_shared/bookings/texts/index.ts'
import type { Locale } from '../../_shared/contract/forms.ts'
import { fill, formatDay, formatMoney, localeTag } from '../../_shared/email/format.ts'
import { NameFontCatalog, type ReadStoredFont } from '../licences/name/fonts.ts'
import { shapeName } from '../licences/name/shape.ts'
import { TextLayerFont } from '../licences/name/text-layer-font.ts'
import { ACCENT, MUTED, PageWriter, VALUE_WIDTH } from '../licences/page-writer.ts'

export type SignedContract = OfferTerms & {
  document_sha256: string
  signer_name: string
  signed_at: Date
  signer_address: string | null
}

/** Points; the same as the certificate's fields. */
const NAME_SIZE = 11

/**
 * The signed show contract: both parties, the event, the fee schedule, travel and rider, the
 * terms, both signatures (the organiser's typed name and acceptance; the artist's, which is the
 * sending of the offer) and the audit trail. Written in the offer's language. Names print as
 * written in any script, as on licence certificates (licences/name).
 */
export async function renderContractPdf(
  contract: SignedContract,
  options: { readStoredFont: ReadStoredFont },
): Promise<Uint8Array> {
  const locale = contract.locale as Locale
  const t = bookingTexts(locale)
  const doc = await PDFDocument.create()
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const catalog = await NameFontCatalog.open(options.readStoredFont)
  const organiser = await fitted(contract.organiser_name, catalog)
  const signer = await fitted(contract.signer_name, catalog)
  const textLayer = TextLayerFont.embed(doc, [organiser.text, signer.text])
  const money = (cents: number) => formatMoney(cents, contract.currency, locale)
  const utc = (moment: Date) => `${moment.toISOString().slice(0, 19).replace('T', ' ')}`
  const event = t[`event_${contract.event_type}`]

  doc.setTitle(`${t.contract_title}: ${contract.owner_name}, ${contract.event_date}`)
  doc.setAuthor(contract.owner_name)
  doc.setSubject(`${event}, ${contract.event_date}`)
  doc.setCreator(contract.owner_name)
  doc.setLanguage(localeTag(locale))
  doc.setCreationDate(contract.signed_at)
  doc.setModificationDate(contract.signed_at)

  const writer = new PageWriter(doc, regular, bold, contract.owner_name, t.contract_band)
  writer.title(t.contract_title)
  writer.paragraph(`${event} · ${formatDay(contract.event_date, locale, 'full')}`, {
    size: 12,
    color: ACCENT,
  })

  writer.heading(t.contract_parties)
  writer.field(t.contract_artist, `${contract.owner_name} (${contract.owner_email})`)
  writer.nameField(t.contract_organiser, organiser, `(${contract.organiser_email})`, textLayer)

  writer.heading(t.contract_event)
  writer.field(t.label_event, event)
  writer.field(t.label_date, formatDay(contract.event_date, locale, 'full'))
  if (contract.location) writer.field(t.label_location, contract.location)
  writer.field(t.label_set_times, setTimes(contract, locale))
  writer.field(t.contract_details, contract.details)

  writer.heading(t.contract_fees)
  writer.field(t.label_fee, money(contract.fee_cents), { bold: true })
  writer.field(
    t.label_deposit,
    fill(t.deposit_value, {
      amount: money(contract.deposit_cents),
      percent: contract.deposit_percent,
    }),
  )
  if (contract.balance_cents > 0) {
    writer.field(t.label_balance, money(contract.balance_cents))
    writer.field(t.label_balance_due, formatDay(contract.balance_due_on, locale))
  }

  writer.heading(t.contract_travel)
  writer.paragraph(contract.travel_terms || t.contract_travel_none, { size: 10.5 })

  writer.heading(t.contract_terms)
  for (const clause of contract.contract_terms.split(/\n\s*\n/)) {
    writer.paragraph(clause.trim(), { size: 10 })
    writer.space(2)
  }

  writer.heading(t.contract_signatures)
  writer.nameField(t.contract_organiser, signer, '', textLayer)
  writer.paragraph(
    fill(t.contract_signed_by_organiser, {
      name: contract.signer_name,
      time: utc(contract.signed_at),
    }),
    { size: 10, color: MUTED },
  )
  writer.field(t.contract_artist, contract.owner_name)
  writer.paragraph(
    fill(t.contract_signed_by_artist, { brand: contract.owner_name, time: utc(contract.sent_at) }),
    { size: 10, color: MUTED },
  )

  writer.heading(t.contract_audit)
  writer.nameField(t.audit_signer, signer, '', textLayer)
  writer.field(t.audit_signed_at, contract.signed_at.toISOString())
  writer.field(t.audit_address, contract.signer_address ?? '—')
  writer.field(t.audit_sent_at, contract.sent_at.toISOString())
  // In groups of 16, so it wraps between groups and reads like a fingerprint.
  writer.field(t.audit_document, contract.document_sha256.match(/.{1,16}/g)?.join(' ') ?? '')
  writer.paragraph(t.audit_note, { size: 9, color: MUTED })
  return doc.save()
}

/** A name shaped at the fields' size, set smaller when it would not fit the line. */
async function fitted(name: string, catalog: NameFontCatalog) {
  const shaped = await shapeName(name, NAME_SIZE, catalog)
  if (shaped.width <= VALUE_WIDTH) return shaped
  return shapeName(name, (NAME_SIZE * VALUE_WIDTH) / shaped.width, catalog)
}
