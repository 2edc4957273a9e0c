import type { Locale } from '../../../contract/forms.ts'
import { de } from './de.ts'
import { en } from './en.ts'
import { es, type SenderTexts } from './es.ts'
import { fr } from './fr.ts'
import { type OwnerTexts, ownerDe, ownerEn, ownerEs, ownerFr, ownerPt } from './owner.ts'
import { pt } from './pt.ts'

export type { OwnerTexts, SenderTexts }

export const SENDER_TEXTS: Record<Locale, SenderTexts> = { es, en, fr, de, pt }

/** The owner reads notices in any of the site's languages (settings.owner_locale). */
export type OwnerLocale = Locale

export const OWNER_TEXTS: Record<OwnerLocale, OwnerTexts> = {
  es: ownerEs,
  en: ownerEn,
  fr: ownerFr,
  de: ownerDe,
  pt: ownerPt,
}
