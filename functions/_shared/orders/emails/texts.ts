import type { Licence } from '../../contract/checkout.ts'
import type { Locale } from '../../contract/forms.ts'
import type { LicenceFile } from '../../contract/licence-files.ts'
import { de } from './texts/de.ts'
import { en, type OrderTexts } from './texts/en.ts'
import { es } from './texts/es.ts'
import { fr } from './texts/fr.ts'
import { pt } from './texts/pt.ts'

export type { OrderTexts } from './texts/en.ts'

export const ORDER_TEXTS: Record<Locale, OrderTexts> = { es, en, fr, de, pt }

/** The site's default and fallback language (seed spec, section 9). */
export const DEFAULT_LOCALE: Locale = 'es'

export function orderTexts(locale: string): OrderTexts {
  return ORDER_TEXTS[locale as Locale] ?? ORDER_TEXTS[DEFAULT_LOCALE]
}

/** Replaces each `{name}` with its value; a placeholder without a value is a bug, so it throws. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key]
    if (value === undefined) throw new Error(`No value for {${key}} in "${template}"`)
    return String(value)
  })
}

/** `Total: 29,00 €`, or in French `Total : 29,00 €`. */
export function labelled(texts: OrderTexts, label: string, value: string | number): string {
  return `${label}${texts.labelSeparator}${value}`
}

export function licenceLabel(texts: OrderTexts, licence: Licence): string {
  const labels: Record<Licence, string> = {
    private: texts.licencePrivate,
    commercial: texts.licenceCommercial,
    wav: texts.licenceWav,
    trackout: texts.licenceTrackout,
    exclusive: texts.licenceExclusive,
  }
  return labels[licence]
}

/** The button that downloads one file of a licence. */
export function downloadLabel(texts: OrderTexts, format: LicenceFile): string {
  if (format === 'wav') return texts.downloadWav
  return format === 'stems' ? texts.downloadStems : texts.downloadButton
}

/** Money as the reader's language writes it: `29,00 €`, `€29.00`. */
export function formatMoney(cents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100)
}
