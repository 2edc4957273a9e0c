import type Stripe from 'stripe'
import { nowSeconds, type SandboxContext } from '../context.ts'
import { invalidRequest, missingParam } from '../errors.ts'
import type { FormObject } from '../form.ts'
import { ID_PREFIX, newId } from '../ids.ts'
import { ParamReader } from '../params.ts'
import type { CheckoutSessionObject } from '../types.ts'
import { applyDiscount, readSessionDiscounts } from './discounts.ts'
import { buildLineItem } from './line-items.ts'
import { readSessionOptions } from './session-options.ts'
import { buildShippingOptions, shippingCost } from './shipping-rates.ts'

const SUPPORTED_PARAMS = [
  'after_expiration',
  'allow_promotion_codes',
  'automatic_tax',
  'billing_address_collection',
  'cancel_url',
  'client_reference_id',
  'consent_collection',
  'custom_text',
  'customer_email',
  'discounts',
  'expand',
  'expires_at',
  'invoice_creation',
  'line_items',
  'locale',
  'metadata',
  'mode',
  'payment_intent_data',
  'payment_method_types',
  'shipping_address_collection',
  'shipping_options',
  'submit_type',
  'success_url',
  'tax_id_collection',
  'ui_mode',
] as const

const LOCALES = [
  'auto',
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'en-GB',
  'es',
  'es-419',
  'et',
  'fi',
  'fil',
  'fr',
  'fr-CA',
  'hi-IN',
  'hr',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'lt',
  'lv',
  'ms',
  'mt',
  'nb',
  'nl',
  'pl',
  'pt',
  'pt-BR',
  'ro',
  'ru',
  'sk',
  'sl',
  'sv',
  'th',
  'tr',
  'vi',
  'zh',
  'zh-HK',
  'zh-TW',
] as const

const MAX_LINE_ITEMS = 100
const MIN_LIFETIME_SECONDS = 30 * 60
const MAX_LIFETIME_SECONDS = 24 * 60 * 60

