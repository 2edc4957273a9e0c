import type { Tx } from '../../_shared/db/request-context.ts'
import { enforceRateLimits, type RateRule } from '../../_shared/http/rate-limit.ts'

/** How many form submissions one sender may make, shared by the contact, booking and enquiry forms. */
export const SENDER_LIMITS = {
  perEmail: { limit: 5, windowSeconds: 60 * 60 },
  perAddress: { limit: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>

/** Counts this submission against the sender's email and network address. */
export function enforceSenderLimits(tx: Tx, sender: { email: string; address: string | null }) {
  const hits = [
    { bucket: `forms:email:${sender.email.toLowerCase()}`, rule: SENDER_LIMITS.perEmail },
  ]
  if (sender.address) {
    hits.push({ bucket: `forms:address:${sender.address}`, rule: SENDER_LIMITS.perAddress })
  }
  return enforceRateLimits(
    tx,
    hits,
    'Too many messages in a short time. Please wait and try again.',
  )
}
