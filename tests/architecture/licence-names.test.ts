import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LICENCES } from '../../functions/_shared/contract/checkout.ts'
import { LICENCE_NAMES } from '../../functions/_shared/licences/names.ts'
import { licenceLabel, ORDER_TEXTS } from '../../functions/_shared/orders/emails/texts.ts'
import { CERTIFICATE_TEXTS } from '../../functions/site/licences/terms/index.ts'

// One name per licence everywhere a buyer meets it: the track pages and the cart, /licenses and
// the verification page (web locales), Stripe's line items and the emails (order texts), the PDF
// certificate and its terms.

type Json = Record<string, unknown>
const locale = (language: string, namespace: string): Json =>
  JSON.parse(
    readFileSync(
      new URL(`../../web/src/locales/${language}/${namespace}.json`, import.meta.url),
      'utf8',
    ),
  )
const at = (json: Json, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Json | undefined)?.[key], json)

describe('licence names', () => {
  it.each(Object.keys(LICENCE_NAMES) as (keyof typeof LICENCE_NAMES)[])(
    'are the same on the site, on Stripe, in the emails and on the certificate (%s)',
    (language) => {
      const names = LICENCE_NAMES[language]
      const tracks = locale(language, 'tracks')
      const common = locale(language, 'common')
      const licences = locale(language, 'licences')
      for (const licence of LICENCES) {
        const name = names[licence]
        expect(at(tracks, `licence.name.${licence}`), licence).toBe(name)
        expect(at(common, `cart.licence.${licence}`), licence).toBe(name)
        expect(at(licences, `verify.types.${licence}`), licence).toBe(name)
        expect(at(licences, `compare.${licence}.name`), licence).toBe(name)
        expect(licenceLabel(ORDER_TEXTS[language], licence), licence).toBe(name)
        expect(CERTIFICATE_TEXTS[language].licences[licence].name, licence).toBe(name)
      }
    },
  )
})
