import { describe, expect, it } from 'vitest'
import { initials } from './service.ts'

describe('holder initials', () => {
  it('keep one letter per name, never the name itself', () => {
    expect(initials('Ana María López')).toBe('A. M. L.')
    expect(initials('jean-luc picard')).toBe('J. L. P.')
    expect(initials('  Łukasz  ')).toBe('Ł.')
    expect(initials('李小龍')).toBe('李.')
  })
})
