import {
  appendBezierCurve,
  beginText,
  closePath,
  endText,
  fill,
  lineTo,
  moveTo,
  type PDFOperator,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  type RGB,
  setCharacterSqueeze,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  setTextRenderingMode,
  showText,
  TextRenderingMode,
} from 'pdf-lib'
import type { ShapedName } from './shape.ts'
import type { TextLayerFont } from './text-layer-font.ts'

/**
 * Draws a shaped name with its baseline starting at (x, y): each glyph as the outline its font
 * gives, filled; then, unseen, the same characters over the glyphs they became (text-layer-font.ts),
 * so the name can be selected, searched and copied. Each cluster (a letter and its marks, an Indic
 * syllable) holds its characters in logical order, so reordered vowel signs copy as typed; right
 * to left stretches are stored as seen, as browsers and office suites write them, and viewers
 * turn them back (poppler's pdftotext gives "محمد علي" for both). No ActualText: poppler reverses
 * an ActualText that holds right-to-left text, as it takes it for text laid out visually.
 */
export function drawShapedName(
  page: PDFPage,
  name: ShapedName,
  options: { x: number; y: number; color: RGB; textLayer: TextLayerFont },
) {
  const { x, y, color, textLayer } = options
  const { size } = name
  const fontKey = page.node.newFontDictionary('NameText', textLayer.ref)
  const operators: PDFOperator[] = [pushGraphicsState(), setFillingColor(color)]
  for (const placed of name.glyphs) {
    // .notdef has no outline worth printing: a name never shows a box.
    if (placed.glyph === 0) continue
    const at = (gx: number, gy: number) =>
      [round(x + placed.x + gx * placed.scale), round(y + placed.y + gy * placed.scale)] as const
    let current: readonly [number, number] = [0, 0]
    let drew = false
    for (const { type, values: v } of placed.font.outline(placed.glyph)) {
      if (type === 'M') {
        operators.push(moveTo(...at(v[0]!, v[1]!)))
        current = [v[0]!, v[1]!]
      } else if (type === 'L') {
        operators.push(lineTo(...at(v[0]!, v[1]!)))
        current = [v[0]!, v[1]!]
      } else if (type === 'Q') {
        // PDF has only cubic curves; a quadratic one is the cubic with controls 2/3 of the way.
        const [cx, cy, ex, ey] = v as [number, number, number, number]
        const [sx, sy] = current
        operators.push(
          appendBezierCurve(
            ...at(sx + (2 / 3) * (cx - sx), sy + (2 / 3) * (cy - sy)),
            ...at(ex + (2 / 3) * (cx - ex), ey + (2 / 3) * (cy - ey)),
            ...at(ex, ey),
          ),
        )
        current = [ex, ey]
      } else if (type === 'C') {
        operators.push(
          appendBezierCurve(...at(v[0]!, v[1]!), ...at(v[2]!, v[3]!), ...at(v[4]!, v[5]!)),
        )
        current = [v[4]!, v[5]!]
      } else if (type === 'Z') {
        operators.push(closePath())
      }
      drew = true
    }
    // One fill per glyph: a mark over its base must not cut a hole where their contours overlap.
    if (drew) operators.push(fill())
  }
  // Render mode and squeeze are graphics state, not text object state: q/Q keeps them from the
  // text drawn after the name.
  operators.push(
    popGraphicsState(),
    pushGraphicsState(),
    beginText(),
    setFontAndSize(fontKey, size),
    setTextRenderingMode(TextRenderingMode.Invisible),
  )
  for (const cluster of name.clusters) {
    // A right-to-left stretch is stored as it is seen, as other PDF writers do; viewers reverse it.
    const shown = cluster.rtl ? [...cluster.text].reverse().join('') : cluster.text
    const { hex, ems } = textLayer.encode(shown)
    if (ems === 0) continue
    const squeeze = Math.max(1, (cluster.width / (ems * size)) * 100)
    operators.push(
      setCharacterSqueeze(round(squeeze)),
      setTextMatrix(1, 0, 0, 1, round(x + cluster.x), round(y)),
      showText(hex),
    )
  }
  operators.push(endText(), popGraphicsState())
  page.pushOperators(...operators)
}

const round = (value: number) => Math.round(value * 1000) / 1000
