import type { Tx } from '../../_shared/db/request-context.ts'
import { AppError } from '../../_shared/http/errors.ts'

/** How many form submissions one sender may make, shared by the contact, booking and enquiry forms. */
export const SENDER_LIMITS = {
  perEmail: { limit: 5, windowSeconds: 60 * 60 },
  perAddress: { limit: 20, windowSeconds: 60 * 60 },
} as const

/**
 * Counts this submission against the sender's email and network address. Over either limit it
 * throws 429 with Retry-After; throwing rolls back the caller's transaction, so nothing is stored
 * and the refused attempt does not count.
 */
export async function enforceSenderLimits(
  tx: Tx,
  sender: { email: string; address: string | null },
): Promise<void> {
  const waits = [
    await hit(tx, `forms:email:${sender.email.toLowerCase()}`, SENDER_LIMITS.perEmail),
    sender.address === null
      ? 0
      : await hit(tx, `forms:address:${sender.address}`, SENDER_LIMITS.perAddress),
  ]
  const wait = Math.max(...waits)
  if (wait > 0) {
    throw new AppError(
      429,
      'rate_limited',
      'Too many messages in a short time. Please wait and try again.',
      undefined,
      { 'Retry-After': String(wait) },
    )
  }
}

async function hit(tx: Tx, bucket: string, rule: { limit: number; windowSeconds: number }) {
  const [row] = await tx<{ wait: number }[]>`
    select private.hit_rate_limit(${bucket}, ${rule.limit}, ${rule.windowSeconds}) as wait`
  return row?.wait ?? 0
}
