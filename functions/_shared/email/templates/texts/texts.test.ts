import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../../contract/forms.ts'
import { OWNER_TEXTS, SENDER_TEXTS } from './index.ts'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

function checkDictionaries(
  dictionaries: Record<string, Record<string, string>>,
  reference: string,
) {
  const expected = dictionaries[reference]!
  const keys = Object.keys(expected).sort()
  for (const [language, strings] of Object.entries(dictionaries)) {
    expect(Object.keys(strings).sort(), `keys of ${language}`).toEqual(keys)
    for (const key of keys) {
      const text = strings[key]!
      expect(text.trim(), `${language}.${key} is empty`).not.toBe('')
      expect(placeholders(text), `placeholders of ${language}.${key}`).toEqual(
        placeholders(expected[key]!),
      )
    }
  }
}

describe('email dictionaries', () => {
  it('give every sender-facing string in all five languages, with the same placeholders', () => {
    expect(Object.keys(SENDER_TEXTS).sort()).toEqual([...LOCALES].sort())
    checkDictionaries(SENDER_TEXTS, 'es')
  })

  it('give the owner notices in all five languages, with the same placeholders', () => {
    expect(Object.keys(OWNER_TEXTS).sort()).toEqual([...LOCALES].sort())
    checkDictionaries(OWNER_TEXTS, 'es')
  })

  it('hold both plural forms wherever one is used', () => {
    for (const key of Object.keys(SENDER_TEXTS.es)) {
      if (key.endsWith('_one'))
        expect(SENDER_TEXTS.es).toHaveProperty(key.replace(/_one$/, '_other'))
      if (key.endsWith('_other'))
        expect(SENDER_TEXTS.es).toHaveProperty(key.replace(/_other$/, '_one'))
    }
  })

  it('are really translated: no language shares its sentences with another', () => {
    const sentences = ['contact_body', 'booking_estimate_note', 'enquiry_next', 'footer'] as const
    for (const key of sentences) {
      const texts = LOCALES.map((locale) => SENDER_TEXTS[locale][key])
      expect(new Set(texts).size, key).toBe(LOCALES.length)
    }
  })
})
