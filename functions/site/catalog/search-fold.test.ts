import { describe, expect, it } from 'vitest'
import { ACCENTED, FOLDED, foldForSearch } from './search-fold.ts'

describe('search folding', () => {
  it('maps every accented letter to exactly one plain lower-case letter', () => {
    expect([...FOLDED]).toHaveLength([...ACCENTED].length)
    expect(FOLDED).toMatch(/^[a-z]+$/)
  })

  it.each([
    ['Réveil', 'reveil'],
    ['ÉTÉ À SÃO PAULO', 'ete a sao paulo'],
    ['Über Straße', 'uber straße'],
    ['Niño', 'nino'],
    ['Drum & Bass 100%', 'drum & bass 100%'],
  ])('folds %j to %j', (text, folded) => {
    expect(foldForSearch(text)).toBe(folded)
  })
})
