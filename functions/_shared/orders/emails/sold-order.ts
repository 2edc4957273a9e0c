import type { Licence } from '../../contract/checkout.ts'
import type { Locale } from '../../contract/forms.ts'
import { fill, labelled, licenceLabel, type OrderTexts } from './texts.ts'

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
    downloadUrl: string
    certificateUrl: string
  }[]
  gear: { title: string; quantity: number; unitPriceCents: number }[]
  shippingAddress: ShippingAddress | null
  /** The shipping rate chosen at checkout and its price (null: included in the prices). */
  shipping?: { rate: string | null; cents: number } | null
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
  const country = address.country
    ? (new Intl.DisplayNames([locale], { type: 'region' }).of(address.country) ?? address.country)
    : null
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
  t: OrderTexts,
  money: (cents: number) => string,
): string[] {
  const result: string[] = []
  if (order.bundleDiscountCents) {
    result.push(labelled(t, t.bundleLine, `−${money(order.bundleDiscountCents)}`))
  }
  if (order.discount && order.discount.cents > 0) {
    const label = order.discount.code
      ? fill(t.discountLine, { code: order.discount.code })
      : t.discountLineNoCode
    result.push(labelled(t, label, `−${money(order.discount.cents)}`))
  }
  return result
}

/** "Private licence", or "Private licence · free with the bundle". */
export function licenceLine(
  item: Pick<SoldOrder['licences'][number], 'licence' | 'bundleFree'>,
  t: OrderTexts,
): string {
  const label = licenceLabel(t, item.licence)
  return item.bundleFree ? `${label} · ${t.bundleFree}` : label
}
