import type { Tx } from '../../_shared/db/request-context.ts'
import { AppError } from '../../_shared/http/errors.ts'

/**
 * Checkouts one buyer may start: each reserves gear for an hour, so an unlimited stream of them
 * could hold the whole shop hostage.
 */
export const CHECKOUT_LIMITS = {
  perEmail: { limit: 10, windowSeconds: 60 * 60 },
  perAddress: { limit: 30, windowSeconds: 60 * 60 },
} as const

/**
 * Counts this checkout against the buyer's email and network address (the first
 * `x-forwarded-for` entry, when the platform's proxy sends one). Over a limit it throws 429 with
 * Retry-After, which rolls back the caller's transaction: no order, no count.
 */
export async function enforceCheckoutLimits(
  tx: Tx,
  buyer: { email: string; forwardedFor: string | undefined },
): Promise<void> {
  const address = buyer.forwardedFor?.split(',')[0]?.trim().slice(0, 64).toLowerCase()
  const waits = [
    await hit(tx, `checkout:email:${buyer.email.toLowerCase()}`, CHECKOUT_LIMITS.perEmail),
  ]
  if (address) waits.push(await hit(tx, `checkout:address:${address}`, CHECKOUT_LIMITS.perAddress))
  const wait = Math.max(...waits)
  if (wait > 0) {
    throw new AppError(
      429,
      'rate_limited',
      'Too many checkouts in a short time. Please wait and try again.',
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
