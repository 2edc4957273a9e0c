import { describe, expect, it } from 'vitest'
import { isRefusedGenre } from './genre-rule.ts'

describe('the genre rule for services', () => {
  it.each([
    'Reggaeton',
    'reguetón',
    'REGGAETÓN',
    'Regueton',
    'reggeaton',
    'Latin',
    'latin trap',
    'Latin-Trap',
    'Trap latino',
    'dembow',
    'Dembow dominicano',
    'perreo',
    'Latin house',
    'Música urbana latina',
    'salsa',
    'Bachata',
    'cumbia villera',
    'urbano',
  ])('refuses %s', (genre) => {
    expect(isRefusedGenre(genre)).toBe(true)
  })

  it.each([
    'Techno',
    'Melodic techno',
    'House',
    'Afro house',
    'Drum & bass',
    'Trance',
    'Minimal',
    'Platinum pop',
    'Translation trance',
  ])('accepts %s', (genre) => {
    expect(isRefusedGenre(genre)).toBe(false)
  })
})
