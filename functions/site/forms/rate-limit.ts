import type { Tx } from '../../_shared/db/request-context.ts'
import { type CallerLimits, enforceCallerLimits } from '../../_shared/http/rate-limit.ts'

/** How many form submissions one sender may make, shared by the contact, booking and enquiry forms. */
export const SENDER_LIMITS = {
  perEmail: { limit: 5, windowSeconds: 60 * 60 },
  perAddress: { limit: 20, windowSeconds: 60 * 60 },
} satisfies CallerLimits

/** Counts this submission against the sender's email and network address. */
export function enforceSenderLimits(tx: Tx, sender: { email: string; address: string | null }) {
  return enforceCallerLimits(
    tx,
    'forms',
    SENDER_LIMITS,
    sender,
    'Too many messages in a short time. Please wait and try again.',
  )
}
