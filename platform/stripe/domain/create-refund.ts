import { getCharge, getPaymentIntent, nowSeconds, type SandboxContext } from '../context.ts'
import { invalidRequest } from '../errors.ts'
import type { FormObject } from '../form.ts'
import { ID_PREFIX, newId } from '../ids.ts'
import { formatAmount } from '../money.ts'
import { ParamReader } from '../params.ts'
import type { ChargeObject, EventRequest, RefundObject } from '../types.ts'

/** `POST /v1/refunds`: refunds all or part of what is left on a succeeded charge. */
export function createRefund(
  ctx: SandboxContext,
  params: FormObject,
  request: EventRequest,
): RefundObject {
  const reader = new ParamReader(params).allowOnly([
    'amount',
    'charge',
    'expand',
    'metadata',
    'payment_intent',
    'reason',
  ])
  const charge = findRefundableCharge(ctx, reader)
  const remaining = charge.amount - charge.amount_refunded
  if (remaining <= 0) {
    throw invalidRequest(
      undefined,
      `Charge ${charge.id} has already been refunded.`,
      'charge_already_refunded',
    )
  }
  const amount = reader.integer('amount', { min: 1 }) ?? remaining
  if (amount > remaining) {
    const format = (value: number) => formatAmount(value, charge.currency)
    throw invalidRequest(
      'amount',
      `Refund amount (${format(amount)}) is greater than unrefunded amount on charge (${format(remaining)})`,
      'amount_too_large',
    )
  }
  const refund: RefundObject = {
    id: newId(ID_PREFIX.refund),
    object: 'refund',
    amount,
    balance_transaction: newId(ID_PREFIX.balanceTransaction),
    charge: charge.id,
    created: nowSeconds(ctx),
    currency: charge.currency,
    customer: null,
    customer_account: null,
    metadata: reader.metadata('metadata'),
    payment_intent: charge.payment_intent,
    payment_method: charge.payment_method,
    reason: reader.oneOf('reason', ['duplicate', 'fraudulent', 'requested_by_customer']) ?? null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  }
  charge.amount_refunded += amount
  charge.refunded = charge.amount_refunded === charge.amount
  ctx.state.refunds[refund.id] = refund
  ctx.emit('charge.refunded', charge, request)
  ctx.emit('refund.created', refund, request)
  return refund
}

function findRefundableCharge(ctx: SandboxContext, reader: ParamReader): ChargeObject {
  const paymentIntentId = reader.string('payment_intent')
  const chargeId = reader.string('charge')
  if (paymentIntentId === undefined && chargeId === undefined) {
    throw invalidRequest(
      undefined,
      'One of the following params should be provided for this request: payment_intent or charge.',
      'parameter_missing',
    )
  }
  if (paymentIntentId !== undefined && chargeId !== undefined) {
    throw invalidRequest(
      'charge',
      'You cannot specify both `charge` and `payment_intent`; pass only one of them.',
      'parameters_exclusive',
    )
  }
  if (chargeId !== undefined) return getCharge(ctx, chargeId)
  const paymentIntent = getPaymentIntent(ctx, paymentIntentId ?? '', 'payment_intent')
  if (paymentIntent.status !== 'succeeded' || paymentIntent.latest_charge === null) {
    throw invalidRequest(
      'payment_intent',
      `This PaymentIntent (${paymentIntent.id}) does not have a successful charge to refund.`,
      'charge_not_refundable',
    )
  }
  return getCharge(ctx, paymentIntent.latest_charge)
}
