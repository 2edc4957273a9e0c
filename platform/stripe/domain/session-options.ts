import { missingParam } from '../errors.ts'
import type { ParamReader } from '../params.ts'
import type { CheckoutSessionObject } from '../types.ts'
import { readBoolean } from './promotion-codes.ts'

type SessionOptions = Pick<
  CheckoutSessionObject,
  | 'after_expiration'
  | 'automatic_tax'
  | 'consent_collection'
  | 'custom_text'
  | 'invoice_creation'
  | 'tax_id_collection'
>

/** A Custom Text message: Stripe takes up to 1200 characters, with Markdown links. */
const MAX_CUSTOM_TEXT = 1200

/**
 * The Checkout Session parameters that decide what the page asks for beside the payment: Stripe
 * Tax, tax ids, an invoice, consents (terms of service, promotions), custom text, and recovery
 * after expiry. Each is answered as Stripe answers it on a new session.
 */
export function readSessionOptions(reader: ParamReader): SessionOptions {
  return {
    after_expiration: readAfterExpiration(reader),
    automatic_tax: readAutomaticTax(reader),
    consent_collection: readConsentCollection(reader),
    custom_text: readCustomText(reader),
    invoice_creation: readInvoiceCreation(reader),
    tax_id_collection: readTaxIdCollection(reader),
  }
}

function readAfterExpiration(reader: ParamReader): SessionOptions['after_expiration'] {
  const after = reader.object('after_expiration')?.allowOnly(['recovery'])
  const recovery = after?.object('recovery')?.allowOnly(['enabled', 'allow_promotion_codes'])
  if (!recovery) return null
  return {
    recovery: {
      allow_promotion_codes: readBoolean(recovery, 'allow_promotion_codes') ?? false,
      enabled: requiredBoolean(recovery, 'enabled'),
      // The link exists once the session expires (domain/recovery.ts).
      expires_at: null,
      url: null,
    },
  }
}

function readAutomaticTax(reader: ParamReader): SessionOptions['automatic_tax'] {
  const tax = reader.object('automatic_tax')?.allowOnly(['enabled', 'liability'])
  if (!tax || !requiredBoolean(tax, 'enabled')) {
    return { enabled: false, liability: null, provider: null, status: null }
  }
  tax.object('liability')?.allowOnly(['type']).oneOf('type', ['self'])
  // Until the buyer gives an address, Stripe Tax cannot say what is owed.
  return {
    enabled: true,
    liability: { type: 'self' },
    provider: 'stripe',
    status: 'requires_location_inputs',
  }
}

function readConsentCollection(reader: ParamReader): SessionOptions['consent_collection'] {
  const consent = reader
    .object('consent_collection')
    ?.allowOnly(['promotions', 'terms_of_service', 'payment_method_reuse_agreement'])
  if (!consent) return null
  const reuse = consent.object('payment_method_reuse_agreement')?.allowOnly(['position'])
  return {
    payment_method_reuse_agreement: reuse
      ? { position: reuse.oneOf('position', ['auto', 'hidden']) ?? 'auto' }
      : null,
    promotions: consent.oneOf('promotions', ['auto', 'none']) ?? null,
    terms_of_service: consent.oneOf('terms_of_service', ['none', 'required']) ?? null,
  }
}

function readCustomText(reader: ParamReader): SessionOptions['custom_text'] {
  const text = reader
    .object('custom_text')
    ?.allowOnly(['after_submit', 'shipping_address', 'submit', 'terms_of_service_acceptance'])
  const message = (key: string) => {
    const entry = text?.object(key)?.allowOnly(['message'])
    return entry ? { message: entry.requiredString('message', MAX_CUSTOM_TEXT) } : null
  }
  return {
    after_submit: message('after_submit'),
    shipping_address: message('shipping_address'),
    submit: message('submit'),
    terms_of_service_acceptance: message('terms_of_service_acceptance'),
  }
}

function readInvoiceCreation(reader: ParamReader): SessionOptions['invoice_creation'] {
  const creation = reader.object('invoice_creation')?.allowOnly(['enabled', 'invoice_data'])
  const data = creation
    ?.object('invoice_data')
    ?.allowOnly(['description', 'footer', 'metadata', 'custom_fields', 'rendering_options'])
  const customFields = (data?.objectList('custom_fields') ?? []).map((field) => {
    field.allowOnly(['name', 'value'])
    return { name: field.requiredString('name', 40), value: field.requiredString('value', 140) }
  })
  return {
    enabled: creation ? requiredBoolean(creation, 'enabled') : false,
    invoice_data: {
      account_tax_ids: null,
      custom_fields: customFields.length > 0 ? customFields : null,
      description: data?.string('description', 1500) ?? null,
      footer: data?.string('footer', 5000) ?? null,
      issuer: null,
      metadata: data?.metadata('metadata') ?? {},
      rendering_options: null,
    },
  }
}

function readTaxIdCollection(reader: ParamReader): SessionOptions['tax_id_collection'] {
  const collection = reader.object('tax_id_collection')?.allowOnly(['enabled', 'required'])
  return {
    enabled: collection ? requiredBoolean(collection, 'enabled') : false,
    required: collection?.oneOf('required', ['if_supported', 'never']) ?? 'never',
  }
}

function requiredBoolean(reader: ParamReader, key: string): boolean {
  const value = readBoolean(reader, key)
  if (value === undefined) throw missingParam(reader.pathOf(key))
  return value
}
