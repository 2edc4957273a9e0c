import { readFile } from 'node:fs/promises'
import { Coverage } from './coverage.ts'
import { type HarfBuzz, harfbuzz } from './harfbuzz.ts'
import { CJK_FAMILIES, type CjkFamily, type FontManifest } from './manifest.ts'
import { SHIPPED_FONTS } from './shipped-fonts.ts'
import { woffToSfnt } from './woff.ts'

/** Reads a CJK chunk (a file named in manifest.json's `storage`) from wherever it is kept. */
export type ReadStoredFont = (file: string) => Promise<Uint8Array>

/** A font HarfBuzz can shape with, and the outlines of the glyphs drawn so far. */
export type NameFont = {
  file: string
  font: HarfBuzz.Font
  /** Font units per em: glyph positions and outlines are in these. */
  upem: number
  outline(glyph: number): HarfBuzz.SvgPathCommand[]
}

type Indexed = { file: string; coverage: Coverage }

/**
 * Which file has a character, and the files themselves: the fonts shipped with the function (read
 * once per process; Deno on Supabase reads them as the function's static files) and the CJK chunks
 * from storage (the last few kept in memory, as a name seldom needs more than three).
 */
export class NameFontCatalog {
  private constructor(
    private readonly bundled: Indexed[],
    private readonly stored: Record<CjkFamily, Indexed[]>,
    private readonly readStored: ReadStoredFont,
  ) {}

  static async open(readStored: ReadStoredFont): Promise<NameFontCatalog> {
    manifest ??= readFile(new URL('manifest.json', SHIPPED_FONTS), 'utf8')
      .then((text) => JSON.parse(text) as FontManifest)
      .catch((error) => {
        manifest = undefined
        throw error
      })
    const { bundled, storage } = await manifest
    const index = (entries: FontManifest['bundled']) =>
      entries.map(({ file, cover }) => ({ file, coverage: coverageOf(file, cover) }))
    const stored = Object.fromEntries(
      CJK_FAMILIES.map((family) => [family, index(storage[family])]),
    ) as Record<CjkFamily, Indexed[]>
    return new NameFontCatalog(index(bundled), stored, readStored)
  }

  /** The first font beside the function that has `codePoint`. */
  bundledFor(codePoint: number): string | undefined {
    return this.bundled.find(({ coverage }) => coverage.has(codePoint))?.file
  }

  /** The chunk of the first of `families` that has `codePoint`. */
  storedFor(codePoint: number, families: readonly CjkFamily[]): string | undefined {
    for (const family of families) {
      const chunk = this.stored[family].find(({ coverage }) => coverage.has(codePoint))
      if (chunk) return chunk.file
    }
    return undefined
  }

  covers(file: string, codePoint: number): boolean {
    return coverageByFile.get(file)?.has(codePoint) ?? false
  }

  /** The font in `file`, loaded once (a stored chunk stays while it is among the last used). */
  font(file: string): Promise<NameFont> {
    const bundled = this.bundled.some((entry) => entry.file === file)
    const cache = bundled ? bundledFonts : storedFonts
    let font = cache.get(file)
    if (!font) {
      const bytes = bundled ? readFile(new URL(file, SHIPPED_FONTS)) : this.readStored(file)
      font = Promise.all([bytes, harfbuzz()]).then(([woff, hb]) =>
        nameFont(hb, file, new Uint8Array(woff)),
      )
      font.catch(() => cache.delete(file))
      cache.set(file, font)
      if (cache === storedFonts && storedFonts.size > STORED_KEPT) {
        storedFonts.delete(storedFonts.keys().next().value!)
      }
    } else if (cache === storedFonts) {
      // Most recently used last, so the oldest is the first key.
      storedFonts.delete(file)
      storedFonts.set(file, font)
    }
    return font
  }
}

/** CJK chunks are 20-64 KB each (about twice that as sfnt): a few dozen cost little memory. */
const STORED_KEPT = 48

let manifest: Promise<FontManifest> | undefined
const coverageByFile = new Map<string, Coverage>()
const bundledFonts = new Map<string, Promise<NameFont>>()
const storedFonts = new Map<string, Promise<NameFont>>()

function coverageOf(file: string, cover: string): Coverage {
  let coverage = coverageByFile.get(file)
  if (!coverage) {
    coverage = new Coverage(cover)
    coverageByFile.set(file, coverage)
  }
  return coverage
}

function nameFont(hb: typeof HarfBuzz, file: string, woff: Uint8Array): NameFont {
  const face = new hb.Face(new hb.Blob(woffToSfnt(woff)))
  const font = new hb.Font(face)
  const outlines = new Map<number, HarfBuzz.SvgPathCommand[]>()
  return {
    file,
    font,
    upem: face.upem,
    outline(glyph) {
      let outline = outlines.get(glyph)
      if (!outline) {
        outline = font.glyphToJson(glyph)
        outlines.set(glyph, outline)
      }
      return outline
    },
  }
}
