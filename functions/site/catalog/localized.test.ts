import { describe, expect, it } from 'vitest'
import { languagePreference, localizedText } from './localized.ts'

describe('languagePreference', () => {
  it('tries the visitor language, then Spanish, then the other site languages, then the rest', () => {
    expect(languagePreference('de', ['it', 'fr'])).toEqual(['de', 'es', 'en', 'fr', 'pt', 'it'])
    expect(languagePreference('es', [])).toEqual(['es', 'en', 'fr', 'de', 'pt'])
  })
})

describe('localizedText', () => {
  const text = { es: 'Hola', en: 'Hello', fr: 'Bonjour' }

  it('picks the visitor language', () => {
    expect(localizedText(text, 'fr')).toBe('Bonjour')
  })

  it('falls back to Spanish when the visitor language is missing or blank', () => {
    expect(localizedText(text, 'pt')).toBe('Hola')
    expect(localizedText({ ...text, pt: '  ' }, 'pt')).toBe('Hola')
  })

  it('falls back to any language when there is no Spanish', () => {
    expect(localizedText({ de: 'Hallo' }, 'en')).toBe('Hallo')
  })

  it('is null when there is no text at all', () => {
    expect(localizedText({}, 'en')).toBeNull()
    expect(localizedText({ en: '' }, 'en')).toBeNull()
  })
})
