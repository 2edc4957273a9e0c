import type { Locale } from '../../../_shared/contract/forms.ts'
import { de } from './de.ts'
import { type CertificateTexts, en } from './en.ts'
import { es } from './es.ts'
import { fr } from './fr.ts'
import { pt } from './pt.ts'

export type { CertificateTexts, LicenceTerms } from './en.ts'

export const CERTIFICATE_TEXTS: Record<Locale, CertificateTexts> = { es, en, fr, de, pt }

/** The certificate in the buyer's language (the order's), Spanish when it is unknown. */
export function certificateTexts(locale: string): CertificateTexts {
  return CERTIFICATE_TEXTS[locale as Locale] ?? CERTIFICATE_TEXTS.es
}

/** Replaces each `{name}` with its value. */
export function fillTerms(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`))
}
