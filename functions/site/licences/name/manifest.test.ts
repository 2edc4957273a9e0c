import { readdir, readFile } from 'node:fs/promises'
import * as hb from 'harfbuzzjs'
import { describe, expect, it } from 'vitest'
import { Coverage, encodeCoverage } from './coverage.ts'
import type { FontManifest } from './manifest.ts'
import { SHIPPED_FONTS } from './shipped-fonts.ts'
import { woffToSfnt } from './woff.ts'

const BUNDLED = SHIPPED_FONTS
const BUCKET = new URL('../../../../supabase/buckets/fonts/', import.meta.url)

const manifest: FontManifest = JSON.parse(await readFile(new URL('manifest.json', BUNDLED), 'utf8'))

/** The code points HarfBuzz finds in the font's cmap. */
async function codePointsOf(file: URL): Promise<number[]> {
  const face = new hb.Face(new hb.Blob(woffToSfnt(new Uint8Array(await readFile(file)))))
  return [...face.collectUnicodes()].sort((a, b) => a - b)
}

describe('fonts/manifest.json', () => {
  it('names every font file shipped beside the function and in the fonts bucket, and no other', async () => {
    const woffs = async (folder: URL) =>
      (await readdir(folder)).filter((file) => file.endsWith('.woff')).sort()
    expect(manifest.bundled.map(({ file }) => file).sort()).toEqual(await woffs(BUNDLED))
    expect(
      Object.values(manifest.storage)
        .flat()
        .map(({ file }) => file)
        .sort(),
    ).toEqual(await woffs(BUCKET))
  })

  it('gives each bundled font exactly the code points its cmap has', async () => {
    for (const { file, cover } of manifest.bundled) {
      expect([...new Coverage(cover).codePoints()], file).toEqual(
        await codePointsOf(new URL(file, BUNDLED)),
      )
    }
  })

  it('gives each CJK chunk exactly the code points its cmap has', async () => {
    for (const { file, cover } of Object.values(manifest.storage).flat()) {
      expect(encodeCoverage(await codePointsOf(new URL(file, BUCKET))), file).toBe(cover)
    }
  }, 60_000)
})

describe('the coverage encoding', () => {
  it('round-trips ranges and single code points, and answers membership', () => {
    const points = [0x20, 0x21, 0x22, 0x41, 0x600, 0x601, 0x4e00, 0x1f600]
    const coverage = new Coverage(encodeCoverage(points))
    expect([...coverage.codePoints()]).toEqual(points)
    for (const point of points) expect(coverage.has(point)).toBe(true)
    for (const point of [0, 0x1f, 0x23, 0x42, 0x5ff, 0x602, 0x1f601]) {
      expect(coverage.has(point)).toBe(false)
    }
    expect(new Coverage('').has(0x41)).toBe(false)
  })
})

describe('a WOFF file unpacked for HarfBuzz', () => {
  it('is the sfnt HarfBuzz reads (it reads no WOFF itself)', async () => {
    const woff = new Uint8Array(await readFile(new URL(manifest.bundled[0]!.file, BUNDLED)))
    const asWoff = new hb.Face(new hb.Blob(woff))
    expect(asWoff.collectUnicodes().length).toBe(0)
    const sfnt = woffToSfnt(woff)
    expect(new DataView(sfnt.buffer).getUint32(0)).toBe(0x00010000)
    const face = new hb.Face(new hb.Blob(sfnt))
    expect(face.upem).toBe(1000)
    expect(face.collectUnicodes()).toContain(0x41)
    // An sfnt is passed through as it is.
    expect(woffToSfnt(sfnt)).toBe(sfnt)
  })
})
