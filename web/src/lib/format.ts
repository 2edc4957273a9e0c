// Numbers and money in the visitor's language.

// Building an Intl formatter loads locale data and costs far more than using one (a price list
// made a new one per price: tens of milliseconds of a phone's first render), so each language and
// set of options gets one, kept for the page's life.
const formatters = new Map<string, unknown>()

function memo<T>(kind: string, language: string, options: object | undefined, make: () => T): T {
  const key = `${kind}|${language}|${JSON.stringify(options ?? {})}`
  let formatter = formatters.get(key) as T | undefined
  if (formatter === undefined) {
    formatter = make()
    formatters.set(key, formatter)
  }
  return formatter
}

export const numberFormat = (language: string, options?: Intl.NumberFormatOptions) =>
  memo('number', language, options, () => new Intl.NumberFormat(language, options))

export const dateTimeFormat = (language: string, options?: Intl.DateTimeFormatOptions) =>
  memo('date', language, options, () => new Intl.DateTimeFormat(language, options))

export const regionNames = (language: string) =>
  memo('region', language, undefined, () => new Intl.DisplayNames([language], { type: 'region' }))

export function formatMoney(cents: number, currency: string, language: string): string {
  const whole = cents % 100 === 0
  return numberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100)
}

/** A claim such as 500000 → "500K+" (en), "500 mil+" (es), "500.000+" (de). */
export function formatClaim(value: number, language: string): string {
  const compact = numberFormat(language, {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value)
  return `${compact}+`
}

/** A track length as people read it: 185 → "3:05". */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  const minutes = Math.floor(whole / 60)
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`
}

/** "a, b and c" as the language joins a list: "a, b et c" (fr), "a, b y c" (es). */
export function formatList(items: string[], language: string): string {
  return memo(
    'list',
    language,
    undefined,
    () => new Intl.ListFormat(language, { type: 'conjunction' }),
  ).format(items)
}

/** `2–5` in the language's way of writing a range of numbers. */
export function formatRange(range: { min: number; max: number }, language: string): string {
  if (range.min === range.max) return numberFormat(language).format(range.min)
  return numberFormat(language).formatRange(range.min, range.max)
}

/** A day as the reader's language writes it in full: `26 November 2026`, `26 de noviembre de 2026`. */
export function formatLongDate(iso: string, language: string): string {
  return dateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso))
}
