import { NO_REQUEST, nowSeconds, type SandboxContext } from '../context.ts'
import { newId } from '../ids.ts'
import type { ChargeObject, DisputeObject } from '../types.ts'

/** Stripe gives the seller about three weeks to answer a dispute with evidence. */
const EVIDENCE_DAYS = 21

/**
 * What happens when the buyer's bank disputes a charge (Stripe's test card 4000 0000 0000 0259):
 * a dispute `needs_response`, the charge marked disputed, and `charge.dispute.created`.
 */
export function openDispute(
  ctx: SandboxContext,
  charge: ChargeObject,
  reason: 'fraudulent',
): DisputeObject {
  const created = nowSeconds(ctx)
  const dispute: DisputeObject = {
    id: newId('dp_'),
    object: 'dispute',
    amount: charge.amount,
    balance_transactions: [],
    charge: charge.id,
    created,
    currency: charge.currency,
    enhanced_eligibility_types: [],
    evidence: {
      access_activity_log: null,
      billing_address: null,
      cancellation_policy: null,
      cancellation_policy_disclosure: null,
      cancellation_rebuttal: null,
      customer_communication: null,
      customer_email_address: null,
      customer_name: null,
      customer_purchase_ip: null,
      customer_signature: null,
      duplicate_charge_documentation: null,
      duplicate_charge_explanation: null,
      duplicate_charge_id: null,
      enhanced_evidence: {},
      product_description: null,
      receipt: null,
      refund_policy: null,
      refund_policy_disclosure: null,
      refund_refusal_explanation: null,
      service_date: null,
      service_documentation: null,
      shipping_address: null,
      shipping_carrier: null,
      shipping_date: null,
      shipping_documentation: null,
      shipping_tracking_number: null,
      uncategorized_file: null,
      uncategorized_text: null,
    },
    evidence_details: {
      due_by: created + EVIDENCE_DAYS * 24 * 60 * 60,
      enhanced_eligibility: {},
      has_evidence: false,
      past_due: false,
      submission_count: 0,
      submission_method: 'not_submitted',
    },
    intended_submission_method: null,
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: charge.payment_intent,
    reason,
    status: 'needs_response',
  }
  charge.disputed = true
  ctx.state.disputes[dispute.id] = dispute
  ctx.emit('charge.dispute.created', dispute, NO_REQUEST)
  return dispute
}
