import type { Locale } from '../../contract/forms.ts'
import { de } from './de.ts'
import { type BookingTexts, en } from './en.ts'
import { es } from './es.ts'
import { fr } from './fr.ts'
import { pt } from './pt.ts'

export type { BookingTexts }

export const BOOKING_TEXTS: Record<Locale, BookingTexts> = { es, en, fr, de, pt }

/** The texts in `locale`, Spanish (the site's default) for anything else. */
export function bookingTexts(locale: string): BookingTexts {
  return BOOKING_TEXTS[locale as Locale] ?? BOOKING_TEXTS.es
}
