import type Stripe from 'stripe'
import type { CheckoutInput, Licence } from '../../_shared/contract/checkout.ts'
import type { ShippingRate } from '../../_shared/contract/site/site.ts'
import { fill } from '../../_shared/email/format.ts'
import { licenceLabel, type OrderTexts, orderTexts } from '../../_shared/orders/emails/texts.ts'
import type { PricedCart } from './pricing.ts'

/** Where gear ships: the EU, plus the UK, Switzerland, Norway and the US. */
export const SHIPPING_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'GB',
  'CH',
  'NO',
  'US',
] as const satisfies Stripe.Checkout.SessionCreateParams.ShippingAddressCollection.AllowedCountry[]

/**
 * How long an unpaid checkout holds its gear: Stripe's minimum, 30 minutes from the session's
 * creation, plus a minute so that Stripe, creating it a moment after our clock read, still counts
 * 30 (it refuses less). The order's reservation ends when the session expires.
 */
export const CHECKOUT_LIFETIME_SECONDS = 31 * 60

export type SessionParamsInput = {
  orderId: string
  cart: PricedCart
  customer: Pick<CheckoutInput, 'email' | 'locale'>
  siteUrl: string
  now: Date
  /** The owner's shipping rates, offered when the cart holds gear (none: shipping is included). */
  shippingRates?: readonly ShippingRate[]
  /** Stripe's id of the promotion code the buyer sent; without one, they may type one on the page. */
  promotionCodeId?: string | null
  /** Whether catalogue prices include VAT (settings); Stripe Tax adds it on top otherwise. */
  pricesIncludeTax?: boolean
  /** The licence terms' version the buyer accepts (private.licence_terms_version()). */
  termsVersion?: string | null
}

/**
 * Stripe Tax's product tax codes: downloaded music with permanent rights, physical goods, and
 * shipping (stripe.com/docs/tax/tax-codes). They decide the rate in each country.
 */
export const TAX_CODES = {
  download: 'txcd_10401100',
  gear: 'txcd_99999999',
  shipping: 'txcd_92010001',
} as const

/** A rate's name in the buyer's language, else Spanish (the site's default), else its id. */
export function shippingRateName(rate: ShippingRate, locale: string): string {
  return rate.name[locale] || rate.name.es || rate.id
}

/**
 * The rates as Checkout's `shipping_options`, in the owner's order (Checkout selects the first):
 * a fixed amount in the cart's currency with its delivery estimate in business days.
 */
export function shippingOptions(
  rates: readonly ShippingRate[],
  currency: string,
  locale: string,
  taxBehavior: 'inclusive' | 'exclusive' = 'inclusive',
): Stripe.Checkout.SessionCreateParams.ShippingOption[] {
  return rates.map((rate) => ({
    shipping_rate_data: {
      type: 'fixed_amount',
      display_name: shippingRateName(rate, locale),
      fixed_amount: { amount: rate.amount_cents, currency: currency.toLowerCase() },
      tax_behavior: taxBehavior,
      tax_code: TAX_CODES.shipping,
      delivery_estimate: {
        minimum: { unit: 'business_day', value: rate.delivery_days.min },
        maximum: { unit: 'business_day', value: rate.delivery_days.max },
      },
      metadata: { rate_id: rate.id },
    },
  }))
}

/** A track line as Stripe shows it; the bundle's free line says why it costs nothing. */
function trackProduct(
  line: Extract<PricedCart['lines'][number], { kind: 'track' }>,
  texts: OrderTexts,
): Stripe.Checkout.SessionCreateParams.LineItem.PriceData.ProductData {
  const descriptions: Record<Licence, string> = {
    private: texts.checkout_track_description,
    commercial: texts.checkout_track_description,
    wav: texts.checkout_wav_description,
    trackout: texts.checkout_trackout_description,
    exclusive: texts.checkout_exclusive_description,
  }
  return {
    name: `${line.title} — ${licenceLabel(texts, line.licence)}`,
    description: line.bundleFree ? texts.checkout_bundle_free : descriptions[line.licence],
    tax_code: TAX_CODES.download,
    metadata: {
      kind: 'track',
      slug: line.slug,
      licence: line.licence,
      ...(line.bundleFree ? { bundle: 'free' } : {}),
    },
  }
}