export function createCheckoutSession(
  ctx: SandboxContext,
  params: FormObject,
): CheckoutSessionObject {
  const reader = new ParamReader(params).allowOnly(SUPPORTED_PARAMS)
  const mode = reader.oneOf('mode', ['payment', 'setup', 'subscription']) ?? 'payment'
  if (mode !== 'payment') {
    throw invalidRequest(
      'mode',
      `The local Stripe sandbox supports only mode=payment, not ${mode}.`,
    )
  }
  reader.oneOf('ui_mode', ['hosted_page'])
  for (const [index, type] of (reader.stringList('payment_method_types') ?? []).entries()) {
    if (type !== 'card') {
      throw invalidRequest(
        `payment_method_types[${index}]`,
        `The local Stripe sandbox supports only the card payment method, not ${type}.`,
      )
    }
  }
  const created = nowSeconds(ctx)
  const itemReaders = reader.objectList('line_items') ?? []
  if (itemReaders.length === 0) throw missingParam('line_items')
  if (itemReaders.length > MAX_LINE_ITEMS) {
    throw invalidRequest('line_items', `You may only specify up to ${MAX_LINE_ITEMS} line items.`)
  }
  const lineItems = itemReaders.map((item) => buildLineItem(ctx, item, created))
  const currency = lineItems[0]?.currency ?? 'usd'
  const otherCurrency = lineItems.findIndex((item) => item.currency !== currency)
  if (otherCurrency !== -1) {
    throw invalidRequest(
      `line_items[${otherCurrency}][price_data][currency]`,
      'All line items must use the same currency.',
    )
  }
  const amount = lineItems.reduce((sum, item) => sum + item.amount_total, 0)
  const { discount, allowPromotionCodes } = readSessionDiscounts(ctx, reader, {
    subtotal: amount,
    currency,
  })
  // Stripe selects the first shipping option; the buyer may choose another on the page.
  const rates = buildShippingOptions(
    ctx,
    reader.objectList('shipping_options') ?? [],
    currency,
    created,
  )
  const selected = rates[0] ? shippingCost(rates[0]) : null
  const shippingAmount = selected?.amount_total ?? 0
  const paymentIntentData = reader
    .object('payment_intent_data')
    ?.allowOnly(['description', 'metadata'])
  const id = newId(ID_PREFIX.checkoutSession, 58)
  const options = readSessionOptions(reader)

  const session: CheckoutSessionObject = {
    id,
    object: 'checkout.session',
    adaptive_pricing: { enabled: false },
    ...options,
    allow_promotion_codes: allowPromotionCodes,
    allowed_payment_method_types: null,
    amount_subtotal: amount,
    amount_total: amount + shippingAmount,
    billing_address_collection:
      reader.oneOf('billing_address_collection', ['auto', 'required']) ?? null,
    cancel_url: reader.url('cancel_url') ?? null,
    client_reference_id: reader.string('client_reference_id', 200) ?? null,
    client_secret: null,
    collected_information: null,
    consent: null,
    created,
    currency,
    currency_conversion: null,
    custom_fields: [],
    customer: null,
    customer_account: null,
    customer_creation: 'if_required',
    customer_details: null,
    customer_email: reader.email('customer_email') ?? null,
    discounts: [],
    expires_at: readExpiresAt(reader, created),
    integration_identifier: null,
    invoice: null,
    livemode: false,
    locale: reader.oneOf('locale', LOCALES) ?? null,
    managed_payments: null,
    metadata: reader.metadata('metadata'),
    mode,
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'if_required',
    payment_method_configuration_details: null,
    payment_method_options: { card: { request_three_d_secure: 'automatic' } },
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: readShippingAddressCollection(reader),
    shipping_cost: selected,
    shipping_options: rates.map((rate) => ({
      shipping_amount: rate.fixed_amount?.amount ?? 0,
      shipping_rate: rate.id,
    })),
    status: 'open',
    submit_type:
      reader.oneOf('submit_type', ['auto', 'book', 'donate', 'pay', 'subscribe']) ?? null,
    subscription: null,
    success_url: reader.url('success_url') ?? null,
    total_details: { amount_discount: 0, amount_shipping: shippingAmount, amount_tax: 0 },
    ui_mode: 'hosted_page',
    url: `${ctx.publicUrl}/_stripe/checkout/${id}`,
    wallet_options: null,
  }
  applyDiscount(ctx, session, lineItems, discount)
  ctx.state.sessions[id] = session
  ctx.state.lineItems[id] = lineItems
  ctx.state.paymentIntentData[id] = {
    metadata: paymentIntentData?.metadata('metadata') ?? {},
    description: paymentIntentData?.string('description') ?? null,
  }
  ctx.persist()
  return session
}

function readExpiresAt(reader: ParamReader, created: number): number {
  const expiresAt = reader.integer('expires_at')
  if (expiresAt === undefined) return created + MAX_LIFETIME_SECONDS
  if (expiresAt < created + MIN_LIFETIME_SECONDS) {
    throw invalidRequest(
      'expires_at',
      'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
    )
  }
  if (expiresAt > created + MAX_LIFETIME_SECONDS) {
    throw invalidRequest(
      'expires_at',
      'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
    )
  }
  return expiresAt
}

function readShippingAddressCollection(
  reader: ParamReader,
): Stripe.Checkout.Session.ShippingAddressCollection | null {
  const collection = reader.object('shipping_address_collection')?.allowOnly(['allowed_countries'])
  if (!collection) return null
  const countries = collection.stringList('allowed_countries') ?? []
  if (countries.length === 0) throw missingParam(collection.pathOf('allowed_countries'))
  for (const [index, country] of countries.entries()) {
    if (!/^[A-Z]{2}$/.test(country)) {
      throw invalidRequest(
        `${collection.pathOf('allowed_countries')}[${index}]`,
        `Invalid country code: ${country}. Use two-letter ISO country codes such as US or GB.`,
      )
    }
  }
  return {
    allowed_countries:
      countries as Stripe.Checkout.Session.ShippingAddressCollection.AllowedCountry[],
  }
}
