import type Stripe from 'stripe'
import type { Tx } from '../_shared/db/request-context.ts'
import { attachIfUnattached } from '../_shared/orders/fulfil.ts'
import { emailRecoveryLink, type RecoveryOutcome } from '../_shared/orders/recovery.ts'
import { orderIdForSession, releaseInTransaction } from '../_shared/orders/release.ts'

/**
 * `checkout.session.expired`: the unpaid order closes and gives its gear and exclusive rights
 * back; a buyer who agreed to hear from the seller gets Stripe's recovery link, once.
 */
export async function expireSession(tx: Tx, session: Stripe.Checkout.Session) {
  // A session opened but never attached (a crash in checkout) still releases its order's gear.
  await attachIfUnattached(tx, session)
  const orderId = await orderIdForSession(tx, session.id)
  if (!orderId) return { result: 'unknown_order' }
  const released = await releaseInTransaction(tx, orderId, 'expired')
  const [order] = await tx<
    { id: string; email: string; name: string; locale: string; status: string }[]
  >`select id, email, name, locale, status from public.orders where id = ${orderId}`
  const recovery: RecoveryOutcome =
    order?.status === 'expired'
      ? await emailRecoveryLink(tx, session, order)
      : { recovery: 'no_link' }
  return { ...released, ...recovery }
}
