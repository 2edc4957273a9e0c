import type Stripe from 'stripe'
import type { CheckoutPayment } from '../domain/complete-checkout-session.ts'
import { findTestCard } from '../domain/test-cards.ts'
import { isEuVatNumber } from '../tax/eu-vat-rates.ts'
import type { CheckoutSessionObject } from '../types.ts'

export type FormValues = Record<string, string>
export type FieldErrors = Record<string, string>

export type PaymentFormResult =
  | { valid: false; values: FormValues; errors: FieldErrors }
  | { valid: true; values: FormValues; payment: CheckoutPayment }

/** Countries offered for the billing address when no shipping address is collected. */
export const BILLING_COUNTRIES = [
  'AT',
  'AU',
  'BE',
  'CA',
  'CH',
  'DE',
  'DK',
  'ES',
  'FI',
  'FR',
  'GB',
  'IE',
  'IT',
  'JP',
  'NL',
  'NO',
  'NZ',
  'PL',
  'PT',
  'SE',
  'US',
] as const

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Nothing to pay: the session's total, discount and shipping included, is zero. */
export function isFree(session: CheckoutSessionObject): boolean {
  return (session.amount_total ?? 0) === 0
}

export function allowedShippingCountries(session: CheckoutSessionObject): string[] {
  return session.shipping_address_collection?.allowed_countries ?? []
}

/** Checks the hosted page's form the way Checkout's own form would before charging the card. */
export function validatePaymentForm(
  session: CheckoutSessionObject,
  submitted: FormValues,
): PaymentFormResult {
  const values: FormValues = { ...submitted }
  if (session.customer_email) values.email = session.customer_email
  const errors: FieldErrors = {}
  const required = (field: string, message: string) => {
    const value = values[field]?.trim() ?? ''
    if (value === '') errors[field] = message
    return value
  }
  const email = required('email', 'Enter your email address.')
  if (email && !EMAIL_PATTERN.test(email)) {
    errors.email = 'Enter an email address like name@example.com.'
  }
  // Checked in the order the fields appear, so the error summary reads top to bottom.
  let shipping: CheckoutPayment['shipping'] = null
  if (session.shipping_address_collection) {
    const recipient = required('shipping_name', 'Enter the recipient’s name.')
    const address = readAddress('shipping', values, errors, allowedShippingCountries(session))
    shipping = { name: recipient, address }
  }
  const offered = session.shipping_options.map((option) => String(option.shipping_rate))
  const shippingRateId = values.shipping_rate ?? offered[0] ?? null
  if (shippingRateId !== null && !offered.includes(shippingRateId)) {
    errors.shipping_rate = 'Choose a shipping method.'
  }
  // Nothing due (a discount brought the total to zero): Checkout asks for no card.
  const free = isFree(session)
  const card = free ? null : (findTestCard(values.card) ?? null)
  if (!free && !card) errors.card = 'Choose a test card.'
  const name = free
    ? (shipping?.name ?? email)
    : required('cardholder_name', 'Enter the name on the card.')
  const billingAddress =
    shipping?.address ??
    (free
      ? { city: null, country: null, line1: null, line2: null, postal_code: null, state: null }
      : readBillingAddress(errors, required))

  const business = readBusiness(session, values, errors)
  const consent = readConsent(session, values, errors)

  if (Object.keys(errors).length > 0 || (!free && !card)) return { valid: false, values, errors }
  return {
    valid: true,
    values,
    payment: { email, name, card, billingAddress, shipping, shippingRateId, business, consent },
  }
}

/**
 * The consents the page collects: the terms of service when the session requires them (Checkout
 * will not take the payment without the box ticked), and promotional emails when asked for
 * (`promotions=opt_in`; left unticked, the buyer opted out).
 */
export function readConsent(
  session: CheckoutSessionObject,
  values: FormValues,
  errors: FieldErrors = {},
): CheckoutSessionObject['consent'] {
  const collection = session.consent_collection
  // No consent asked for, none answered: Checkout's `consent` is null then.
  if (!collection?.promotions && !collection?.terms_of_service) return null
  const accepted = values.terms_of_service === 'accepted'
  if (collection?.terms_of_service === 'required' && !accepted) {
    errors.terms_of_service = 'Accept the terms of service to continue.'
  }
  return {
    promotions:
      collection?.promotions === 'auto'
        ? values.promotions === 'opt_in'
          ? 'opt_in'
          : 'opt_out'
        : null,
    terms_of_service: collection?.terms_of_service === 'required' && accepted ? 'accepted' : null,
  }
}

/** "I'm purchasing as a business": the company's name and its tax id, when the session asks. */
function readBusiness(
  session: CheckoutSessionObject,
  values: FormValues,
  errors: FieldErrors,
): CheckoutPayment['business'] {
  if (!session.tax_id_collection.enabled) return null
  const name = values.business_name?.trim() ?? ''
  const taxId = values.tax_id?.replaceAll(/[\s.-]/g, '').toUpperCase() ?? ''
  if (taxId !== '' && !isEuVatNumber(taxId)) {
    errors.tax_id = 'Enter a valid EU VAT number, such as DE123456789.'
  }
  if (taxId !== '' && name === '') errors.business_name = 'Enter the business name.'
  if (name === '' && taxId === '') return null
  return { name, taxIds: taxId ? [{ type: 'eu_vat', value: taxId }] : [] }
}

function readBillingAddress(
  errors: FieldErrors,
  required: (field: string, message: string) => string,
): Stripe.Address {
  const country = required('billing_country', 'Choose your country or region.')
  if (country && !(BILLING_COUNTRIES as readonly string[]).includes(country)) {
    errors.billing_country = 'Choose a country or region from the list.'
  }
  return {
    city: null,
    country,
    line1: null,
    line2: null,
    postal_code: required('billing_postal_code', 'Enter your postal code.'),
    state: null,
  }
}

function readAddress(
  prefix: string,
  values: FormValues,
  errors: FieldErrors,
  allowedCountries: readonly string[],
): Stripe.Address {
  const read = (field: string, message?: string) => {
    const value = values[`${prefix}_${field}`]?.trim() ?? ''
    if (message && value === '') errors[`${prefix}_${field}`] = message
    return value
  }
  const country = read('country', 'Choose a country or region.')
  if (country && !allowedCountries.includes(country)) {
    errors[`${prefix}_country`] = 'We can’t ship to this country or region.'
  }
  const line1 = read('line1', 'Enter the street address.')
  const line2 = read('line2') || null
  const city = read('city', 'Enter the city.')
  const postalCode = read('postal_code', 'Enter the postal code.')
  const state = read('state') || null
  return { city, country, line1, line2, postal_code: postalCode, state }
}
