import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import { inflateSync } from 'node:zlib'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { LICENCES } from '../../_shared/contract/checkout.ts'
import { LOCALES } from '../../_shared/contract/forms.ts'
import {
  type CertificateData,
  qrModules,
  renderCertificatePdf as render,
} from './certificate-pdf.ts'
import { visualOrder } from './name/bidi.ts'

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
  files: ['mp3'],
  caps: { copies: 5000, streams: 500000, videos: 1, radio: 2, live: null },
  termsVersion: 'v20261128T130000Z',
}

// The CJK chunks as the `fonts` bucket serves them (supabase/buckets/fonts is its objects_path).
const BUCKET = new URL('../../../supabase/buckets/fonts/', import.meta.url)
const readStoredFont = async (file: string) => new Uint8Array(await readFile(new URL(file, BUCKET)))
const renderCertificatePdf = (data: CertificateData) => render(data, { readStoredFont })

// poppler's pdftotext reads the certificates as a viewer's copy and search would; .ci/run installs
// it (Debian's poppler-utils), and elsewhere its test is skipped with a warning.
const PDFTOTEXT = '/usr/bin/pdftotext'
const NO_POPPLER =
  !existsSync(PDFTOTEXT) && process.env.CI !== 'true'
    ? 'The text-extraction test is skipped: it needs pdftotext (apt-get install poppler-utils).'
    : undefined
if (NO_POPPLER) console.warn(`\n⚠ ${NO_POPPLER}`)

/** WinAnsi's few characters that Latin-1 does not have where it puts them. */
const WIN_ANSI: Record<string, string> = { '\x95': '•', '\x96': '–', '\x97': '—' }

/** The page content streams, inflated. */
function contentStreams(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf).toString('latin1')
  return [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((match) => {
    const bytes = Buffer.from(match[1]!, 'latin1')
    try {
      return inflateSync(bytes).toString('latin1')
    } catch {
      return bytes.toString('latin1')
    }
  })
}

/** Text objects (BT … ET) drawn in the name's text-layer font, and the others. */
function textObjects(pdf: Uint8Array) {
  const objects = contentStreams(pdf).flatMap((content) =>
    [...content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)].map((match) => match[1]!),
  )
  return {
    name: objects.filter((object) => object.includes('/NameText')),
    others: objects.filter((object) => !object.includes('/NameText')),
  }
}

/**
 * The name's invisible text layer as a viewer reads it: each shown string's 2-byte codes mapped by
 * the font's ToUnicode (the identity, plus the entries of characters beyond the BMP), right-to-left
 * stretches in the order they are seen.
 */
