import { describe, expect, it } from 'vitest'
import type { ShippingRate } from '../../_shared/contract/site/site.ts'
import type { PricedCart } from './pricing.ts'
import { checkoutSessionParams, SHIPPING_COUNTRIES } from './session-params.ts'

const licence: PricedCart['lines'][number] = {
  index: 0,
  kind: 'track',
  slug: 'midnight-circuit',
  trackId: 't1',
  title: 'Midnight Circuit',
  artist: 'Kael Voss',
  licence: 'commercial',
  quantity: 1,
  unitPriceCents: 9900,
  listPriceCents: 9900,
  bundleFree: false,
}
const headphones: PricedCart['lines'][number] = {
  index: 1,
  kind: 'product',
  slug: 'kv1-studio-headphones',
  productId: 'p1',
  title: 'KV-1 Studio Headphones',
  quantity: 2,
  unitPriceCents: 19900,
  listPriceCents: 19900,
}
const cart = (lines: PricedCart['lines']): PricedCart => ({
  currency: 'EUR',
  lines,
  subtotalCents: 0,
  bundleDiscountCents: 0,
  totalCents: 0,
  hasShipping: lines.some((line) => line.kind === 'product'),
  hasExclusive: false,
})
const base = {
  orderId: 'order-1',
  customer: { email: 'alex@example.com', locale: 'en' as const },
  siteUrl: 'https://kaelvoss.example/',
  now: new Date('2026-11-22T10:00:00Z'),
}

