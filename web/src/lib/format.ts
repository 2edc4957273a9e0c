// Numbers and money in the visitor's language.

export function formatMoney(cents: number, currency: string, language: string): string {
  const whole = cents % 100 === 0
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100)
}

/** A claim such as 500000 → "500K+" (en), "500 mil+" (es), "500.000+" (de). */
export function formatClaim(value: number, language: string): string {
  const compact = new Intl.NumberFormat(language, {
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
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(items)
}

/** `2–5` in the language's way of writing a range of numbers. */
export function formatRange(range: { min: number; max: number }, language: string): string {
  if (range.min === range.max) return new Intl.NumberFormat(language).format(range.min)
  return new Intl.NumberFormat(language).formatRange(range.min, range.max)
}

/** A day as the reader's language writes it in full: `26 November 2026`, `26 de noviembre de 2026`. */
export function formatLongDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso))
}
