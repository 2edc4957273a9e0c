import type { Tx } from '../db/request-context.ts'
import { AppError } from './errors.ts'

export type RateRule = { limit: number; windowSeconds: number }

/**
 * Counts one request against each bucket (`private.hit_rate_limit`). Over any limit it throws 429
 * with Retry-After; throwing rolls back the caller's transaction, so nothing the request wrote is
 * kept and the refused attempt does not count.
 */
export async function enforceRateLimits(
  tx: Tx,
  hits: { bucket: string; rule: RateRule }[],
  message: string,
): Promise<void> {
  let wait = 0
  for (const { bucket, rule } of hits) {
    const [row] = await tx<{ wait: number }[]>`
      select private.hit_rate_limit(${bucket}, ${rule.limit}, ${rule.windowSeconds}) as wait`
    wait = Math.max(wait, row?.wait ?? 0)
  }
  if (wait > 0) {
    throw new AppError('rate_limited', message, undefined, { 'Retry-After': String(wait) })
  }
}

/** How often one caller may do something: per email, and per network address (often shared). */
export type CallerLimits = { perEmail: RateRule; perAddress: RateRule }

/**
 * Counts one request against the caller's email and, when known, network address, in buckets
 * named after `scope` (`checkout:email:…`, `forms:address:…`).
 */
export function enforceCallerLimits(
  tx: Tx,
  scope: string,
  limits: CallerLimits,
  caller: { email: string; address: string | null },
  message: string,
): Promise<void> {
  const hits = [{ bucket: `${scope}:email:${caller.email.toLowerCase()}`, rule: limits.perEmail }]
  if (caller.address) {
    hits.push({ bucket: `${scope}:address:${caller.address}`, rule: limits.perAddress })
  }
  return enforceRateLimits(tx, hits, message)
}
