import type { Locale } from '../../contract/forms.ts'

// Regional variants of the site's languages: Spain, Britain, France, Germany, and Brazil for
// Portuguese (the largest Portuguese-speaking audience for electronic music; README, Languages).
const LOCALE_TAGS: Record<Locale, string> = {
  es: 'es-ES',
  en: 'en-GB',
  fr: 'fr-FR',
  de: 'de-DE',
  pt: 'pt-BR',
}

export function localeTag(locale: Locale): string {
  return LOCALE_TAGS[locale]
}

/** "600 €", "€600", "1500,50 €": whole amounts without cents, as prices are usually written. */
export function formatMoney(cents: number, currency: string, locale: Locale): string {
  const digits = cents % 100 === 0 ? 0 : 2
  return new Intl.NumberFormat(localeTag(locale), {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(cents / 100)
}

/** A calendar day (`YYYY-MM-DD`) as words, e.g. "31 December 2026"; `full` adds the weekday. */
export function formatDay(
  isoDate: string,
  locale: Locale,
  style: 'long' | 'full' = 'long',
): string {
  return new Intl.DateTimeFormat(localeTag(locale), { dateStyle: style, timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  )
}

/** The name of a language in another language, e.g. `pt` in Spanish: "portugués". */
export function languageName(code: string, inLocale: Locale): string {
  return new Intl.DisplayNames([localeTag(inLocale)], { type: 'language' }).of(code) ?? code
}

/** Replaces `{key}` placeholders; a placeholder without a value is a bug, so it throws. */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key]
    if (value === undefined) throw new Error(`No value for {${key}} in "${template}"`)
    return String(value)
  })
}

/**
 * Picks `<base>_one` or `<base>_other` by the language's plural rules (CLDR), e.g. French counts 0
 * as singular. Dictionaries hold both forms for every language.
 */
export function plural<Strings extends Record<string, string>>(
  strings: Strings,
  base: string,
  count: number,
  locale: Locale,
): string {
  const category = new Intl.PluralRules(localeTag(locale)).select(count)
  const form = category === 'one' ? 'one' : 'other'
  const text = strings[`${base}_${form}`]
  if (text === undefined) throw new Error(`No plural form ${base}_${form}`)
  return text
}
