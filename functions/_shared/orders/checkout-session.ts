import type Stripe from 'stripe'
import type { ShippingAddress } from './emails/sold-order.ts'

type ShippingDetails = { name?: string | null; address?: Stripe.Address | null } | null

/** The parts of a Stripe Checkout Session that fulfilment reads. */
export type CheckoutSessionFacts = Pick<
  Stripe.Checkout.Session,
  'id' | 'status' | 'payment_status'
> & {
  payment_intent: string | { id: string } | null
  /** Ours: `order_id`, the order the session was opened for. */
  metadata?: Record<string, string> | null
  collected_information?: { shipping_details?: ShippingDetails } | null
  /** Where API versions before 2025-03 put the address (a webhook endpoint may still use one). */
  shipping_details?: ShippingDetails
  /** The shipping rate the buyer chose and what it cost (only when the session offered rates). */
  shipping_cost?: {
    amount_total: number
    shipping_rate?: string | { id: string } | null
  } | null
  /** What was charged: the order's total once paid (and a payment no open order can take). */
  amount_total?: number | null
  /** What the session's discount took off (a promotion code; the bundle is in the lines), and
   * the tax Stripe Tax computed (in amount_total). */
  total_details?: { amount_discount?: number | null; amount_tax?: number | null } | null
  /** The coupon or promotion code applied, at most one. */
  discounts?: { promotion_code?: string | { id: string } | null }[] | null
  currency?: string | null
  customer_email?: string | null
  customer_details?: {
    email?: string | null
    address?: { country?: string | null } | null
    business_name?: string | null
    /** `reverse`: a business liable for the VAT itself (EU reverse charge). */
    tax_exempt?: string | null
    tax_ids?: { type: string; value: string | null }[] | null
  } | null
  /** The buyer's consents: the licence terms (required), and news from the seller. */
  consent?: { terms_of_service?: string | null; promotions?: string | null } | null
  /** Stripe's invoice of the paid session (invoice_creation). */
  invoice?: string | { id: string } | null
  /** The expired session this one was recovered from (its recovery link). */
  recovered_from?: string | null
  /** Once expired: Stripe's link that recovers the checkout. */
  after_expiration?: { recovery?: { url?: string | null } | null } | null
}

/** What Stripe Tax charged, where it was owed and for whom, as the order records it. */
export function taxFacts(session: CheckoutSessionFacts) {
  const details = session.customer_details
  const taxExempt = details?.tax_exempt
  return {
    taxCents: session.total_details?.amount_tax ?? 0,
    country: details?.address?.country ?? null,
    taxExempt:
      taxExempt === 'none' || taxExempt === 'exempt' || taxExempt === 'reverse' ? taxExempt : null,
    businessName: details?.business_name ?? null,
    taxIds: (details?.tax_ids ?? []).flatMap(({ type, value }) => (value ? [{ type, value }] : [])),
  }
}

export function invoiceId(session: CheckoutSessionFacts): string | null {
  const invoice = session.invoice
  if (!invoice) return null
  return typeof invoice === 'string' ? invoice : invoice.id
}

/**
 * Paid means paid: a completed session can still be waiting for a delayed payment method. A
 * session a discount brought to zero completes without a payment (`no_payment_required`).
 */
export function isPaid(session: CheckoutSessionFacts): boolean {
  return (
    session.status === 'complete' &&
    (session.payment_status === 'paid' || session.payment_status === 'no_payment_required')
  )
}

/** Stripe's id of the promotion code the session applied, if any. */
export function appliedPromotionCode(session: CheckoutSessionFacts): string | null {
  const code = session.discounts?.find((discount) => discount.promotion_code)?.promotion_code
  if (!code) return null
  return typeof code === 'string' ? code : code.id
}

export function paymentIntentId(session: CheckoutSessionFacts): string | null {
  const intent = session.payment_intent
  if (!intent) return null
  return typeof intent === 'string' ? intent : intent.id
}

/** The chosen shipping rate's Stripe id and its price, or null when none was offered. */
export function chosenShipping(
  session: CheckoutSessionFacts,
): { rateId: string | null; amountCents: number } | null {
  const cost = session.shipping_cost
  if (!cost) return null
  const rate = cost.shipping_rate
  return {
    rateId: typeof rate === 'string' ? rate : (rate?.id ?? null),
    amountCents: cost.amount_total,
  }
}

export function shippingAddress(session: CheckoutSessionFacts): ShippingAddress | null {
  const details = session.collected_information?.shipping_details ?? session.shipping_details
  if (!details) return null
  const address = details.address
  return {
    name: details.name ?? null,
    line1: address?.line1 ?? null,
    line2: address?.line2 ?? null,
    city: address?.city ?? null,
    postal_code: address?.postal_code ?? null,
    state: address?.state ?? null,
    country: address?.country ?? null,
  }
}
