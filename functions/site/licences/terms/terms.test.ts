import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../../_shared/contract/forms.ts'
import { CERTIFICATE_TEXTS } from './index.ts'

type Tree = { [key: string]: string | string[] | Tree }

/** Every text of the certificate as `path → text` (lists by position). */
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    if (typeof value === 'string') return [[`${prefix}${key}`, value] as [string, string]]
    if (Array.isArray(value))
      return value.map((item, index) => [`${prefix}${key}.${index}`, item] as [string, string])
    return leaves(value, `${prefix}${key}.`)
  })
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
/** What Helvetica (WinAnsi) can draw: Latin-1 and the typographic punctuation it adds. */
const WIN_ANSI = /^[\x20-\x7e\xa0-\xff‘’“”„–—…•€œŒšŠžŽŸƒˆ˜‰‹›™]*$/

describe('the certificate texts', () => {
  const english = leaves(CERTIFICATE_TEXTS.en as unknown as Tree)

  it.each(LOCALES)('%s has every English text, with the same placeholders', (locale) => {
    const texts = new Map(leaves(CERTIFICATE_TEXTS[locale] as unknown as Tree))
    expect([...texts.keys()].sort()).toEqual(english.map(([key]) => key).sort())
    for (const [key, text] of english) {
      expect(texts.get(key)?.trim(), `${locale}.${key}`).toBeTruthy()
      expect(placeholders(texts.get(key)!), `${locale}.${key}`).toEqual(placeholders(text))
    }
  })

  it.each(LOCALES)('%s prints with the standard PDF font (no character it lacks)', (locale) => {
    for (const [key, text] of leaves(CERTIFICATE_TEXTS[locale] as unknown as Tree)) {
      expect(text, `${locale}.${key}`).toMatch(WIN_ANSI)
    }
  })

  it('is translated, not copied from English', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      expect(CERTIFICATE_TEXTS[locale].licences.exclusive.summary).not.toBe(
        CERTIFICATE_TEXTS.en.licences.exclusive.summary,
      )
      expect(CERTIFICATE_TEXTS[locale].generalTerms).not.toBe(CERTIFICATE_TEXTS.en.generalTerms)
    }
  })

  it('states exclusivity in every language, for the exclusive licence only', () => {
    for (const locale of LOCALES) {
      const texts = CERTIFICATE_TEXTS[locale]
      expect(texts.generalTermsExclusive).not.toBe(texts.generalTerms)
      expect(texts.licences.exclusive.allowed.length).toBeGreaterThan(2)
    }
  })
})
