import { describe, expect, it } from 'vitest'
import { isUnsafeText, unsafeTextPaths } from './unsafe-text.ts'

describe('unsafe text', () => {
  it('finds NULs and lone surrogates, and lets any real Unicode through', () => {
    expect(isUnsafeText('a\u0000b')).toBe(true)
    expect(isUnsafeText('\ud800')).toBe(true)
    expect(isUnsafeText('a\udfffb')).toBe(true)
    expect(isUnsafeText('\udc00\ud800')).toBe(true)
    for (const fine of ['Zoë Łukasiewicz', '李小龍', 'DJ 🎧 set', 'emoji pair \ud83c\udfa7', '']) {
      expect(isUnsafeText(fine), fine).toBe(false)
    }
  })

  it('names every unsafe string of a body by its path, keys included', () => {
    const body = {
      name: 'ok',
      message: 'bad\u0000',
      items: [{ slug: 'fine' }, { slug: '\ud800' }],
      'k\u0000ey': 'x',
    }
    expect(unsafeTextPaths(body)).toEqual(['message', 'items.1.slug', 'key'])
    expect(unsafeTextPaths('\u0000')).toEqual(['_'])
    expect(unsafeTextPaths({ n: 1, b: true, nothing: null })).toEqual([])
  })
})
