import type { Context } from 'hono'
import { RefundInput, type RefundStarted } from '../../_shared/contract/admin/sales.ts'
import { AppError } from '../../_shared/http/errors.ts'
import { readJson } from '../../_shared/http/json-body.ts'
import { readLimitedBody } from '../../_shared/http/limited-body.ts'
import type { AdminDeps } from '../deps.ts'
import { type AdminEnv, runAsAdmin } from '../guard.ts'
import { requestLineRefund } from './refund.ts'
import { claimRefundLines } from './refund-lines.ts'
import { releaseRefund, settleRefund } from './refund-settle.ts'

/**
 * The refund's body: none (the whole order, as the button always sent it), or JSON. A body of
 * another type is refused rather than read as "none": it may name lines.
 */
export async function readRefundInput(c: Context): Promise<RefundInput> {
  if (c.req.header('content-type') !== undefined) return readJson(c, RefundInput)
  const body = await readLimitedBody(c.req.raw, 0)
  if (body === null) {
    throw new AppError('unsupported_media_type', 'Send the request body as application/json.')
  }
  return {}
}

/**
 * A refund by line in three steps, never holding a transaction across Stripe: claim the lines
 * (checked and locked), ask Stripe, then record the answer. Stripe's refusal releases the lines;
 * an unknown outcome (network) keeps them claimed, to be resumed with the same idempotency key.
 */
export async function refundLines(
  deps: AdminDeps,
  c: Context<AdminEnv>,
  orderId: string,
  items: string[],
): Promise<RefundStarted> {
  const asAdmin = runAsAdmin(deps)
  const refund = await asAdmin(c, (tx) => claimRefundLines(tx, orderId, items, deps.now()))
  const answer = await requestLineRefund(deps.stripe, refund)
  if (answer.outcome === 'refused') {
    await asAdmin(c, (tx) => releaseRefund(tx, refund, answer.message))
    throw new AppError('payment_provider_error', answer.message)
  }
  if (answer.outcome === 'unknown') throw new AppError('payment_provider_error', answer.message)
  await asAdmin(c, (tx) => settleRefund(tx, refund, answer.stripeRefundId))
  // Committed with the refund: the buyer's email may go now.
  deps.kickOutbox?.()
  return {
    refund_id: answer.stripeRefundId ?? refund.id,
    status: answer.status,
    amount_cents: refund.amountCents,
    items: refund.itemIds,
  }
}
