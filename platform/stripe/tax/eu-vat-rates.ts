/**
 * The standard VAT rate of each EU member state, in percent, as Stripe Tax applies it to
 * electronically supplied services (downloads) and to goods shipped within the EU (one-stop shop,
 * OSS). Maintained by hand: check the European Commission's "VAT rates in the EU" table when a
 * state changes its rate.
 */
export const EU_VAT_RATES: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 21,
  BG: 20,
  CY: 19,
  CZ: 21,
  DE: 19,
  DK: 25,
  EE: 24,
  ES: 21,
  FI: 25.5,
  FR: 20,
  GR: 24,
  HR: 25,
  HU: 27,
  IE: 23,
  IT: 22,
  LT: 21,
  LU: 17,
  LV: 21,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 21,
  SE: 25,
  SI: 22,
  SK: 23,
}

/** Greece writes EL in VAT numbers, GR in addresses. */
const VAT_PREFIX_COUNTRY: Readonly<Record<string, string>> = { EL: 'GR' }

/** The country an EU VAT number belongs to, by its prefix (`DE123456789` → DE). */
export function vatNumberCountry(value: string): string | null {
  const prefix = value.slice(0, 2).toUpperCase()
  const country = VAT_PREFIX_COUNTRY[prefix] ?? prefix
  return country in EU_VAT_RATES ? country : null
}

/** An EU VAT number as Stripe checks its format: a country prefix and 2-13 letters or digits. */
export function isEuVatNumber(value: string): boolean {
  return /^[A-Z]{2}[0-9A-Z+*]{2,13}$/.test(value) && vatNumberCountry(value) !== null
}