function nameLayer(pdf: Uint8Array): string[] {
  const extra = new Map<string, string>()
  for (const content of contentStreams(pdf)) {
    const chars = /beginbfchar([\s\S]*?)endbfchar/.exec(content)?.[1] ?? ''
    for (const [, code, unicode] of chars.matchAll(/<([0-9A-F]{4})>\s*<([0-9A-F]+)>/g)) {
      extra.set(code!, Buffer.from(unicode!, 'hex').swap16().toString('utf16le'))
    }
  }
  return textObjects(pdf).name.flatMap((object) =>
    [...object.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((match) =>
      (match[1]!.toUpperCase().match(/.{4}/g) ?? [])
        .map((code) => extra.get(code) ?? String.fromCharCode(Number.parseInt(code, 16)))
        .join(''),
    ),
  )
}

/** The text a PDF viewer would show in the standard fonts: every hex string shown. */
function pdfText(pdf: Uint8Array): string {
  const shown = textObjects(pdf).others.flatMap((content) =>
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
    expect(text).toContain('Commercial-use licence')
    expect(text).toContain('MP3, 320 kbps')
    expect(text).toContain('Perpetual')
    expect(text).toContain('22 November 2026')
    expect(text).toContain('Perform it in public')
    expect(text).toContain('"Music: Kael Voss – Midnight Circuit"')
    expect(text).toContain('https://kaelvoss.example/licenses/KV-2026-7F3K9Q2M')
  })

  it('prints the holder’s name in any script, with every character in its text layer', async () => {
    const names = [
      'Zoë Łukasiewicz',
      'Δημήτρης Παπαδόπουλος',
      'Дмитрий Иванов',
      'Nguyễn Văn Ánh',
      'דוד כהן',
      'محمد علي',
      'ژیلا پژمان',
      '王小明',
      '山田 太郎',
      'さくら',
      '김민준',
      'अर्जुन शर्मा',
      'রবীন্দ্রনাথ',
      'கோபால்',
      'สมชาย ใจดี',
      'Lina محمد',
    ]
    for (const holderName of names) {
      const pdf = await renderCertificatePdf({ ...certificate, holderName })
      // Each cluster's characters, right-to-left ones as seen: sorted, they are the name's.
      const layer = nameLayer(pdf).join('')
      expect([...layer].sort(), holderName).toEqual([...holderName].sort())
      // Nothing of the name fell back to the standard font's "?", and the email follows it.
      expect(pdfText(pdf)).not.toContain('?')
      expect(pdfText(pdf)).toContain('(zoe@example.com)')
    }
  })

  it.skipIf(NO_POPPLER !== undefined)(
    'lets a PDF reader (poppler) extract the name as written, in reading order',
    async () => {
      const names = [
        'Zoë Łukasiewicz',
        'محمد علي',
        'Lina محمد',
        'דוד כהן',
        '王小明',
        '山田 太郎',
        '김민준',
        'अर्जुन शर्मा',
        'কিরণ',
        'สมชาย ใจดี',
        'Ada 𓀀',
      ]
      for (const holderName of names) {
        const pdf = await renderCertificatePdf({ ...certificate, holderName })
        const child = promisify(execFile)(PDFTOTEXT, ['-layout', '-', '-'], { encoding: 'utf8' })
        child.child.stdin!.end(Buffer.from(pdf))
        const { stdout } = await child
        // poppler wraps a right-to-left stretch in an embedding (U+202B … U+202C), its characters
        // in logical order, and moves the "(" after it, as it does with browsers' PDFs.
        const line = stdout.split('\n').find((row) => row.startsWith('Licensee'))!
        const plain = line.replace(/[\u202A-\u202E]/g, '')
        const rtl = /[\u0590-\u08FF]/.exec(holderName)
        if (rtl) expect(plain, holderName).toContain(holderName.slice(rtl.index))
        else expect(plain, holderName).toContain(`${holderName} (zoe@example.com)`)
      }
    },
  )

  it('sets a name longer than the line smaller, so that it ends inside the margin', async () => {
    const holderName = 'Maria Fernanda de los Ángeles Rodríguez-Villanueva Montenegro y Castellanos'
    const pdf = await renderCertificatePdf({ ...certificate, holderName })
    const content = contentStreams(pdf).join('\n')
    const baseline = Number(/1 0 0 1 [\d.]+ ([\d.]+) Tm/.exec(textObjects(pdf).name[0]!)![1])
    // The x of every path point on the name's line (the header band and QR code are elsewhere).
    const xs = [...content.matchAll(/(-?[\d.]+) (-?[\d.]+) (?:m|l)\n/g)]
      .filter((match) => Math.abs(Number(match[2]) - baseline) < 12)
      .map((match) => Number(match[1]))
    expect(xs.length).toBeGreaterThan(100)
    expect(Math.max(...xs)).toBeLessThanOrEqual(595.28 - 56)
    expect(Math.max(...xs)).toBeGreaterThan(595.28 - 56 - 20)
    expect(nameLayer(pdf).join('')).toBe(holderName)
  })

  it('draws the name as filled outlines, one fill per glyph, and no text in a real font', async () => {
    const pdf = await renderCertificatePdf({ ...certificate, holderName: 'محمد علي' })
    const doc = await PDFDocument.load(pdf)
    // Only the text layer's font is added to the standard ones: the glyphs are paths.
    const fonts = [...doc.context.enumerateIndirectObjects()]
      .map(([, object]) => object.toString())
      .filter((object) => object.includes('/Type /Font') && object.includes('/BaseFont'))
      .map((object) => /\/BaseFont \/(\S+)/.exec(object)![1])
    expect(new Set(fonts)).toEqual(new Set(['Helvetica', 'Helvetica-Bold', 'GlyphLessFont']))
    // محمد علي: 8 letters, a space and the yeh's dots, of which 9 glyphs have outlines.
    const fills =
      contentStreams(pdf)
        .join('\n')
        .match(/\sh\s+f\s/g)?.length ?? 0
    expect(fills - qrModules(certificate.verifyUrl).flat().filter(Boolean).length).toBe(9)
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

  it('shows "?" for a character no font has, and keeps the character in the text layer', async () => {
    const pdf = await renderCertificatePdf({ ...certificate, holderName: 'Ada 𓀀' })
    expect(nameLayer(pdf).join('')).toBe('Ada 𓀀')
    expect(pdfText(pdf)).toContain('(zoe@example.com)')
  })

  it('fits on one A4 page for every licence, in every language', async () => {
    const unlimited = { copies: null, streams: null, videos: null, radio: null, live: null }
    for (const locale of LOCALES) {
      for (const licence of LICENCES) {
        // The longest: every file, and the caps.
        const files = ['mp3', 'wav', 'stems'] as const
        const caps = licence === 'exclusive' ? unlimited : certificate.caps
        const doc = await PDFDocument.load(
          await renderCertificatePdf({ ...certificate, licence, locale, files, caps }),
        )
        expect(doc.getPageCount(), `${locale} ${licence}`).toBe(1)
      }
    }
    const doc = await PDFDocument.load(await renderCertificatePdf(certificate))
    expect(doc.getTitle()).toBe('Licence certificate KV-2026-7F3K9Q2M')
  })

  it('prints the files and caps the buyer bought, and the terms they accepted', async () => {
    const flat = (pdf: Uint8Array) => pdfText(pdf).replace(/\s+/g, ' ')
    const trackout = flat(
      await renderCertificatePdf({
        ...certificate,
        licence: 'trackout',
        files: ['mp3', 'wav', 'stems'],
        caps: { copies: 50000, streams: 5000000, videos: 0, radio: null, live: null },
      }),
    )
    expect(trackout).toContain('Track-out licence · Perpetual')
    expect(trackout).toContain('MP3, 320 kbps + WAV master + stems (zip)')
    expect(trackout).toContain('Copies sold or distributed: 50,000')
    expect(trackout).toContain('Audio streams: 5,000,000')
    expect(trackout).toContain('Music videos: Not allowed')
    expect(trackout).toContain('Radio stations: Unlimited')
    expect(trackout).toContain('Licence terms v20261128T130000Z')
    const german = flat(
      await renderCertificatePdf({
        ...certificate,
        licence: 'wav',
        files: ['mp3', 'wav'],
        locale: 'de',
      }),
    )
    expect(german).toContain('WAV-Lizenz · Unbefristet')
    expect(german).toContain('MP3, 320 kbit/s + WAV-Master')
    expect(german).toContain('Verkaufte oder verbreitete Kopien: 5.000')
    // A licence issued before tiers: its MP3, and no caps.
    const older = flat(
      await renderCertificatePdf({ ...certificate, caps: null, termsVersion: null }),
    )
    expect(older).not.toContain('Within these caps')
    expect(older).not.toContain('Licence terms')
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
    expect(text).toContain('Private-use licence')
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
  return contentStreams(pdf).reduce(
    (count, content) => count + (content.match(/\sh\s+f\s/g)?.length ?? 0),
    0,
  )
}
