import { deflateSync } from 'node:zlib'
import { type PDFDocument, PDFHexString, type PDFRef, PDFString } from 'pdf-lib'

/**
 * An invisible text layer over the name, which is drawn as outlines: text in render mode 3 (not
 * painted) in a font whose every glyph is empty and 0.5 em wide, the technique OCR tools use to
 * make scanned pages searchable (Tesseract's "GlyphLessFont"). Its character codes are the
 * text's UTF-16 code units and its ToUnicode map is the identity, so viewers copy and search the
 * name as written, in any script; a character beyond the BMP gets a code in the surrogate range,
 * which no BMP character uses, mapped to it by the document's own entry.
 */
export class TextLayerFont {
  private constructor(
    readonly ref: PDFRef,
    private readonly astral: string[],
  ) {}

  /** The font for `doc`, able to show every character of `texts`. */
  static embed(doc: PDFDocument, texts: string[]): TextLayerFont {
    const astral = [
      ...new Set(texts.flatMap((text) => [...text].filter((c) => c.codePointAt(0)! > 0xffff))),
    ]
    const context = doc.context
    // Compressed once per process: pdf-lib's own deflate takes ~100 ms on the 128 KB map.
    const { program, compressedProgram, compressedMap } = fixedParts()
    const descriptor = context.obj({
      Type: 'FontDescriptor',
      FontName: 'GlyphLessFont',
      Flags: 5,
      FontBBox: [0, 0, 500, 1000],
      ItalicAngle: 0,
      Ascent: 1000,
      Descent: 0,
      CapHeight: 1000,
      StemV: 80,
      FontFile2: context.register(
        context.stream(compressedProgram, { Filter: 'FlateDecode', Length1: program.length }),
      ),
    })
    const cidFont = context.obj({
      Type: 'Font',
      Subtype: 'CIDFontType2',
      BaseFont: 'GlyphLessFont',
      CIDSystemInfo: {
        Registry: PDFString.of('Adobe'),
        Ordering: PDFString.of('Identity'),
        Supplement: 0,
      },
      FontDescriptor: context.register(descriptor),
      DW: 500,
      CIDToGIDMap: context.register(context.stream(compressedMap, { Filter: 'FlateDecode' })),
    })
    const font = context.obj({
      Type: 'Font',
      Subtype: 'Type0',
      BaseFont: 'GlyphLessFont',
      Encoding: 'Identity-H',
      DescendantFonts: [context.register(cidFont)],
      ToUnicode: context.register(context.flateStream(toUnicode(astral))),
    })
    return new TextLayerFont(context.register(font), astral)
  }

  /** `text` as this font's codes, for a Tj operator; with its width in ems. */
  encode(text: string): { hex: PDFHexString; ems: number } {
    const codes = [...text].flatMap((char) => {
      const code = char.codePointAt(0)!
      if (code <= 0xffff) return [code]
      const index = this.astral.indexOf(char)
      return index >= 0 ? [0xd800 + index] : []
    })
    const hex = codes.map((code) => code.toString(16).padStart(4, '0')).join('')
    return { hex: PDFHexString.of(hex), ems: codes.length * 0.5 }
  }
}

let fixed:
  | { program: Uint8Array; compressedProgram: Uint8Array; compressedMap: Uint8Array }
  | undefined

function fixedParts() {
  if (fixed) return fixed
  const program = glyphLessTrueType()
  // CIDToGIDMap: every code shows glyph 1, the empty one.
  const map = new Uint8Array(0x20000)
  for (let index = 1; index < map.length; index += 2) map[index] = 1
  fixed = { program, compressedProgram: deflateSync(program), compressedMap: deflateSync(map) }
  return fixed
}

function toUnicode(astral: string[]): string {
  const hex4 = (value: number) => value.toString(16).toUpperCase().padStart(4, '0')
  const utf16 = (text: string) =>
    Array.from({ length: text.length }, (_, index) => hex4(text.charCodeAt(index))).join('')
  // bfrange entries may differ only in their last byte: one per high byte, surrogates aside.
  const ranges: string[] = []
  for (let high = 0; high < 0x100; high++) {
    if (high >= 0xd8 && high <= 0xdf) continue
    const start = high << 8
    ranges.push(`<${hex4(start)}> <${hex4(start + 0xff)}> <${hex4(start)}>`)
  }
  const blocks: string[] = []
  for (let index = 0; index < ranges.length; index += 100) {
    const block = ranges.slice(index, index + 100)
    blocks.push(`${block.length} beginbfrange\n${block.join('\n')}\nendbfrange`)
  }
  if (astral.length) {
    const chars = astral.map((char, index) => `<${hex4(0xd800 + index)}> <${utf16(char)}>`)
    blocks.push(`${chars.length} beginbfchar\n${chars.join('\n')}\nendbfchar`)
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMapResource defineresource pop',
    'end',
    'end',
  ].join('\n')
}

