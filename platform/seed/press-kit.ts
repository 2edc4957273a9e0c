import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'

// The demo press kit's documents: a one-sheet (who the artist is, in numbers, and how to book) and
// a technical rider (what the booth needs). A venue or a promoter downloads both from /press.

const A4 = { width: 595.28, height: 841.89 }
const MARGIN = 56
const INK = rgb(0.09, 0.08, 0.12)
const MUTED = rgb(0.35, 0.34, 0.41)
const ACCENT = rgb(0.43, 0.16, 0.85)

export type ArtistFacts = {
  name: string
  tagline: string
  bio: string
  contactEmail: string
  claims: { festivals: number; releases: number; monthlyListeners: number }
  links: string[]
}

class Sheet {
  private y = A4.height - MARGIN
  constructor(
    private readonly page: PDFPage,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {}

  text(value: string, options: { size?: number; bold?: boolean; color?: typeof INK } = {}) {
    const size = options.size ?? 11
    const font = options.bold ? this.bold : this.regular
    const words = value.split(/\s+/)
    let line = ''
    const lines: string[] = []
    for (const word of words) {
      const next = line ? `${line} ${word}` : word
      if (font.widthOfTextAtSize(next, size) > A4.width - 2 * MARGIN && line) {
        lines.push(line)
        line = word
      } else line = next
    }
    if (line) lines.push(line)
    for (const text of lines) {
      this.page.drawText(text, {
        x: MARGIN,
        y: this.y - size,
        size,
        font,
        color: options.color ?? INK,
      })
      this.y -= size * 1.4
    }
    this.y -= 6
  }

  space(points: number) {
    this.y -= points
  }
}

async function document(title: string, author: string) {
  const doc = await PDFDocument.create()
  doc.setTitle(title)
  doc.setAuthor(author)
  doc.setCreator(author)
  const page = doc.addPage([A4.width, A4.height])
  const sheet = new Sheet(
    page,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  )
  return { doc, sheet }
}

const number = (value: number) => new Intl.NumberFormat('en-GB').format(value)

export async function oneSheetPdf(artist: ArtistFacts): Promise<Uint8Array> {
  const { doc, sheet } = await document(`${artist.name} – one-sheet`, artist.name)
  sheet.text(artist.name.toUpperCase(), { size: 28, bold: true })
  sheet.text(artist.tagline, { size: 13, color: ACCENT })
  sheet.space(8)
  sheet.text(artist.bio, { size: 11 })
  sheet.space(8)
  sheet.text('In numbers', { size: 14, bold: true })
  sheet.text(`${number(artist.claims.festivals)}+ festivals played`)
  sheet.text(`${number(artist.claims.releases)}+ releases`)
  sheet.text(`${number(artist.claims.monthlyListeners)}+ monthly listeners`)
  sheet.space(8)
  sheet.text('Bookings and press', { size: 14, bold: true })
  sheet.text(artist.contactEmail, { color: ACCENT })
  for (const link of artist.links) sheet.text(link, { size: 10, color: MUTED })
  return doc.save()
}

export async function riderPdf(artist: Pick<ArtistFacts, 'name' | 'contactEmail'>) {
  const { doc, sheet } = await document(`${artist.name} – technical rider`, artist.name)
  sheet.text(`${artist.name.toUpperCase()} – TECHNICAL RIDER`, { size: 22, bold: true })
  sheet.text('What the DJ booth needs for a club or festival set.', { color: MUTED })
  const sections: [string, string[]][] = [
    [
      'DJ equipment',
      [
        '3 × Pioneer DJ CDJ-3000, latest firmware, linked (Pro DJ Link)',
        '1 × Pioneer DJ DJM-V10 or DJM-A9 mixer',
        'USB-C and USB-A sockets free on each player',
      ],
    ],
    [
      'Monitoring',
      [
        '2 × booth monitors at ear height, on their own mixer output, 1 m from the DJ',
        'Booth monitor level controlled from the mixer',
      ],
    ],
    [
      'Booth',
      [
        'Stable table, 90–100 cm high, at least 180 × 80 cm, free of vibration',
        'Lighting over the decks, dimmable; no strobe aimed at the booth',
        'Two power sockets (230 V) and a safe place for a laptop bag',
      ],
    ],
    ['Sound check', ['30 minutes before doors, with the sound engineer present']],
    ['Hospitality', ['Still water and towels in the booth', 'Guest list: 4 names']],
  ]
  for (const [heading, lines] of sections) {
    sheet.space(6)
    sheet.text(heading, { size: 14, bold: true })
    for (const line of lines) sheet.text(`•  ${line}`)
  }
  sheet.space(8)
  sheet.text(`Questions about the rider: ${artist.contactEmail}`, { color: ACCENT })
  return doc.save()
}
