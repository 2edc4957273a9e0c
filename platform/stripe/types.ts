import type Stripe from 'stripe'

/**
 * The objects the sandbox serves, typed as subsets of the installed stripe package's own types
 * so field names and value shapes cannot drift from what the client expects.
 */
export type CheckoutSessionObject = Pick<
  Stripe.Checkout.Session,
  | 'id'
  | 'object'
  | 'after_expiration'
  | 'allow_promotion_codes'
  | 'amount_subtotal'
  | 'amount_total'
  | 'automatic_tax'
  | 'billing_address_collection'
  | 'cancel_url'
  | 'client_reference_id'
  | 'client_secret'
  | 'collected_information'
  | 'consent'
  | 'consent_collection'
  | 'created'
  | 'currency'
  | 'custom_fields'
  | 'customer'
  | 'customer_creation'
  | 'customer_details'
  | 'customer_email'
  | 'discounts'
  | 'expires_at'
  | 'invoice'
  | 'livemode'
  | 'locale'
  | 'metadata'
  | 'mode'
  | 'payment_intent'
  | 'payment_link'
  | 'payment_method_collection'
  | 'payment_method_types'
  | 'payment_status'
  | 'recovered_from'
  | 'setup_intent'
  | 'shipping_address_collection'
  | 'shipping_cost'
  | 'shipping_options'
  | 'status'
  | 'submit_type'
  | 'subscription'
  | 'success_url'
  | 'total_details'
  | 'ui_mode'
  | 'url'
  | 'adaptive_pricing'
  | 'allowed_payment_method_types'
  | 'currency_conversion'
  | 'custom_text'
  | 'customer_account'
  | 'integration_identifier'
  | 'invoice_creation'
  | 'managed_payments'
  | 'origin_context'
  | 'payment_method_configuration_details'
  | 'payment_method_options'
  | 'permissions'
  | 'saved_payment_method_options'
  | 'wallet_options'
> &
  Required<Pick<Stripe.Checkout.Session, 'tax_id_collection'>> & {
    payment_intent: string | null
    invoice: string | null
  }

/** A discount on a session, by id (as Stripe returns it unexpanded). */
export type SessionDiscount = { coupon: string | null; promotion_code: string | null }

export type CouponObject = Pick<
  Stripe.Coupon,
  | 'id'
  | 'object'
  | 'amount_off'
  | 'created'
  | 'currency'
  | 'duration'
  | 'duration_in_months'
  | 'livemode'
  | 'max_redemptions'
  | 'metadata'
  | 'name'
  | 'percent_off'
  | 'redeem_by'
  | 'times_redeemed'
  | 'valid'
>

export type PromotionCodeObject = Pick<
  Stripe.PromotionCode,
  | 'id'
  | 'object'
  | 'active'
  | 'code'
  | 'created'
  | 'customer'
  | 'customer_account'
  | 'expires_at'
  | 'livemode'
  | 'max_redemptions'
  | 'metadata'
  | 'restrictions'
  | 'times_redeemed'
> & { promotion: { type: 'coupon'; coupon: string } }

export type ShippingRateObject = Pick<
  Stripe.ShippingRate,
  | 'id'
  | 'object'
  | 'active'
  | 'created'
  | 'delivery_estimate'
  | 'display_name'
  | 'fixed_amount'
  | 'livemode'
  | 'metadata'
  | 'tax_behavior'
  | 'tax_code'
  | 'type'
>

export type ProductObject = Pick<
  Stripe.Product,
  | 'id'
  | 'object'
  | 'active'
  | 'created'
  | 'description'
  | 'images'
  | 'livemode'
  | 'metadata'
  | 'name'
  | 'type'
  | 'updated'
  | 'url'
  | 'marketing_features'
  | 'package_dimensions'
  | 'shippable'
  | 'tax_details'
> & { tax_code: string | null }

export type PriceObject = Pick<
  Stripe.Price,
  | 'id'
  | 'object'
  | 'active'
  | 'billing_scheme'
  | 'created'
  | 'currency'
  | 'custom_unit_amount'
  | 'livemode'
  | 'lookup_key'
  | 'metadata'
  | 'nickname'
  | 'recurring'
  | 'tax_behavior'
  | 'tiers_mode'
  | 'transform_quantity'
  | 'type'
  | 'unit_amount'
