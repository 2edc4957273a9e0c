/** How long an emailed link works: a confirmation for two days, a manage link for one. */
export const CONFIRM_LINK_HOURS = 48
export const MANAGE_LINK_HOURS = 24

/**
 * A fresh link token (32 random bytes, base64url) and the SHA-256 the database keeps instead: the
 * token itself lives only in the fan's email.
 */
export async function newLinkToken(): Promise<{ token: string; hash: string }> {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  const token = btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
  return { token, hash: await hashLinkToken(token) }
}

export async function hashLinkToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export function hoursFrom(now: Date, hours: number): Date {
  return new Date(now.getTime() + hours * 60 * 60 * 1000)
}
