import type { Licence } from '../../contract/checkout.ts'
import type { Locale } from '../../contract/forms.ts'
import type { LicenceFile } from '../../contract/licence-files.ts'
import { siteLocale } from '../../email/format.ts'
import { de } from './texts/de.ts'
import { en, type OrderTexts } from './texts/en.ts'
import { es } from './texts/es.ts'
import { fr } from './texts/fr.ts'
import { pt } from './texts/pt.ts'

export type { OrderTexts } from './texts/en.ts'

export const ORDER_TEXTS: Record<Locale, OrderTexts> = { es, en, fr, de, pt }

/** The texts in `locale`, Spanish (the site's default) for anything else. */
export function orderTexts(locale: string): OrderTexts {
  return ORDER_TEXTS[siteLocale(locale)]
}

export function licenceLabel(texts: OrderTexts, licence: Licence): string {
  const labels: Record<Licence, string> = {
    private: texts.licence_private,
    commercial: texts.licence_commercial,
    wav: texts.licence_wav,
    trackout: texts.licence_trackout,
    exclusive: texts.licence_exclusive,
  }
  return labels[licence]
}

/** The button that downloads one file of a licence. */
export function downloadLabel(texts: OrderTexts, format: LicenceFile): string {
  if (format === 'wav') return texts.download_wav
  return format === 'stems' ? texts.download_stems : texts.download_button
}
