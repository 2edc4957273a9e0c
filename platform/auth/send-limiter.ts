/**
 * GoTrue's project-wide email limiter (RATE_LIMIT_EMAIL_SENT): at most `limit` emails in any
 * `windowSeconds`, so a flood of sign-in requests for many addresses cannot burn the sending
 * quota or the domain's reputation.
 */
export type SendLimiter = { allow(now: Date): boolean }

export function sendLimiter(limit: number, windowSeconds: number): SendLimiter {
  let sent: number[] = []
  return {
    allow(now) {
      const since = now.getTime() - windowSeconds * 1000
      sent = sent.filter((at) => at > since)
      if (sent.length >= limit) return false
      sent.push(now.getTime())
      return true
    },
  }
}