/**
 * The Checkout Session for an order: one line per order line, priced by the server. The licence
 * bundle is in the lines' prices (its free line at 0), because a session takes one discount and
 * that one is the buyer's promotion code: sent with the order when the buyer gave one, else typed
 * on Stripe's page (Stripe refuses `discounts` and `allow_promotion_codes` together).
 */
export function checkoutSessionParams(
  input: SessionParamsInput,
): Stripe.Checkout.SessionCreateParams {
  const { orderId, cart, customer } = input
  const texts = orderTexts(customer.locale)
  const site = input.siteUrl.replace(/\/+$/, '')
  const hasTracks = cart.lines.some((line) => line.kind === 'track')
  // Declared on every price, deliberately: the owner chose whether catalogue prices include VAT.
  const taxBehavior = (input.pricesIncludeTax ?? true) ? 'inclusive' : 'exclusive'
  return {
    mode: 'payment',
    line_items: cart.lines.map(
      (line): Stripe.Checkout.SessionCreateParams.LineItem => ({
        quantity: line.quantity,
        price_data: {
          currency: cart.currency.toLowerCase(),
          unit_amount: line.unitPriceCents,
          tax_behavior: taxBehavior,
          product_data:
            line.kind === 'track'
              ? trackProduct(line, texts)
              : {
                  name: line.title,
                  tax_code: TAX_CODES.gear,
                  metadata: { kind: 'product', slug: line.slug },
                },
        },
      }),
    ),
    // VAT: Stripe Tax charges the rate of the buyer's country (of the gear's destination), a
    // business with a VAT number gets the reverse charge, and every paid order gets an invoice.
    automatic_tax: { enabled: true },
    // Stripe Tax needs the buyer's country for digital goods; a business's invoice the address.
    billing_address_collection: 'required',
    tax_id_collection: { enabled: true },
    invoice_creation: {
      enabled: true,
      invoice_data: { metadata: { order_id: orderId } },
    },
    // The licence terms: ticked before paying (Stripe records the consent), with a link to them;
    // and the box for news by email, whose ticking starts the mailing list's double opt-in (and
    // allows a recovery email for an abandoned checkout).
    consent_collection: { terms_of_service: 'required', promotions: 'auto' },
    custom_text: {
      terms_of_service_acceptance: {
        message: fill(texts.checkout_terms_acceptance, {
          url: licenceTermsUrl(site, customer.locale, input.termsVersion ?? null),
          version: input.termsVersion ?? '—',
        }),
      },
    },
    // An abandoned checkout can be recovered: Stripe's link, emailed to buyers who agreed to hear
    // from the seller (functions/_shared/orders/recovery.ts).
    after_expiration: { recovery: { enabled: true } },
    ...(input.promotionCodeId
      ? { discounts: [{ promotion_code: input.promotionCodeId }] }
      : { allow_promotion_codes: true }),
    customer_email: customer.email,
    client_reference_id: orderId,
    metadata: { order_id: orderId },
    // On the payment too, so a refund made in Stripe's dashboard still finds its order.
    payment_intent_data: { metadata: { order_id: orderId } },
    ...(cart.hasShipping
      ? { shipping_address_collection: { allowed_countries: [...SHIPPING_COUNTRIES] } }
      : {}),
    ...(cart.hasShipping && input.shippingRates?.length
      ? {
          shipping_options: shippingOptions(
            input.shippingRates,
            cart.currency,
            customer.locale,
            taxBehavior,
          ),
        }
      : {}),
    locale: customer.locale,
    expires_at: Math.floor(input.now.getTime() / 1000) + CHECKOUT_LIFETIME_SECONDS,
    success_url: `${site}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${site}${hasTracks ? '/tracks' : '/shop'}`,
  }
}

/** The page that states the licence terms, in the buyer's language, at the version accepted. */
export function licenceTermsUrl(site: string, locale: string, version: string | null): string {
  const query = new URLSearchParams({ lng: locale, ...(version ? { terms: version } : {}) })
  return `${site.replace(/\/+$/, '')}/licenses?${query}`
}
