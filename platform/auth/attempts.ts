import { AuthError } from './errors.ts'

// Brute force, stopped as GoTrue stops it: after a burst of failed password or TOTP attempts from
// one address, or against one account, further attempts answer 429 `over_request_rate_limit` for
// the rest of the window, even with the right secret. Successful attempts are not counted, so a
// person signing in normally never meets the limit.

/** Failed attempts allowed per window, per caller address and per account. */
export const FAILED_ATTEMPTS = { perAddress: 30, perAccount: 10, windowSeconds: 5 * 60 }

export type AttemptLimiter = {
  /** Throws 429 when `keys` (an address, an account) have failed too often lately. */
  check(keys: string[], now: Date): void
  failed(keys: string[], now: Date): void
}

export function attemptLimiter(limits = FAILED_ATTEMPTS): AttemptLimiter {
  const failures = new Map<string, number[]>()
  const recent = (key: string, now: Date) => {
    const since = now.getTime() - limits.windowSeconds * 1000
    const kept = (failures.get(key) ?? []).filter((at) => at > since)
    if (kept.length > 0) failures.set(key, kept)
    else failures.delete(key)
    return kept
  }
  const limitOf = (key: string) =>
    key.startsWith('address:') ? limits.perAddress : limits.perAccount
  return {
    check(keys, now) {
      if (keys.some((key) => recent(key, now).length >= limitOf(key))) {
        throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached')
      }
    },
    failed(keys, now) {
      for (const key of keys) failures.set(key, [...recent(key, now), now.getTime()])
    },
  }
}
