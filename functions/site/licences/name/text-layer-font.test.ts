import * as hb from 'harfbuzzjs'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { glyphLessTrueType, TextLayerFont } from './text-layer-font.ts'

describe('the text layer font', () => {
  it('is a valid TrueType font of empty glyphs, 500 units wide in a 1000-unit em', () => {
    const font = glyphLessTrueType()
    const view = new DataView(font.buffer)
    // The whole font sums to the magic number head.checkSumAdjustment is set for.
    let sum = 0
    for (let at = 0; at < font.length; at += 4) sum = (sum + view.getUint32(at)) >>> 0
    expect(sum).toBe(0xb1b0afba)
    const face = new hb.Face(new hb.Blob(font))
    expect(face.upem).toBe(1000)
    const hbFont = new hb.Font(face)
    expect(hbFont.glyphHAdvance(1)).toBe(500)
    expect(hbFont.glyphToPath(1)).toBe('')
  })

  it('encodes text as UTF-16 code units, and characters beyond the BMP as codes of their own', async () => {
    const doc = await PDFDocument.create()
    const layer = TextLayerFont.embed(doc, ['Ada 𓀀 王'])
    expect(layer.encode('Aم王').hex.asString()).toBe('00410645738b')
    const astral = layer.encode('𓀀')
    expect(astral.hex.asString()).toBe('d800')
    expect(astral.ems).toBe(0.5)
  })
})
