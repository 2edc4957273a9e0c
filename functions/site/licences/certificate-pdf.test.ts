import { inflateSync } from 'node:zlib'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { LICENCES } from '../../_shared/contract/checkout.ts'
import { LOCALES } from '../../_shared/contract/forms.ts'
import { type CertificateData, qrModules, renderCertificatePdf } from './certificate-pdf.ts'
import { visualOrder } from './page-writer.ts'

const certificate: CertificateData = {
  number: 'KV-2026-7F3K9Q2M',
  licence: 'commercial',
  issuedAt: new Date('2026-11-22T10:00:00Z'),
  holderName: 'Zoë Łukasiewicz',
  holderEmail: 'zoe@example.com',
  trackTitle: 'Midnight Circuit',
  trackArtist: 'Kael Voss',
  orderNumber: 1001,
  verifyUrl: 'https://kaelvoss.example/licenses/KV-2026-7F3K9Q2M',
  locale: 'en',
}

/** WinAnsi's few characters that Latin-1 does not have where it puts them. */
const WIN_ANSI: Record<string, string> = { '\x95': '•', '\x96': '–', '\x97': '—' }

/** The text a PDF viewer would show: every hex string shown by the page content streams. */
function pdfText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1')
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((match) => {
    const bytes = Buffer.from(match[1]!, 'latin1')
    try {
      return inflateSync(bytes).toString('latin1')
    } catch {
      return bytes.toString('latin1')
    }
  })
  const shown = streams.flatMap((content) =>
    [...content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((match) =>
      Buffer.from(match[1]!, 'hex')
        .toString('latin1')
        .replace(/[\x95-\x97]/g, (char) => WIN_ANSI[char]!),
    ),
  )
  return shown.join('\n')
}

