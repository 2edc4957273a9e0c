import type Stripe from 'stripe'
import { EU_VAT_RATES, vatNumberCountry } from './eu-vat-rates.ts'

/** What Stripe Tax needs to know about a taxable amount. */
export type TaxableAmount = {
  /** After discounts, in the smallest currency unit. */
  amount: number
  /** 'inclusive', 'exclusive' or 'unspecified' (the account's default: exclusive). */
  taxBehavior: string
  /** Physical goods and their shipping are taxed where they go; downloads where the buyer is. */
  physical: boolean
}

export type TaxCustomer = {
  /** The billing address's country (downloads are taxed there). */
  billingCountry: string | null
  /** The shipping address's country (goods are taxed there). */
  shippingCountry: string | null
  /** Tax ids the buyer gave, e.g. `{ type: 'eu_vat', value: 'DE123456789' }`. */
  taxIds: readonly { type: string; value: string }[]
}

export type TaxLine = {
  /** Tax on the amount: inside it (inclusive) or on top of it (exclusive). */
  tax: number
  /** The amount the tax was computed on, net of tax. */
  taxableAmount: number
  /** Percent, e.g. 19. */
  rate: number
  country: string | null
  taxabilityReason: Stripe.Checkout.Session.TotalDetails.Breakdown.Tax.TaxabilityReason
}

export type TaxResult = {
  lines: TaxLine[]
  /** Stripe's customer tax status: `reverse` when a business accounts for the VAT itself. */
  taxExempt: 'none' | 'reverse'
}

/**
 * Stripe Tax for a seller registered in the EU (its head office in `origin`, selling under the
 * one-stop shop): VAT at the rate of the buyer's country for downloads, of the destination for
 * goods; nothing for a business with an EU VAT number of another member state (reverse charge);
 * nothing outside the EU, where the account is not registered to collect. A domestic business
 * pays the domestic rate (no reverse charge at home).
 */
export function calculateTax(
  origin: string,
  amounts: readonly TaxableAmount[],
  customer: TaxCustomer,
): TaxResult {
  const vatNumber = customer.taxIds.find((id) => id.type === 'eu_vat')
  const vatCountry = vatNumber ? vatNumberCountry(vatNumber.value) : null
  const reverse = vatCountry !== null && vatCountry !== origin
  const lines = amounts.map((item): TaxLine => {
    const country = item.physical
      ? (customer.shippingCountry ?? customer.billingCountry)
      : customer.billingCountry
    const percent = country ? EU_VAT_RATES[country] : undefined
    const inclusive = item.taxBehavior === 'inclusive'
    if (percent === undefined || reverse || item.amount === 0) {
      return {
        tax: 0,
        taxableAmount: item.amount,
        rate: 0,
        country,
        taxabilityReason: reverse
          ? 'reverse_charge'
          : percent === undefined
            ? 'not_collecting'
            : 'standard_rated',
      }
    }
    const rate = percent / 100
    const tax = inclusive
      ? Math.round((item.amount * rate) / (1 + rate))
      : Math.round(item.amount * rate)
    return {
      tax,
      taxableAmount: inclusive ? item.amount - tax : item.amount,
      rate: percent,
      country,
      taxabilityReason: 'standard_rated',
    }
  })
  return { lines, taxExempt: reverse ? 'reverse' : 'none' }
}