> & {
  product: string
  /** A decimal string on the wire; the stripe types describe the client's parsed form. */
  unit_amount_decimal: string | null
}

export type LineItemObject = Pick<
  Stripe.LineItem,
  | 'id'
  | 'object'
  | 'amount_discount'
  | 'amount_subtotal'
  | 'amount_tax'
  | 'amount_total'
  | 'currency'
  | 'description'
  | 'metadata'
  | 'quantity'
  | 'adjustable_quantity'
> & { price: PriceObject }

export type CardDetails = Pick<
  Stripe.Charge.PaymentMethodDetails.Card,
  | 'amount_authorized'
  | 'authorization_code'
  | 'brand'
  | 'checks'
  | 'country'
  | 'electronic_commerce_indicator'
  | 'exp_month'
  | 'exp_year'
  | 'funding'
  | 'installments'
  | 'last4'
  | 'mandate'
  | 'network'
  | 'network_transaction_id'
  | 'regulated_status'
  | 'three_d_secure'
  | 'transaction_link_id'
  | 'wallet'
>

export type PaymentIntentObject = Pick<
  Stripe.PaymentIntent,
  | 'id'
  | 'object'
  | 'amount'
  | 'amount_capturable'
  | 'amount_received'
  | 'canceled_at'
  | 'cancellation_reason'
  | 'capture_method'
  | 'client_secret'
  | 'confirmation_method'
  | 'created'
  | 'currency'
  | 'customer'
  | 'description'
  | 'last_payment_error'
  | 'livemode'
  | 'metadata'
  | 'next_action'
  | 'payment_method_types'
  | 'receipt_email'
  | 'shipping'
  | 'status'
  | 'allowed_payment_method_types'
  | 'application'
  | 'application_fee_amount'
  | 'automatic_payment_methods'
  | 'customer_account'
  | 'excluded_payment_method_types'
  | 'managed_payments'
  | 'on_behalf_of'
  | 'payment_method_configuration_details'
  | 'payment_method_options'
  | 'payment_record'
  | 'processing'
  | 'review'
  | 'setup_future_usage'
  | 'source'
  | 'statement_descriptor'
  | 'statement_descriptor_suffix'
  | 'transfer_group'
> & { latest_charge: string | null; payment_method: string | null }

export type ChargeObject = Pick<
  Stripe.Charge,
  | 'id'
  | 'object'
  | 'amount'
  | 'amount_captured'
  | 'amount_refunded'
  | 'billing_details'
  | 'captured'
  | 'created'
  | 'currency'
  | 'customer'
  | 'description'
  | 'disputed'
  | 'failure_code'
  | 'failure_message'
  | 'livemode'
  | 'metadata'
  | 'paid'
  | 'receipt_email'
  | 'receipt_url'
  | 'refunded'
  | 'shipping'
  | 'status'
  | 'application'
  | 'application_fee'
  | 'application_fee_amount'
  | 'calculated_statement_descriptor'
  | 'failure_balance_transaction'
  | 'fraud_details'
  | 'on_behalf_of'
  | 'outcome'
  | 'receipt_number'
  | 'review'
  | 'source'
  | 'source_transfer'
  | 'statement_descriptor'
  | 'statement_descriptor_suffix'
  | 'transfer_data'
  | 'transfer_group'
> & {
  balance_transaction: string
  payment_intent: string
  payment_method: string
  payment_method_details: { type: 'card'; card: CardDetails }
}

export type RefundObject = Pick<
  Stripe.Refund,
  | 'id'
  | 'object'
  | 'amount'
  | 'created'
  | 'currency'
  | 'customer'
  | 'metadata'
  | 'reason'
  | 'receipt_number'
  | 'source_transfer_reversal'
  | 'status'
  | 'transfer_reversal'
  | 'customer_account'
> & { balance_transaction: string; charge: string; payment_intent: string; payment_method: string }