describe('the licence certificate', () => {
  it('is a PDF that shows the number, holder, track, licence, rights, format and date', async () => {
    const pdf = await renderCertificatePdf(certificate)
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-')
    const text = pdfText(pdf)
    expect(text).toContain('KV-2026-7F3K9Q2M')
    expect(text).toContain('Midnight Circuit')
    expect(text).toContain('Kael Voss')
    expect(text).toContain('Commercial licence')
    expect(text).toContain('MP3, 320 kbps')
    expect(text).toContain('Perpetual')
    expect(text).toContain('22 November 2026')
    expect(text).toContain('Perform it in public')
    expect(text).toContain('"Music: Kael Voss – Midnight Circuit"')
    expect(text).toContain('https://kaelvoss.example/licenses/KV-2026-7F3K9Q2M')
  })

  it('prints the holder’s name as written in Latin, Greek, Cyrillic, Vietnamese and Hebrew', async () => {
    const names = [
      'Zoë Łukasiewicz',
      'Δημήτρης Παπαδόπουλος',
      'Дмитрий Иванов',
      'Nguyễn Văn Ánh',
      'דוד כהן',
      'Noa אברהם',
    ]
    for (const holderName of names) {
      const pdf = await renderCertificatePdf({ ...certificate, holderName })
      const mapped = toUnicodeCodePoints(pdf)
      const missing = [...holderName.replace(/\s/g, '')].filter(
        (char) => !mapped.has(char.codePointAt(0)!),
      )
      expect(missing, holderName).toEqual([])
      // Nothing of the name fell back to the standard font's "?".
      expect(pdfText(pdf)).not.toContain('?')
      expect(pdfText(pdf)).toContain('(zoe@example.com)')
    }
  })

  it('draws a name’s runs in display order: a right-to-left name reads from the right', () => {
    const order = (...texts: string[]) =>
      visualOrder(texts.map((text) => ({ text }))).map((run) => run.text)
    // Left to right, a Hebrew stretch (two runs and the space between) is reversed as a whole.
    expect(order('Noa ', 'דוד', ' ', 'כהן')).toEqual(['Noa ', 'כהן', ' ', 'דוד'])
    // Right to left, the runs come in reverse; a Latin stretch keeps its own order.
    expect(order('דוד', ' ', 'Zoë ', 'Łuk')).toEqual(['Zoë ', 'Łuk', ' ', 'דוד'])
    expect(order('Zoë ', 'Łuk')).toEqual(['Zoë ', 'Łuk'])
  })

  it('shows "?" for a script no font has, instead of failing', async () => {
    const text = pdfText(await renderCertificatePdf({ ...certificate, holderName: '李小龍' }))
    expect(text).toContain('???')
    const arabic = pdfText(await renderCertificatePdf({ ...certificate, holderName: 'علي' }))
    expect(arabic).toContain('???')
    expect(text).toContain('(zoe@example.com)')
  })

  it('fits on one A4 page for every licence, in every language', async () => {
    for (const locale of LOCALES) {
      for (const licence of LICENCES) {
        const doc = await PDFDocument.load(
          await renderCertificatePdf({ ...certificate, licence, locale }),
        )
        expect(doc.getPageCount(), `${locale} ${licence}`).toBe(1)
      }
    }
    const doc = await PDFDocument.load(await renderCertificatePdf(certificate))
    expect(doc.getTitle()).toBe('Licence certificate KV-2026-7F3K9Q2M')
  })

  it('states exclusivity on an exclusive licence, in the buyer’s language', async () => {
    // Paragraphs wrap: read them as one line.
    const flat = (pdf: Uint8Array) => pdfText(pdf).replace(/\s+/g, ' ')
    const english = flat(await renderCertificatePdf({ ...certificate, licence: 'exclusive' }))
    expect(english).toContain('Exclusive licence')
    expect(english).toContain('Exclusive from 22 November 2026')
    expect(english).toContain('The licence is exclusive, worldwide and perpetual')
    expect(english).toContain('licences issued before remain valid')
    expect(english).not.toContain('non-exclusive')

    const spanish = flat(
      await renderCertificatePdf({ ...certificate, licence: 'exclusive', locale: 'es' }),
    )
    expect(spanish).toContain('CERTIFICADO DE LICENCIA')
    expect(spanish).toContain('Licencia exclusiva')
    expect(spanish).toContain('Exclusiva desde el 22 de noviembre de 2026')
    expect(spanish).toContain('La licencia es exclusiva, mundial y perpetua')
    for (const [locale, words] of [
      ['fr', 'Licence exclusive'],
      ['de', 'Exklusivlizenz'],
      ['pt', 'Licença exclusiva'],
    ] as const) {
      const text = pdfText(
        await renderCertificatePdf({ ...certificate, licence: 'exclusive', locale }),
      )
      expect(text, locale).toContain(words)
      expect(text, locale).not.toContain('?')
    }
    // A non-exclusive licence says so, in the buyer's language too.
    const commercial = flat(await renderCertificatePdf({ ...certificate, locale: 'de' }))
    expect(commercial).toContain('Die Lizenz ist nicht exklusiv')
  })

  it('states the private licence’s limits', async () => {
    const text = pdfText(await renderCertificatePdf({ ...certificate, licence: 'private' }))
    expect(text).toContain('Private licence')
    expect(text).toContain('non-commercial settings')
    expect(text).toContain('Broadcast or stream the track')
    expect(text).not.toContain('Credit is appreciated')
  })

  it('carries a QR code of the verification page beside its address', async () => {
    const modules = qrModules(certificate.verifyUrl)
    // A QR symbol is 21 + 4k modules wide, with the three 7×7 finder squares in its corners.
    expect((modules.length - 21) % 4).toBe(0)
    const finder = (top: number, left: number) =>
      [0, 6].every((edge) =>
        Array.from({ length: 7 }, (_, i) => i).every(
          (i) => modules[top + edge]![left + i] && modules[top + i]![left + edge],
        ),
      )
    const end = modules.length - 7
    expect([finder(0, 0), finder(0, end), finder(end, 0)]).toEqual([true, true, true])
    expect(modules[7]![7]).toBe(false)

    // Each dark module is one filled rectangle on the page.
    const pdf = await renderCertificatePdf(certificate)
    const dark = modules.flat().filter(Boolean).length
    expect(pdfText(pdf)).toContain(certificate.verifyUrl)
    expect(countRectangles(pdf)).toBeGreaterThanOrEqual(dark)
  })
})

/** Filled closed paths (pdf-lib draws a rectangle as `m l l l h f`) in the content streams. */
function countRectangles(pdf: Uint8Array): number {
  const raw = Buffer.from(pdf).toString('latin1')
  return [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)]
    .map((match) => {
      const bytes = Buffer.from(match[1]!, 'latin1')
      try {
        return inflateSync(bytes).toString('latin1')
      } catch {
        return bytes.toString('latin1')
      }
    })
    .reduce((count, content) => count + (content.match(/\sh\s+f\s/g)?.length ?? 0), 0)
}

/** Every code point the embedded fonts' ToUnicode maps name (pdf-lib writes `bfchar` pairs). */
function toUnicodeCodePoints(pdf: Uint8Array): Set<number> {
  const raw = Buffer.from(pdf).toString('latin1')
  const points = new Set<number>()
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1')
    } catch {
      continue
    }
    if (!content.includes('beginbfchar')) continue
    for (const [, unicode] of content.matchAll(/<[0-9A-Fa-f]+>\s*<([0-9A-Fa-f]+)>/g)) {
      // UTF-16BE, possibly a surrogate pair.
      const units = unicode!.match(/.{4}/g)!.map((unit) => Number.parseInt(unit, 16))
      points.add(String.fromCharCode(...units).codePointAt(0)!)
    }
  }
  return points
}
