import type { OrdersDeps } from './deps.ts'
import { expireSessionsOutbidBy } from './exclusive.ts'
import type { FulfilOutcome } from './fulfil.ts'
import { recordInvoice } from './invoice.ts'
import { refundUnmatchedPayments } from './unmatched.ts'

/**
 * What a payment's outcome needs once its transaction has committed, wherever the payment was
 * learnt of (the webhook, or the order page asking Stripe): the calls to other services that
 * never run inside a transaction. Each is retried elsewhere if it fails here, so failures are
 * logged, not raised: the payment is already recorded.
 * - fulfilled: its emails go out, checkouts outbid by an exclusive sale stop, its invoice is
 *   recorded (also fetched lazily when opened);
 * - unmatched: the refund (the email job retries it) and the owner's notice.
 */
export async function afterFulfilment(
  deps: OrdersDeps & { kickOutbox?: (() => void) | undefined },
  outcome: FulfilOutcome,
): Promise<void> {
  if (outcome.result === 'fulfilled') {
    deps.kickOutbox?.()
    await expireSessionsOutbidBy(deps, outcome.orderId).catch((error: unknown) =>
      console.error('Expiring checkouts outbid by an exclusive sale failed', error),
    )
    await recordInvoice(deps, outcome.orderId).catch((error: unknown) =>
      console.error('Recording the order’s invoice failed; it is fetched when opened', error),
    )
  }
  if (outcome.result === 'unmatched') await afterUnmatchedPayment(deps)
}

/**
 * A payment no open order or booking could take, recorded in its transaction: the refund (the
 * email job retries it) and the owner's notice, once committed.
 */
export async function afterUnmatchedPayment(
  deps: OrdersDeps & { kickOutbox?: (() => void) | undefined },
): Promise<void> {
  deps.kickOutbox?.()
  await refundUnmatchedPayments(deps).catch((error: unknown) =>
    console.error('Refunding unmatched payments failed; the email job retries', error),
  )
}
