import type { Licence } from '../../contract/checkout.ts'
import type { Locale } from '../../contract/forms.ts'

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
  totalCents: number
  licences: {
    title: string
    artist: string
    licence: Licence
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
