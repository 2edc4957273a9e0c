import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib'
import { drawShapedName } from './name/draw.ts'
import type { ShapedName } from './name/shape.ts'
import type { TextLayerFont } from './name/text-layer-font.ts'

const A4 = { width: 595.28, height: 841.89 }
const MARGIN = 56
const LABEL_WIDTH = 140
/** How wide a field's value may be. */
export const VALUE_WIDTH = A4.width - 2 * MARGIN - LABEL_WIDTH
const INK = rgb(0.09, 0.08, 0.12)
export const MUTED = rgb(0.35, 0.34, 0.41)
export const ACCENT = rgb(0.43, 0.16, 0.85)
const BAND = rgb(0.05, 0.04, 0.08)

/** Writes top to bottom, wrapping lines and starting a new page when one is full. */
export class PageWriter {
  private page!: PDFPage
  private y = 0

  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly brand: string,
    /** The small label in each page's band, in the certificate's language. */
    private readonly bandLabel = 'LICENCE CERTIFICATE',
  ) {
    this.newPage()
  }

  title(text: string) {
    this.lines(text, { font: this.bold, size: 24, color: INK, gap: 8 })
  }

  heading(text: string) {
    this.space(10)
    this.lines(text, { font: this.bold, size: 13, color: INK, gap: 4 })
  }

  paragraph(text: string, options: { size?: number; color?: ReturnType<typeof rgb> } = {}) {
    this.lines(text, {
      font: this.regular,
      size: options.size ?? 11,
      color: options.color ?? INK,
      gap: 4,
    })
  }

  field(label: string, value: string, options: { bold?: boolean } = {}) {
    const size = 11
    const labelWidth = LABEL_WIDTH
    const wrapped = this.wrap(
      value,
      options.bold ? this.bold : this.regular,
      size,
      this.width - labelWidth,
    )
    this.ensure(wrapped.length * size * 1.4)
    this.page.drawText(this.safe(label, this.regular), {
      x: MARGIN,
      y: this.y - size,
      size,
      font: this.regular,
      color: MUTED,
    })
    for (const line of wrapped) {
      this.page.drawText(line, {
        x: MARGIN + labelWidth,
        y: this.y - size,
        size,
        font: options.bold ? this.bold : this.regular,
        color: INK,
      })
      this.y -= size * 1.4
    }
    this.y -= 2
  }

  /**
   * A person's name, shaped (name/shape.ts) to fit VALUE_WIDTH, then `suffix` (their email) in the
   * standard font, on one line, or two when long.
   */
  nameField(label: string, name: ShapedName, suffix: string, textLayer: TextLayerFont) {
    const size = 11
    const labelWidth = LABEL_WIDTH
    const x = MARGIN + labelWidth
    const suffixText = this.safe(suffix, this.regular)
    const suffixWidth = this.regular.widthOfTextAtSize(` ${suffixText}`, size)
    const oneLine = name.width + suffixWidth <= this.width - labelWidth
    this.ensure((oneLine ? 1 : 2) * size * 1.4)
    this.page.drawText(this.safe(label, this.regular), {
      x: MARGIN,
      y: this.y - size,
      size,
      font: this.regular,
      color: MUTED,
    })
    drawShapedName(this.page, name, { x, y: this.y - size, color: INK, textLayer })
    let cursor = x + name.width
    if (!oneLine) {
      this.y -= size * 1.4
      cursor = x
    }
    this.page.drawText(oneLine ? ` ${suffixText}` : suffixText, {
      x: cursor,
      y: this.y - size,
      size,
      font: this.regular,
      color: INK,
    })
    this.y -= size * 1.4 + 2
  }

  bullet(text: string) {
    const size = 10.5
    const indent = 14
    const wrapped = this.wrap(text, this.regular, size, this.width - indent)
    this.ensure(size * 1.4 * Math.min(wrapped.length, 2))
    this.page.drawText('•', {
      x: MARGIN + 2,
      y: this.y - size,
      size,
      font: this.regular,
      color: ACCENT,
    })
    for (const line of wrapped) {
      this.ensure(size * 1.4)
      this.page.drawText(line, {
        x: MARGIN + indent,
        y: this.y - size,
        size,
        font: this.regular,
        color: INK,
      })
      this.y -= size * 1.4
    }
    this.y -= 3
  }

  space(points: number) {
    this.y -= points
  }

  /**
   * A QR code of `modules` (rows of dark/light), `size` points wide at the left margin, with a
   * bold line and a line in `color` beside it.
   */
  qrBlock(
    modules: boolean[][],
    size: number,
    text: { heading: string; line: string; color: ReturnType<typeof rgb> },
  ) {
    this.space(10)
    this.ensure(size)
    const cell = size / modules.length
    const top = this.y
    modules.forEach((row, r) => {
      row.forEach((dark, c) => {
        if (!dark) return
        this.page.drawRectangle({
          x: MARGIN + c * cell,
          y: top - (r + 1) * cell,
          width: cell,
          height: cell,
          color: INK,
        })
      })
    })
    const x = MARGIN + size + 14
    const width = A4.width - MARGIN - x
    let y = top - 4
    const beside = [
      { value: text.heading, font: this.bold, size: 12, color: INK },
      { value: text.line, font: this.regular, size: 10, color: text.color },
    ]
    for (const { value, font, size: fontSize, color } of beside) {
      for (const line of this.wrap(value, font, fontSize, width)) {
        this.page.drawText(line, { x, y: y - fontSize, size: fontSize, font, color })
        y -= fontSize * 1.35
      }
      y -= 4
    }
    this.y = Math.min(top - size, y) - 6
  }

  private get width() {
    return A4.width - 2 * MARGIN
  }

  private lines(
    text: string,
    style: { font: PDFFont; size: number; color: ReturnType<typeof rgb>; gap: number },
  ) {
    for (const line of this.wrap(text, style.font, style.size, this.width)) {
      this.ensure(style.size * 1.35)
      this.page.drawText(line, {
        x: MARGIN,
        y: this.y - style.size,
        size: style.size,
        font: style.font,
        color: style.color,
      })
      this.y -= style.size * 1.35
    }
    this.y -= style.gap
  }

  private ensure(height: number) {
    if (this.y - height < MARGIN + 30) this.newPage()
  }

  private newPage() {
    this.page = this.doc.addPage([A4.width, A4.height])
    this.page.drawRectangle({ x: 0, y: A4.height - 72, width: A4.width, height: 72, color: BAND })
    const brand = this.safe(this.brand.toUpperCase(), this.bold)
    this.page.drawText(brand, {
      x: MARGIN,
      y: A4.height - 44,
      size: 16,
      font: this.bold,
      color: rgb(1, 1, 1),
    })
    const label = this.safe(this.bandLabel.toLocaleUpperCase(), this.regular)
    const labelWidth = this.regular.widthOfTextAtSize(label, 9)
    this.page.drawText(label, {
      x: A4.width - MARGIN - labelWidth,
      y: A4.height - 42,
      size: 9,
      font: this.regular,
      color: rgb(0.8, 0.78, 0.86),
    })
    this.y = A4.height - 72 - 36
  }

  /** Greedy word wrap; a word longer than the line (a URL) is cut where it must be. */
  private wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
    const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= maxWidth
    const lines: string[] = []
    let current = ''
    for (const word of this.safe(text, font).split(/\s+/).filter(Boolean)) {
      let rest = word
      const joined = current ? `${current} ${rest}` : rest
      if (fits(joined)) {
        current = joined
        continue
      }
      if (current) lines.push(current)
      current = ''
      while (!fits(rest)) {
        let cut = rest.length - 1
        while (cut > 1 && !fits(rest.slice(0, cut))) cut--
        lines.push(rest.slice(0, cut))
        rest = rest.slice(cut)
      }
      current = rest
    }
    if (current) lines.push(current)
    return lines
  }

  /**
   * The standard PDF fonts cover Western European text only (WinAnsi). Other letters lose their
   * accents where that helps (ő → o) and become "?" otherwise, rather than failing the document.
   */
  private safe(text: string, font: PDFFont): string {
    const supported = charsetOf(font)
    return Array.from(text, (char) => {
      if (supported.has(char.codePointAt(0)!)) return char
      const base = (LETTERS_WITHOUT_DECOMPOSITION[char] ?? char)
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
      return Array.from(base).every((c) => supported.has(c.codePointAt(0)!)) && base ? base : '?'
    }).join('')
  }
}

/** Letters whose stroke is part of the letter, so Unicode does not decompose them. */
const LETTERS_WITHOUT_DECOMPOSITION: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
}

const charsets = new WeakMap<PDFFont, Set<number>>()

function charsetOf(font: PDFFont): Set<number> {
  let set = charsets.get(font)
  if (!set) {
    set = new Set(font.getCharacterSet())
    charsets.set(font, set)
  }
  return set
}
