import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../contract/forms.ts'
import { BOOKING_TEXTS } from './index.ts'
import { STANDARD_TERMS } from './standard-terms.ts'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('the booking texts', () => {
  it.each(LOCALES)(
    '%s has every key of English, none empty, with the same placeholders',
    (locale) => {
      const texts = BOOKING_TEXTS[locale]
      expect(Object.keys(texts).sort()).toEqual(Object.keys(BOOKING_TEXTS.en).sort())
      for (const [key, text] of Object.entries(texts)) {
        expect(text.trim(), key).not.toBe('')
        expect(placeholders(text), `${locale}.${key}`).toEqual(
          placeholders(BOOKING_TEXTS.en[key as keyof typeof BOOKING_TEXTS.en]),
        )
      }
    },
  )

  it.each(LOCALES)('%s has standard contract terms, seven clauses', (locale) => {
    expect(STANDARD_TERMS[locale].split('\n\n')).toHaveLength(7)
  })
})
