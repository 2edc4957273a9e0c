import { LOCALES, type Locale } from '../contract/forms.ts'

// How every email writes money, days, times, labels and placeholders, in the reader's language.

// Regional variants of the site's languages: Spain, Britain, France, Germany, and Brazil for
// Portuguese (the largest Portuguese-speaking audience for electronic music; README, Languages).
const LOCALE_TAGS: Record<Locale, string> = {
  es: 'es-ES',
  en: 'en-GB',
  fr: 'fr-FR',
  de: 'de-DE',
  pt: 'pt-BR',
}

/** The site's default and fallback language (seed spec, section 9). */
export const DEFAULT_LOCALE: Locale = 'es'

/** A stored language (an order's, an offer's) as one of the site's, Spanish for anything else. */
export function siteLocale(locale: string): Locale {
  return (LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : DEFAULT_LOCALE
}

export function localeTag(locale: string): string {
  return LOCALE_TAGS[siteLocale(locale)]
}

/**
 * Money as the reader's language writes it. A `price` (an estimate, a fee) leaves out the cents of
 * a whole amount, as prices are usually written: "600 €", "€1,500.50". A `receipt` (what an order
 * charged or refunded) always shows them: "€128.00", "128,00 €".
 */
export function formatMoney(
  cents: number,
  currency: string,
  locale: string,
  style: 'price' | 'receipt' = 'price',
): string {
  const digits = style === 'receipt' || cents % 100 !== 0 ? 2 : 0
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
  locale: string,
  style: 'long' | 'full' = 'long',
): string {
  return new Intl.DateTimeFormat(localeTag(locale), { dateStyle: style, timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  )
}

/** The day of an instant as a reader in `timeZone` sees it, e.g. "7 December 2026". */
export function formatDayOf(instant: Date, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(localeTag(locale), { dateStyle: 'long', timeZone }).format(instant)
}

/** An instant as a reader in `timeZone` sees it: "Monday, 7 December 2026, 10:00". */
export function formatInstant(instant: Date, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(localeTag(locale), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(instant)
}

/** The clock time alone, e.g. "22:00". */
export function formatClock(instant: Date, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(localeTag(locale), { timeStyle: 'short', timeZone }).format(
    instant,
  )
}

/** The name of a language in another language, e.g. `pt` in Spanish: "portugués". */
export function languageName(code: string, inLocale: string): string {
  return new Intl.DisplayNames([localeTag(inLocale)], { type: 'language' }).of(code) ?? code
}

/** A country code spelled out in the reader's language, e.g. `DE` in English: "Germany". */
export function countryName(code: string, inLocale: string): string {
  return new Intl.DisplayNames([localeTag(inLocale)], { type: 'region' }).of(code) ?? code
}

/** `Total: 29,00 €`; French sets a no-break space before the colon: `Total : 29,00 €`. */
export function labelled(locale: string, label: string, value: string | number): string {
  return `${label}${siteLocale(locale) === 'fr' ? '\u00a0:' : ':'} ${value}`
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
export function plural<Texts extends Record<string, string>>(
  texts: Texts,
  base: string,
  count: number,
  locale: string,
): string {
  const category = new Intl.PluralRules(localeTag(locale)).select(count)
  const form = category === 'one' ? 'one' : 'other'
  const text = texts[`${base}_${form}`]
  if (text === undefined) throw new Error(`No plural form ${base}_${form}`)
  return text
}