export type DisputeObject = Pick<
  Stripe.Dispute,
  | 'id'
  | 'object'
  | 'amount'
  | 'balance_transactions'
  | 'created'
  | 'currency'
  | 'enhanced_eligibility_types'
  | 'evidence'
  | 'evidence_details'
  | 'intended_submission_method'
  | 'is_charge_refundable'
  | 'livemode'
  | 'metadata'
  | 'reason'
  | 'status'
> & { charge: string; payment_intent: string | null }

export type InvoiceLineObject = Omit<
  Pick<
    Stripe.InvoiceLineItem,
    | 'id'
    | 'object'
    | 'amount'
    | 'currency'
    | 'description'
    | 'discount_amounts'
    | 'discountable'
    | 'discounts'
    | 'invoice'
    | 'livemode'
    | 'metadata'
    | 'parent'
    | 'period'
    | 'pretax_credit_amounts'
    | 'pricing'
    | 'quantity'
    | 'quantity_decimal'
    | 'subscription'
    | 'subtotal'
    | 'taxes'
  >,
  'pricing' | 'quantity_decimal'
> & {
  /** Decimal strings on the wire; the stripe types describe the client's parsed form. */
  pricing: {
    price_details?: { price: string; product: string }
    type: 'price_details'
    unit_amount_decimal: string | null
  } | null
  quantity_decimal: string | null
}

export type InvoiceObject = Omit<
  Pick<
    Stripe.Invoice,
    | 'id'
    | 'object'
    | 'account_country'
    | 'account_name'
    | 'account_tax_ids'
    | 'amount_due'
    | 'amount_overpaid'
    | 'amount_paid'
    | 'amount_remaining'
    | 'amount_shipping'
    | 'application'
    | 'attempt_count'
    | 'attempted'
    | 'automatic_tax'
    | 'automatically_finalizes_at'
    | 'billing_reason'
    | 'collection_method'
    | 'created'
    | 'currency'
    | 'custom_fields'
    | 'customer'
    | 'customer_account'
    | 'customer_address'
    | 'customer_email'
    | 'customer_name'
    | 'customer_phone'
    | 'customer_shipping'
    | 'customer_tax_exempt'
    | 'customer_tax_ids'
    | 'default_payment_method'
    | 'default_source'
    | 'default_tax_rates'
    | 'description'
    | 'discounts'
    | 'due_date'
    | 'effective_at'
    | 'ending_balance'
    | 'footer'
    | 'from_invoice'
    | 'hosted_invoice_url'
    | 'invoice_pdf'
    | 'issuer'
    | 'last_finalization_error'
    | 'latest_revision'
    | 'livemode'
    | 'metadata'
    | 'next_payment_attempt'
    | 'number'
    | 'on_behalf_of'
    | 'parent'
    | 'payment_settings'
    | 'period_end'
    | 'period_start'
    | 'post_payment_credit_notes_amount'
    | 'pre_payment_credit_notes_amount'
    | 'receipt_number'
    | 'rendering'
    | 'shipping_cost'
    | 'shipping_details'
    | 'starting_balance'
    | 'statement_descriptor'
    | 'status'
    | 'status_transitions'
    | 'subtotal'
    | 'subtotal_excluding_tax'
    | 'test_clock'
    | 'total'
    | 'total_discount_amounts'
    | 'total_excluding_tax'
    | 'total_pretax_credit_amounts'
    | 'total_taxes'
    | 'webhooks_delivered_at'
  >,
  'lines'
> & { lines: { object: 'list'; data: InvoiceLineObject[]; has_more: boolean; url: string } }

export type SandboxEventType = Extract<
  Stripe.Event.Type,
  | 'checkout.session.completed'
  | 'checkout.session.expired'
  | 'charge.refunded'
  | 'refund.created'
  | 'charge.dispute.created'
>

export type EventObject = Pick<
  Stripe.Event,
  'id' | 'object' | 'api_version' | 'created' | 'livemode' | 'pending_webhooks' | 'request'
> & {
  type: SandboxEventType
  data: { object: CheckoutSessionObject | ChargeObject | RefundObject | DisputeObject }
}

/** What the API request that caused an event looked like (null for actions on the hosted page). */
export type EventRequest = Stripe.Event.Request
