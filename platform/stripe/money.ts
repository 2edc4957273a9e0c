/** Amounts are integers in the currency's minor unit, as on Stripe (cents, or yen for JPY). */
export function formatAmount(amount: number, currency: string, locale?: string | null): string {
  const format = (tag: string) =>
    new Intl.NumberFormat(tag, { style: 'currency', currency: currency.toUpperCase() })
  const formatter = format(usableLocale(locale))
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2
  return formatter.format(amount / 10 ** digits)
}

function usableLocale(locale: string | null | undefined): string {
  if (!locale || locale === 'auto') return 'en'
  try {
    return Intl.NumberFormat.supportedLocalesOf(locale)[0] ?? 'en'
  } catch {
    return 'en'
  }
}