describe('the Checkout Session for an order', () => {
  it('has one euro line per order line, priced by the server and named for the buyer', () => {
    const params = checkoutSessionParams({ ...base, cart: cart([licence, headphones]) })
    expect(params.mode).toBe('payment')
    expect(params.line_items).toEqual([
      {
        quantity: 1,
        price_data: {
          currency: 'eur',
          unit_amount: 9900,
          tax_behavior: 'inclusive',
          product_data: expect.objectContaining({
            name: 'Midnight Circuit — Commercial-use licence',
            tax_code: 'txcd_10401100',
          }),
        },
      },
      {
        quantity: 2,
        price_data: {
          currency: 'eur',
          unit_amount: 19900,
          tax_behavior: 'inclusive',
          product_data: expect.objectContaining({
            name: 'KV-1 Studio Headphones',
            tax_code: 'txcd_99999999',
          }),
        },
      },
    ])
  })

  it('ties the session to the order and comes back to the site', () => {
    const params = checkoutSessionParams({ ...base, cart: cart([licence]) })
    expect(params).toMatchObject({
      customer_email: 'alex@example.com',
      client_reference_id: 'order-1',
      metadata: { order_id: 'order-1' },
      payment_intent_data: { metadata: { order_id: 'order-1' } },
      locale: 'en',
      success_url: 'https://kaelvoss.example/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://kaelvoss.example/tracks',
      // 30 minutes (Stripe's minimum) and one of margin after the order was placed.
      expires_at: Date.parse('2026-11-22T10:31:00Z') / 1000,
    })
  })

  it('asks for a shipping address only when gear is in the cart', () => {
    expect(checkoutSessionParams({ ...base, cart: cart([licence]) })).not.toHaveProperty(
      'shipping_address_collection',
    )
    const withGear = checkoutSessionParams({ ...base, cart: cart([headphones]) })
    expect(withGear.shipping_address_collection?.allowed_countries).toEqual([...SHIPPING_COUNTRIES])
    expect(withGear.cancel_url).toBe('https://kaelvoss.example/shop')
    expect(SHIPPING_COUNTRIES).toEqual(expect.arrayContaining(['ES', 'DE', 'GB', 'US', 'CH', 'NO']))
    expect(SHIPPING_COUNTRIES).toHaveLength(31)
  })

  it('names licences in the buyer’s language', () => {
    const params = checkoutSessionParams({
      ...base,
      customer: { ...base.customer, locale: 'es' },
      cart: cart([licence]),
    })
    expect(params.locale).toBe('es')
    expect(params.line_items?.[0]?.price_data?.product_data?.name).toBe(
      'Midnight Circuit — Licencia de uso comercial',
    )
  })

  it('offers the shipping rates with gear, named in the buyer’s language, and none without', () => {
    const shippingRates: ShippingRate[] = [
      {
        id: 'standard',
        name: { es: 'Estándar', fr: 'Standard' },
        amount_cents: 490,
        delivery_days: { min: 2, max: 5 },
      },
      {
        id: 'express',
        name: { es: 'Exprés' },
        amount_cents: 1490,
        delivery_days: { min: 1, max: 2 },
      },
    ]
    const customer = { email: 'alex@example.com', locale: 'fr' as const }
    const withGear = checkoutSessionParams({
      ...base,
      customer,
      cart: cart([headphones]),
      shippingRates,
    })
    expect(withGear.shipping_options).toEqual([
      {
        shipping_rate_data: {
          type: 'fixed_amount',
          display_name: 'Standard',
          fixed_amount: { amount: 490, currency: 'eur' },
          tax_behavior: 'inclusive',
          tax_code: 'txcd_92010001',
          delivery_estimate: {
            minimum: { unit: 'business_day', value: 2 },
            maximum: { unit: 'business_day', value: 5 },
          },
          metadata: { rate_id: 'standard' },
        },
      },
      expect.objectContaining({
        shipping_rate_data: expect.objectContaining({ display_name: 'Exprés' }),
      }),
    ])
    const licencesOnly = checkoutSessionParams({ ...base, cart: cart([licence]), shippingRates })
    expect(licencesOnly).not.toHaveProperty('shipping_options')
    const included = checkoutSessionParams({ ...base, cart: cart([headphones]), shippingRates: [] })
    expect(included).not.toHaveProperty('shipping_options')
  })

  it('lets the buyer type a promotion code on Stripe’s page, unless the site sends one', () => {
    const typed = checkoutSessionParams({ ...base, cart: cart([licence]) })
    expect(typed.allow_promotion_codes).toBe(true)
    expect(typed).not.toHaveProperty('discounts')
    // Stripe refuses both at once.
    const sent = checkoutSessionParams({
      ...base,
      cart: cart([licence]),
      promotionCodeId: 'promo_123',
    })
    expect(sent.discounts).toEqual([{ promotion_code: 'promo_123' }])
    expect(sent).not.toHaveProperty('allow_promotion_codes')
  })

  it('puts the bundle’s free licence in at 0, saying why, and names the exclusive rights', () => {
    const free = { ...licence, licence: 'private' as const, unitPriceCents: 0, bundleFree: true }
    const exclusive = { ...licence, index: 1, slug: 'velvet-hours', licence: 'exclusive' as const }
    const params = checkoutSessionParams({ ...base, cart: cart([free, exclusive]) })
    expect(params.line_items?.[0]).toMatchObject({
      price_data: {
        unit_amount: 0,
        product_data: {
          name: 'Midnight Circuit — Private-use licence',
          description: 'Free with the licence bundle (1 in 3 private licences)',
          metadata: { licence: 'private', bundle: 'free' },
        },
      },
    })
    expect(params.line_items?.[1]?.price_data?.product_data).toMatchObject({
      name: 'Midnight Circuit — Exclusive licence',
      description: 'MP3 at 320 kbps · exclusive rights: the track comes off sale',
    })
  })

  it('asks Stripe for VAT, a tax id, an invoice, the licence terms and a way back', () => {
    const params = checkoutSessionParams({
      ...base,
      customer: { ...base.customer, locale: 'de' },
      cart: cart([licence]),
      termsVersion: 'v20261128T130000Z',
    })
    expect(params).toMatchObject({
      automatic_tax: { enabled: true },
      billing_address_collection: 'required',
      tax_id_collection: { enabled: true },
      invoice_creation: { enabled: true, invoice_data: { metadata: { order_id: 'order-1' } } },
      consent_collection: { terms_of_service: 'required', promotions: 'auto' },
      after_expiration: { recovery: { enabled: true } },
    })
    expect(params.custom_text?.terms_of_service_acceptance).toMatchObject({
      message:
        'Ich habe die [Lizenzbedingungen](https://kaelvoss.example/licenses?lng=de&terms=v20261128T130000Z) (Version v20261128T130000Z) gelesen und akzeptiere sie.',
    })
  })

  it('declares prices tax inclusive or exclusive, as the owner set them', () => {
    const exclusive = checkoutSessionParams({
      ...base,
      cart: cart([licence, headphones]),
      shippingRates: [
        {
          id: 'standard',
          name: { es: 'Estándar' },
          amount_cents: 490,
          delivery_days: { min: 2, max: 5 },
        },
      ],
      pricesIncludeTax: false,
    })
    expect(exclusive.line_items?.map((item) => item.price_data?.tax_behavior)).toEqual([
      'exclusive',
      'exclusive',
    ])
    expect(exclusive.shipping_options?.[0]?.shipping_rate_data?.tax_behavior).toBe('exclusive')
  })

  it('describes the WAV and track-out licences by their files', () => {
    const wav = { ...licence, licence: 'wav' as const }
    const trackout = { ...licence, index: 1, slug: 'glass-horizon', licence: 'trackout' as const }
    const params = checkoutSessionParams({ ...base, cart: cart([wav, trackout]) })
    expect(params.line_items?.map((item) => item.price_data?.product_data)).toMatchObject([
      {
        name: 'Midnight Circuit — WAV licence',
        description: 'MP3 and WAV master · perpetual licence',
      },
      {
        name: 'Midnight Circuit — Track-out licence',
        description: 'MP3, WAV master and stems · perpetual licence',
      },
    ])
  })
})
