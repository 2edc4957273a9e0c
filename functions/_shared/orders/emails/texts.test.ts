import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../contract/forms.ts'
import { ORDER_TEXTS, orderTexts } from './texts.ts'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('order texts', () => {
  it('exist for every site language', () => {
    expect(Object.keys(ORDER_TEXTS).sort()).toEqual([...LOCALES].sort())
  })

  it('have exactly the same keys in every language', () => {
    const english = Object.keys(ORDER_TEXTS.en).sort()
    for (const locale of LOCALES)
      expect(Object.keys(ORDER_TEXTS[locale]).sort(), locale).toEqual(english)
  })

  it('use the same placeholders as English in every text, and no empty text', () => {
    for (const locale of LOCALES) {
      for (const [key, english] of Object.entries(ORDER_TEXTS.en)) {
        const text = ORDER_TEXTS[locale][key as keyof typeof ORDER_TEXTS.en]
        expect(text.trim(), `${locale}.${key}`).not.toBe('')
        expect(placeholders(text), `${locale}.${key}`).toEqual(placeholders(english))
      }
    }
  })

  it('are translated, not copied from English', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      expect(ORDER_TEXTS[locale].intro).not.toBe(ORDER_TEXTS.en.intro)
      expect(ORDER_TEXTS[locale].downloads_note).not.toBe(ORDER_TEXTS.en.downloads_note)
    }
  })

  it('fall back to Spanish for an unknown language', () => {
    expect(orderTexts('it')).toBe(ORDER_TEXTS.es)
  })
})
