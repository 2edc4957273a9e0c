import { directionOf, visualOrder } from './bidi.ts'
import type { NameFont, NameFontCatalog } from './fonts.ts'
import { type HarfBuzz, harfbuzz } from './harfbuzz.ts'
import { ATTACHED, segmentName } from './segments.ts'

/** A glyph to draw: its font and id, its origin in points from the start of the line's baseline. */
export type PlacedGlyph = { font: NameFont; glyph: number; x: number; y: number; scale: number }

/** Characters and the stretch of the line their glyphs fill, left to right: for the text layer. */
export type PlacedText = { text: string; x: number; width: number; rtl: boolean }

export type ShapedName = {
  /** The name as shaped (NFC). */
  text: string
  /** Points per em. */
  size: number
  glyphs: PlacedGlyph[]
  clusters: PlacedText[]
  /** Points from the first glyph's origin to the last one's advance. */
  width: number
}

type Run = { text: string; font: NameFont; shown: string; rtl: boolean; known: boolean }

/**
 * A name shaped by HarfBuzz at `size` points: each stretch in the font that has it (segments.ts),
 * with the font's own substitutions and positions (Arabic joining forms and marks, Indic
 * reordering and conjuncts, Thai marks, kerning), the stretches in display order (bidi.ts).
 * Characters no font has are shown as "?".
 */
export async function shapeName(
  name: string,
  size: number,
  catalog: NameFontCatalog,
): Promise<ShapedName> {
  const hb = await harfbuzz()
  const text = name
    .normalize('NFC')
    // Direction marks and other invisible format characters (pasted names carry them) have no
    // glyph to print; the joiners stay, as they change how Arabic and Indic letters join.
    .replace(/(?![\u200C\u200D])\p{Cf}/gu, '')
    .replace(/\s+/gu, ' ')
    .trim()
  const segments = segmentName(text, catalog)
  const fallbackFile = catalog.bundledFor(0x3f)!
  const files = new Set(segments.map((segment) => segment.file ?? fallbackFile))
  const fonts = new Map(
    await Promise.all([...files].map(async (file) => [file, await catalog.font(file)] as const)),
  )
  const runs: Run[] = segments.map(({ text: part, file }) => ({
    text: part,
    font: fonts.get(file ?? fallbackFile)!,
    // One "?" per character a reader would count (its marks and joiners do not add one).
    shown: file
      ? part
      : [...part]
          .filter((char) => !ATTACHED.test(char))
          .map(() => '?')
          .join(''),
    rtl: directionOf(part) === 'rtl',
    known: file !== null,
  }))

  const glyphs: PlacedGlyph[] = []
  const clusters: PlacedText[] = []
  let pen = 0
  for (const run of visualOrder(runs)) {
    const scale = size / run.font.upem
    const shaped = shapeRun(hb, run)
    // Each cluster's characters: from its cluster value to the next larger one (logical order).
    const starts = [...new Set(shaped.map((glyph) => glyph.cluster))].sort((a, b) => a - b)
    const end = (start: number) => starts.find((next) => next > start) ?? run.shown.length
    const firstCluster = clusters.length
    let current: PlacedText | undefined
    let currentCluster = -1
    for (const glyph of shaped) {
      glyphs.push({
        font: run.font,
        glyph: glyph.codepoint,
        x: pen + (glyph.xOffset ?? 0) * scale,
        y: (glyph.yOffset ?? 0) * scale,
        scale,
      })
      const advance = (glyph.xAdvance ?? 0) * scale
      if (!current || glyph.cluster !== currentCluster) {
        const characters = run.known ? run.text.slice(glyph.cluster, end(glyph.cluster)) : ''
        current = { text: characters, x: pen, width: 0, rtl: run.rtl }
        currentCluster = glyph.cluster
        clusters.push(current)
      }
      current.width += advance
      pen += advance
    }
    // Characters shown as "?" keep their own text in the text layer, as one stretch.
    if (!run.known) {
      const x = clusters.splice(firstCluster)[0]?.x ?? pen
      clusters.push({ text: run.text, x, width: pen - x, rtl: run.rtl })
    }
  }
  return { text, size, glyphs, clusters, width: pen }
}

function shapeRun(hb: typeof HarfBuzz, run: Run) {
  const buffer = new hb.Buffer()
  buffer.addText(run.shown)
  buffer.guessSegmentProperties()
  // A stretch of spaces or digits has no script to guess a direction from.
  buffer.setDirection(run.rtl ? hb.Direction.RTL : hb.Direction.LTR)
  hb.shape(run.font.font, buffer)
  return buffer.getGlyphInfosAndPositions()
}
