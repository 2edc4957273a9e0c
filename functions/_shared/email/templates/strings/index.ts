import type { Locale } from '../../../contract/forms.ts'
import { de } from './de.ts'
import { en } from './en.ts'
import { es, type SenderStrings } from './es.ts'
import { fr } from './fr.ts'
import { type OwnerStrings, ownerEn, ownerEs } from './owner.ts'
import { pt } from './pt.ts'

export type { OwnerStrings, SenderStrings }

export const SENDER_STRINGS: Record<Locale, SenderStrings> = { es, en, fr, de, pt }

export const OWNER_LOCALES = ['es', 'en'] as const
export type OwnerLocale = (typeof OWNER_LOCALES)[number]

export const OWNER_STRINGS: Record<OwnerLocale, OwnerStrings> = { es: ownerEs, en: ownerEn }
