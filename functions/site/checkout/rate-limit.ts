import type { Tx } from '../../_shared/db/request-context.ts'
import { enforceRateLimits, type RateRule } from '../../_shared/http/rate-limit.ts'

/**
 * Checkouts one buyer may start: each reserves gear for an hour, so an unlimited stream of them
 * could hold the whole shop hostage.
 */
export const CHECKOUT_LIMITS = {
  perEmail: { limit: 10, windowSeconds: 60 * 60 },
  perAddress: { limit: 30, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>

/** Counts this checkout against the buyer's email and network address. */
export function enforceCheckoutLimits(tx: Tx, buyer: { email: string; address: string | null }) {
  const hits = [
    { bucket: `checkout:email:${buyer.email.toLowerCase()}`, rule: CHECKOUT_LIMITS.perEmail },
  ]
  if (buyer.address) {
    hits.push({ bucket: `checkout:address:${buyer.address}`, rule: CHECKOUT_LIMITS.perAddress })
  }
  return enforceRateLimits(
    tx,
    hits,
    'Too many checkouts in a short time. Please wait and try again.',
  )
}
