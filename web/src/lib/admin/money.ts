// Prices are typed in euros ("29", "29.90", "29,9") and kept by the API in whole cents. The string
// is parsed digit by digit, never through a float, so 0.1 + 0.2 trouble cannot creep in.

const AMOUNT = /^(\d{1,9})(?:[.,](\d{1,2}))?$/

/** `"29,90"` → 2990; anything that is not an amount → NaN (the schema then names the field). */
export function centsFromEuros(text: string): number {
  const match = AMOUNT.exec(text.trim().replace(/\s/g, ''))
  if (!match) return Number.NaN
  const [, whole, fraction = ''] = match
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

/**
 * 2990 → `"29.90"` (or `"29,90"` with a comma `decimalMark`), 60000 → `"600"`: how a price field
 * shows a stored amount.
 */
export function eurosFromCents(cents: number, decimalMark = '.'): string {
  const whole = Math.trunc(cents / 100)
  const rest = Math.abs(cents % 100)
  return rest === 0 ? String(whole) : `${whole}${decimalMark}${String(rest).padStart(2, '0')}`
}

/** The decimal mark people write in `language`: "," in Spanish, "." in English. */
export function decimalMarkOf(language: string): string {
  return (
    new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')
      ?.value ?? '.'
  )
}
