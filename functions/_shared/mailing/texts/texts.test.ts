import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../contract/forms.ts'
import { MAILING_TEXTS } from './index.ts'

const webCommon = (locale: string) =>
  JSON.parse(
    readFileSync(
      new URL(`../../../../web/src/locales/${locale}/common.json`, import.meta.url),
      'utf8',
    ),
  ) as { signup: { consent: string } }

describe('the mailing list’s texts', () => {
  it.each(LOCALES)('store as consent exactly the words the sign-up shows in %s', (locale) => {
    const shown = webCommon(locale).signup.consent.replaceAll('{{brand}}', '{brand}')
    expect(MAILING_TEXTS[locale].consent).toBe(shown)
  })

  it.each(LOCALES)('name the same placeholders in %s as in Spanish', (locale) => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()
    for (const [key, text] of Object.entries(MAILING_TEXTS[locale])) {
      expect(names(text), key).toEqual(
        names(MAILING_TEXTS.es[key as keyof typeof MAILING_TEXTS.es]),
      )
    }
  })
})
