import { inflateSync } from 'node:zlib'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { type CertificateData, renderCertificatePdf } from './certificate-pdf.ts'

const certificate: CertificateData = {
  number: 'KV-2026-7F3K9Q2M',
  licence: 'commercial',
  issuedAt: new Date('2026-11-22T10:00:00Z'),
  holderName: 'Zoë Łukasiewicz',
  holderEmail: 'zoe@example.com',
  trackTitle: 'Midnight Circuit',
  trackArtist: 'Kael Voss',
  orderNumber: 1001,
  verifyUrl: 'https://p.example/functions/v1/site/licences/KV-2026-7F3K9Q2M',
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
    expect(text).toContain('https://p.example/functions/v1/site/licences/KV-2026-7F3K9Q2M')
  })

  it('keeps what the standard fonts can show of a name, instead of failing', async () => {
    const text = pdfText(await renderCertificatePdf(certificate))
    // ë exists in WinAnsi; Ł does not and loses its stroke; Chinese has no stand-in.
    expect(text).toContain('Zoë Lukasiewicz')
    const chinese = pdfText(await renderCertificatePdf({ ...certificate, holderName: '李小龍' }))
    expect(chinese).toContain('??? (zoe@example.com)')
  })

  it('fits on one A4 page for either licence', async () => {
    for (const licence of ['private', 'commercial'] as const) {
      const doc = await PDFDocument.load(await renderCertificatePdf({ ...certificate, licence }))
      expect(doc.getPageCount(), licence).toBe(1)
      expect(doc.getTitle()).toBe('Licence certificate KV-2026-7F3K9Q2M')
    }
  })

  it('states the private licence’s limits', async () => {
    const text = pdfText(await renderCertificatePdf({ ...certificate, licence: 'private' }))
    expect(text).toContain('Private licence')
    expect(text).toContain('non-commercial settings')
    expect(text).toContain('Broadcast or stream the track')
    expect(text).not.toContain('Credit is appreciated')
  })
})
