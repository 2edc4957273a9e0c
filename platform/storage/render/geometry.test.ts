import { describe, expect, it } from 'vitest'
import { renditionGeometry } from './geometry.ts'

const photo = { width: 800, height: 600 }
const sized = (
  request: Parameters<typeof renditionGeometry>[1],
  source = photo,
  isVector = false,
) => {
  const { scaled, output } = renditionGeometry(source, request, isVector)
  return `${scaled.width}x${scaled.height} → ${output.width}x${output.height}`
}

describe('renditionGeometry (imgproxy’s sizes behind Storage)', () => {
  it('keeps the picture as it is without a size', () => {
    expect(sized({})).toBe('800x600 → 800x600')
  })

  it('covers a box by scaling to fill it and keeping the centre', () => {
    expect(sized({ width: 300, height: 300 })).toBe('400x300 → 300x300')
    expect(sized({ width: 300, height: 300, resize: 'cover' })).toBe('400x300 → 300x300')
  })

  it('contains: fits inside the box, proportions kept', () => {
    expect(sized({ width: 300, height: 300, resize: 'contain' })).toBe('300x225 → 300x225')
  })

  it('fills: stretches to the box; with one side given, only that side changes', () => {
    expect(sized({ width: 300, height: 100, resize: 'fill' })).toBe('300x100 → 300x100')
    expect(sized({ width: 200, resize: 'fill' })).toBe('200x600 → 200x600')
  })

  it('follows the proportions when only one side is given', () => {
    expect(sized({ width: 200 })).toBe('200x150 → 200x150')
    expect(sized({ height: 300, resize: 'contain' })).toBe('400x300 → 400x300')
  })

  it('never enlarges a raster picture: the scale stops at 1, the crop at what is there', () => {
    expect(sized({ width: 1600 })).toBe('800x600 → 800x600')
    expect(sized({ width: 1000, height: 300 })).toBe('800x600 → 800x300')
    expect(sized({ width: 2000, height: 2000, resize: 'contain' })).toBe('800x600 → 800x600')
    expect(sized({ width: 1600, height: 300, resize: 'fill' })).toBe('800x150 → 800x150')
  })

  it('draws a vector picture at any size', () => {
    const svg = { width: 1000, height: 1000 }
    expect(sized({ width: 1290 }, svg, true)).toBe('1290x1290 → 1290x1290')
    expect(sized({ width: 1200, height: 630 }, svg, true)).toBe('1200x1200 → 1200x630')
  })

  it('never goes below one pixel', () => {
    expect(sized({ width: 1, height: 1, resize: 'contain' }, { width: 4000, height: 10 })).toBe(
      '1x1 → 1x1',
    )
  })
})
