import type { Locale } from '../../../contract/forms.ts'
import { de } from './de.ts'
import { en } from './en.ts'
import { es, type SenderStrings } from './es.ts'
import { fr } from './fr.ts'
import { type OwnerStrings, ownerDe, ownerEn, ownerEs, ownerFr, ownerPt } from './owner.ts'
import { pt } from './pt.ts'

export type { OwnerStrings, SenderStrings }

export const SENDER_STRINGS: Record<Locale, SenderStrings> = { es, en, fr, de, pt }

/** The owner reads notices in any of the site's languages (settings.owner_locale). */
export type OwnerLocale = Locale

export const OWNER_STRINGS: Record<OwnerLocale, OwnerStrings> = {
  es: ownerEs,
  en: ownerEn,
  fr: ownerFr,
  de: ownerDe,
  pt: ownerPt,
}
