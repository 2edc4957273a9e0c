import type { Tx } from '../../_shared/db/request-context.ts'
import { type CallerLimits, enforceCallerLimits } from '../../_shared/http/rate-limit.ts'

/**
 * Checkouts one buyer may start: each reserves gear for half an hour, so an unlimited stream of
 * them could hold the whole shop hostage. A buyer is an email (ten an hour); an address is often
 * many buyers (a venue's or a festival's wifi, a phone carrier's shared address), so it gets room
 * for a hundred of them checking out, each with a retry or two, within the hour. Hoarding from one
 * address under many emails is held back where it matters: the open checkouts holding gear or
 * exclusives per address, and all but one unit per order (private.place_order).
 */
export const CHECKOUT_LIMITS = {
  perEmail: { limit: 10, windowSeconds: 60 * 60 },
  perAddress: { limit: 300, windowSeconds: 60 * 60 },
} satisfies CallerLimits

/** Counts this checkout against the buyer's email and network address. */
export function enforceCheckoutLimits(tx: Tx, buyer: { email: string; address: string | null }) {
  return enforceCallerLimits(
    tx,
    'checkout',
    CHECKOUT_LIMITS,
    buyer,
    'Too many checkouts in a short time. Please wait and try again.',
  )
}
