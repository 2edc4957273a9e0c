import type { Licence } from '../../contract/checkout.ts'
import type { Locale } from '../../contract/forms.ts'
import type { LicenceFile } from '../../contract/licence-files.ts'
import { countryName, fill, labelled } from '../../email/format.ts'
import { licenceLabel, type OrderTexts, orderTexts } from './texts.ts'

/** A postal address as Stripe Checkout collects it. */
export type ShippingAddress = {
  name: string | null
  line1: string | null
  line2: string | null
  city: string | null
  postal_code: string | null
  state: string | null
  country: string | null
}

/** A paid order as its emails present it: what was bought, and where each licence lives. */
export type SoldOrder = {
  id: string
  number: number
  locale: string
  name: string
  email: string
  currency: string
  /** Every line at its catalogue price (absent in orders from before discounts: the total). */
  subtotalCents?: number
  /** What the licence bundle took off. */
  bundleDiscountCents?: number
  /** What the promotion code took off, and the code when it is one of the owner's. */
  discount?: { code: string | null; cents: number } | null
  totalCents: number
  licences: {
    title: string
    artist: string
    licence: Licence
    /** Free as part of the licence bundle. */
    bundleFree?: boolean
    number: string
    /** The first file's link (the MP3's, for a lease). */
    downloadUrl: string
    /** One link per file of the licence (absent: the MP3 alone, at `downloadUrl`). */
    files?: { format: LicenceFile; url: string }[]
    certificateUrl: string
  }[]
  gear: { title: string; quantity: number; unitPriceCents: number }[]
  shippingAddress: ShippingAddress | null
  /** The shipping rate chosen at checkout and its price (null: included in the prices). */
  shipping?: { rate: string | null; cents: number } | null
  /** The VAT Stripe Tax charged, in `totalCents` (absent in orders from before Stripe Tax). */
  tax?: OrderTax | null
  /** A link to Stripe's invoice of the order. */
  invoiceUrl?: string | null
  /** The licence terms the buyer accepted at checkout. */
  termsVersion?: string | null
}

export type OrderTax = {
  cents: number
  /** The catalogue prices included it (else it was added on top). */
  included: boolean
  /** A business customer liable for the VAT itself (EU reverse charge): none charged. */
  reverseCharge: boolean
  /** Where the tax was owed (the buyer's country, or the gear's destination). */
  country: string | null
}

/** What the emails need besides the order. */
export type OrderEmailContext = {
  brandName: string
  /** Where a buyer's reply goes: the owner's public contact address. */
  contactEmail: string
  ownerEmail: string
  /** The language the owner reads notices in (settings.owner_locale). */
  ownerLocale: Locale
  downloadsPerLicence: number
  /** The site (SITE_URL): the buyer's library, where the downloads can be had again, is there. */
  siteUrl: string
}

/** The address as lines, the country spelled out in the reader's language. */
export function addressLines(address: ShippingAddress, locale: string): string[] {
  const country = address.country ? countryName(address.country, locale) : null
  const cityLine = [address.postal_code, address.city].filter(Boolean).join(' ')
  return [address.name, address.line1, address.line2, cityLine, address.state, country].filter(
    (line): line is string => Boolean(line),
  )
}

/**
 * The lines between the items and the total that explain it: the licence bundle and the
 * promotion code, each with what it took off (nothing when neither applied).
 */
export function discountLines(
  order: Pick<SoldOrder, 'bundleDiscountCents' | 'discount'>,
  locale: string,
  money: (cents: number) => string,
): string[] {
  const t = orderTexts(locale)
  const result: string[] = []
  if (order.bundleDiscountCents) {
    result.push(labelled(locale, t.bundle_line, `−${money(order.bundleDiscountCents)}`))
  }
  if (order.discount && order.discount.cents > 0) {
    const label = order.discount.code
      ? fill(t.discount_line, { code: order.discount.code })
      : t.discount_line_no_code
    result.push(labelled(locale, label, `−${money(order.discount.cents)}`))
  }
  return result
}

/** "Private-use licence", or "Private-use licence · free with the bundle". */
export function licenceLine(
  item: Pick<SoldOrder['licences'][number], 'licence' | 'bundleFree'>,
  t: OrderTexts,
): string {
  const label = licenceLabel(t, item.licence)
  return item.bundleFree ? `${label} · ${t.bundle_free}` : label
}

/** The VAT lines of an order's total, as its emails print them. */
export function taxLines(
  order: SoldOrder,
  locale: string,
  money: (cents: number) => string,
): string[] {
  const t = orderTexts(locale)
  const tax = order.tax
  if (!tax) return []
  if (tax.reverseCharge) return [t.reverse_charge_note]
  if (tax.cents === 0) return []
  return [labelled(locale, tax.included ? t.tax_included_line : t.tax_line, money(tax.cents))]
}
