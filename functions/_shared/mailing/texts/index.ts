import type { Locale } from '../../contract/forms.ts'
import { de } from './de.ts'
import { en } from './en.ts'
import { es, type MailingTexts } from './es.ts'
import { fr } from './fr.ts'
import { pt } from './pt.ts'

export type { MailingTexts }

export const MAILING_TEXTS: Record<Locale, MailingTexts> = { es, en, fr, de, pt }