/**
 * A TrueType font with two empty glyphs (.notdef and the one every code shows), 500 units wide in
 * a 1000-unit em: the tables a PDF CIDFontType2 program needs (ISO 32000-1, 9.9), plus cmap and
 * post so that font parsers in viewers accept it.
 */
export function glyphLessTrueType(): Uint8Array {
  const table = (size: number, write: (view: DataView) => void) => {
    const bytes = new Uint8Array(size)
    write(new DataView(bytes.buffer))
    return bytes
  }
  const tables: [string, Uint8Array][] = [
    [
      'cmap',
      table(4 + 8 + 24, (v) => {
        v.setUint16(2, 1) // one subtable
        v.setUint16(4, 3) // Windows
        v.setUint16(6, 1) // Unicode BMP
        v.setUint32(8, 12)
        // Format 4 with only the closing 0xFFFF segment: no character has a glyph of its own.
        v.setUint16(12, 4)
        v.setUint16(14, 24)
        v.setUint16(18, 2) // segCountX2
        v.setUint16(20, 2) // searchRange
        v.setUint16(26, 0xffff) // endCode
        v.setUint16(30, 0xffff) // startCode
        v.setUint16(32, 1) // idDelta
      }),
    ],
    ['glyf', new Uint8Array(4)],
    [
      'head',
      table(54, (v) => {
        v.setUint32(0, 0x00010000)
        v.setUint32(4, 0x00010000)
        v.setUint32(12, 0x5f0f3cf5)
        v.setUint16(16, 0x000b)
        v.setUint16(18, 1000) // unitsPerEm
        v.setInt16(40, 500) // xMax
        v.setInt16(42, 1000) // yMax
        v.setUint16(46, 8) // lowestRecPPEM
        v.setInt16(48, 2) // fontDirectionHint
      }),
    ],
    [
      'hhea',
      table(36, (v) => {
        v.setUint32(0, 0x00010000)
        v.setInt16(4, 1000) // ascender
        v.setUint16(10, 500) // advanceWidthMax
        v.setInt16(18, 1) // caretSlopeRise
        v.setUint16(34, 2) // numberOfHMetrics
      }),
    ],
    [
      'hmtx',
      table(8, (v) => {
        v.setUint16(0, 500)
        v.setUint16(4, 500)
      }),
    ],
    ['loca', new Uint8Array(8)], // short offsets, all 0: both glyphs are empty
    [
      'maxp',
      table(32, (v) => {
        v.setUint32(0, 0x00010000)
        v.setUint16(4, 2) // numGlyphs
        v.setUint16(14, 2) // maxZones
      }),
    ],
    [
      'post',
      table(32, (v) => {
        v.setUint32(0, 0x00030000)
        v.setInt16(8, -100)
        v.setInt16(10, 50)
        v.setUint32(12, 1) // isFixedPitch
      }),
    ],
  ]
  const directory = 12 + 16 * tables.length
  const size = tables.reduce((total, [, data]) => total + ((data.length + 3) & ~3), directory)
  const font = new Uint8Array(size)
  const view = new DataView(font.buffer)
  const selector = Math.floor(Math.log2(tables.length))
  view.setUint32(0, 0x00010000)
  view.setUint16(4, tables.length)
  view.setUint16(6, 2 ** selector * 16)
  view.setUint16(8, selector)
  view.setUint16(10, tables.length * 16 - 2 ** selector * 16)
  let offset = directory
  tables.forEach(([tag, data], index) => {
    font.set(data, offset)
    const record = 12 + index * 16
    for (let i = 0; i < 4; i++) view.setUint8(record + i, tag.charCodeAt(i))
    view.setUint32(record + 4, checksum(font, offset, data.length))
    view.setUint32(record + 8, offset)
    view.setUint32(record + 12, data.length)
    offset += (data.length + 3) & ~3
  })
  // head.checkSumAdjustment, so that the whole font sums to 0xB1B0AFBA.
  const head = view.getUint32(12 + 2 * 16 + 8)
  view.setUint32(head + 8, (0xb1b0afba - checksum(font, 0, font.length)) >>> 0)
  return font
}

function checksum(bytes: Uint8Array, offset: number, length: number): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset)
  let sum = 0
  for (let at = offset; at < offset + length; at += 4) {
    let word = 0
    for (let i = 0; i < 4; i++)
      word = (word << 8) | (at + i < offset + length ? view.getUint8(at + i) : 0)
    sum = (sum + (word >>> 0)) >>> 0
  }
  return sum
}
