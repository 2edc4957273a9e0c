import { describe, expect, it } from 'vitest'
import { escapeXml, fitFontSize, hslToHex, wrapWords } from './svg.ts'

describe('escapeXml', () => {
  it('escapes every character that could end text or an attribute', () => {
    expect(escapeXml(`Tom & "Jerry" <'s>`)).toBe('Tom &amp; &quot;Jerry&quot; &lt;&apos;s&gt;')
  })
})

describe('hslToHex', () => {
  it('converts the primaries and greys', () => {
    expect(hslToHex(0, 100, 50)).toBe('#ff0000')
    expect(hslToHex(120, 100, 50)).toBe('#00ff00')
    expect(hslToHex(240, 100, 25)).toBe('#000080')
    expect(hslToHex(0, 0, 100)).toBe('#ffffff')
    expect(hslToHex(-120, 100, 50)).toBe(hslToHex(240, 100, 50))
  })
})

describe('wrapWords', () => {
  it('fills lines greedily and merges the overflow into the last line', () => {
    expect(wrapWords('one two three four', 9, 3)).toEqual(['one two', 'three', 'four'])
    expect(wrapWords('one two three four', 5, 2)).toEqual(['one', 'two three four'])
    expect(wrapWords('  supercalifragilistic  ', 5, 2)).toEqual(['supercalifragilistic'])
  })
})

describe('fitFontSize', () => {
  it('shrinks for long lines but never below a legible minimum', () => {
    expect(fitFontSize(['DUSK'], 840, 128)).toBe(128)
    expect(fitFontSize(['A'.repeat(20)], 840, 128)).toBeLessThan(70)
    expect(fitFontSize(['A'.repeat(500)], 840, 128)).toBe(28)
  })
})
