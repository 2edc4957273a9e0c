import type { ShippingRate } from '@contract/site/site.ts'

// The owner's shipping rates for gear, as the cart and the product pages show them before payment.

/** A rate's name in the reader's language, else Spanish (the site's default), else its id. */
export function shippingRateName(rate: ShippingRate, language: string): string {
  return rate.name[language] || rate.name.es || rate.id
}

/** The cheapest rate's price, and the fastest to slowest delivery across the rates. */
export function shippingSpan(rates: readonly ShippingRate[]) {
  if (rates.length === 0) return null
  return {
    fromCents: Math.min(...rates.map((rate) => rate.amount_cents)),
    days: {
      min: Math.min(...rates.map((rate) => rate.delivery_days.min)),
      max: Math.max(...rates.map((rate) => rate.delivery_days.max)),
    },
  }
}
