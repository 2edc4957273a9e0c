import type Stripe from 'stripe'
import { NO_REQUEST, nowSeconds, type SandboxContext } from '../context.ts'
import { ID_PREFIX, newId, randomToken } from '../ids.ts'
import type { ChargeObject, CheckoutSessionObject, PaymentIntentObject } from '../types.ts'
import { redeemSessionDiscounts } from './discounts.ts'
import { openDispute } from './disputes.ts'
import { createSessionInvoice } from './invoices.ts'
import { applyAutomaticTax } from './session-tax.ts'
import { selectShippingRate } from './shipping-rates.ts'
import type { TestCard } from './test-cards.ts'

export interface CheckoutPayment {
  email: string
  name: string
  /** Null when nothing is due (a discount brought the total to zero): no card is asked for. */
  card: TestCard | null
  billingAddress: Stripe.Address
  shipping: { name: string; address: Stripe.Address } | null
  /** The shipping option the buyer chose, when the session offers any. */
  shippingRateId?: string | null
  /** Bought as a business: its name and tax ids (tax_id_collection). */
  business?: { name: string; taxIds: { type: 'eu_vat'; value: string }[] } | null
  /** What the buyer agreed to on the page (consent_collection). */
  consent?: CheckoutSessionObject['consent']
}

/**
 * What Stripe does when the customer pays an open session with a card that succeeds: a succeeded
 * PaymentIntent with one captured charge, the customer's details on the session, its discount
 * redeemed, and a `checkout.session.completed` event. A session with nothing due completes with
 * `no_payment_required` and no payment at all (Stripe's no-cost orders).
 */
export function completeCheckoutSession(
  ctx: SandboxContext,
  session: CheckoutSessionObject,
  payment: CheckoutPayment,
): void {
  if (payment.shippingRateId) selectShippingRate(ctx, session, payment.shippingRateId)
  redeemSessionDiscounts(ctx, session)
  // The address is known now: Stripe Tax settles what is owed, and the total with it.
  const taxExempt = applyAutomaticTax(ctx, session, payment)?.taxExempt ?? 'none'
  if (payment.consent !== undefined) session.consent = payment.consent
  const amount = session.amount_total ?? 0
  if (amount === 0 || !payment.card) {
    Object.assign(session, {
      status: 'complete',
      payment_status: 'no_payment_required',
      url: null,
      customer_details: customerDetails(payment, taxExempt),
      collected_information: collectedInformation(payment),
      consent: payment.consent ?? null,
    } satisfies Partial<CheckoutSessionObject>)
    createSessionInvoice(ctx, session, null)
    ctx.emit('checkout.session.completed', session, NO_REQUEST)
    return
  }
  const card = payment.card
  const created = nowSeconds(ctx)
  const currency = session.currency ?? 'usd'
  const intentData = ctx.state.paymentIntentData[session.id]
  const metadata = intentData?.metadata ?? {}
  const description = intentData?.description ?? null
  const paymentIntentId = newId(ID_PREFIX.paymentIntent)
  const paymentMethodId = newId(ID_PREFIX.paymentMethod)
  const shipping = payment.shipping && {
    ...payment.shipping,
    carrier: null,
    phone: null,
    tracking_number: null,
  }
  const expiry = new Date(ctx.now())

  const charge: ChargeObject = {
    id: newId(ID_PREFIX.charge),
    object: 'charge',
    amount,
    amount_captured: amount,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: newId(ID_PREFIX.balanceTransaction),
    billing_details: {
      address: payment.billingAddress,
      email: payment.email,
      name: payment.name,
      phone: null,
      tax_id: null,
    },
    calculated_statement_descriptor: null,
    captured: true,
    created,
    currency,
    customer: null,
    description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    fraud_details: {},
    livemode: false,
    metadata,
    on_behalf_of: null,
    // What a test card that succeeds gets.
    outcome: {
      advice_code: null,
      network_advice_code: null,
      network_decline_code: null,
      network_status: 'approved_by_network',
      reason: null,
      risk_level: 'normal',
      seller_message: 'Payment complete.',
      type: 'authorized',
    },
    paid: true,
    payment_intent: paymentIntentId,
    payment_method: paymentMethodId,
    payment_method_details: {
      type: 'card',
      card: {
        amount_authorized: amount,
        authorization_code: null,
        brand: 'visa',
        checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
        country: 'US',
        electronic_commerce_indicator: null,
        exp_month: expiry.getUTCMonth() + 1,
        exp_year: expiry.getUTCFullYear() + 3,
        funding: 'credit',
        installments: null,
        last4: card.last4,
        mandate: null,
        network: 'visa',
        network_transaction_id: null,
        regulated_status: 'unregulated',
        three_d_secure: null,
        transaction_link_id: null,
        wallet: null,
      },
    },
    receipt_email: null,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'succeeded',
    transfer_data: null,
    transfer_group: null,
  }
  const paymentIntent: PaymentIntentObject = {
    id: paymentIntentId,
    object: 'payment_intent',
    allowed_payment_method_types: null,
    amount,
    amount_capturable: 0,
    amount_received: amount,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic_async',
    client_secret: `${paymentIntentId}_secret_${randomToken(25)}`,
    confirmation_method: 'automatic',
    created,
    currency,
    customer: null,
    customer_account: null,
    description,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: charge.id,
    livemode: false,
    managed_payments: null,
    metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: paymentMethodId,
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: ['card'],
    payment_record: null,
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: null,
    shipping,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'succeeded',
    transfer_group: null,
  }
  ctx.state.charges[charge.id] = charge
  ctx.state.paymentIntents[paymentIntent.id] = paymentIntent
  Object.assign(session, {
    status: 'complete',
    payment_status: 'paid',
    payment_intent: paymentIntent.id,
    url: null,
    customer_details: customerDetails(payment, taxExempt),
    collected_information: collectedInformation(payment),
    consent: payment.consent ?? null,
  } satisfies Partial<CheckoutSessionObject>)
  createSessionInvoice(ctx, session, charge)
  ctx.emit('checkout.session.completed', session, NO_REQUEST)
  // A card that the buyer's bank later disputes (4000 0000 0000 0259): the dispute follows.
  if (card.disputes) openDispute(ctx, charge, card.disputes)
}

function customerDetails(
  payment: CheckoutPayment,
  taxExempt: 'none' | 'reverse',
): CheckoutSessionObject['customer_details'] {
  return {
    address: payment.billingAddress,
    business_name: payment.business?.name || null,
    email: payment.email,
    individual_name: null,
    name: payment.name,
    phone: null,
    tax_exempt: taxExempt,
    tax_ids: payment.business?.taxIds ?? [],
  }
}

function collectedInformation(
  payment: CheckoutPayment,
): CheckoutSessionObject['collected_information'] {
  return { business_name: null, individual_name: null, shipping_details: payment.shipping }
}
