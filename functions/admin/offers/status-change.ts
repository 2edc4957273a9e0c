import type { BookingStatusInput } from '../../_shared/contract/admin/messages.ts'
import type { Tx } from '../../_shared/db/request-context.ts'
import type { AdminDeps } from '../deps.ts'
import { sendOffer, withdrawLiveOffer } from './send-offer.ts'

/**
 * What a booking's new status means for its offer, in the same transaction: quoting sends one;
 * declining or cancelling withdraws the one still open (a deposit paid afterwards is refunded).
 */
export async function offerSideOfStatus(
  tx: Tx,
  deps: Pick<AdminDeps, 'env' | 'now'>,
  messageId: string,
  input: BookingStatusInput,
): Promise<void> {
  if (input.status === 'quoted' && input.quote_cents !== undefined) {
    await sendOffer(tx, deps, messageId, { ...input, quote_cents: input.quote_cents })
  }
  if (input.status === 'declined' || input.status === 'cancelled') {
    await withdrawLiveOffer(tx, deps, messageId, deps.now(), { tell: false })
  }
}
