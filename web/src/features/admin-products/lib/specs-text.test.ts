import { describe, expect, it } from 'vitest'
import { specsFromText, specsProblem, specsToText } from './specs-text'

describe('specs typed as "Label: value" lines', () => {
  it('read back what they were written from, blank lines and spaces aside', () => {
    const specs = [
      { label: 'Weight', value: '285 g' },
      { label: 'Cable', value: '3 m: detachable' },
    ]
    expect(specsFromText(`${specsToText(specs)}\n\n`)).toEqual(specs)
    expect(specsFromText('  Driver :  50 mm  ')).toEqual([{ label: 'Driver', value: '50 mm' }])
  })

  it('name what keeps them from being saved', () => {
    expect(specsProblem('Weight: 285 g')).toBeUndefined()
    expect(specsProblem('')).toBeUndefined()
    expect(specsProblem('Weight 285 g')).toBe('specs_line_invalid')
    expect(specsProblem(': 285 g')).toBe('specs_line_invalid')
    expect(specsProblem(`Label: ${'x'.repeat(201)}`)).toBe('text_too_long')
    expect(specsProblem(Array.from({ length: 31 }, (_, i) => `L${i}: v`).join('\n'))).toBe(
      'specs_too_many',
    )
  })
})
