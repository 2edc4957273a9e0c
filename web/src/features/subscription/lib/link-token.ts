/**
 * The token an emailed link carries in its fragment (`#token=…`), taken out of the address bar
 * at once so it is not left in the history or shared by a copied URL.
 */
export function takeLinkToken(): string | null {
  if (typeof window === 'undefined') return null
  const match = /(?:^#|&)token=([A-Za-z0-9_-]{43})(?:&|$)/.exec(window.location.hash)
  if (!match) return null
  window.history.replaceState(
    window.history.state,
    '',
    window.location.pathname + window.location.search,
  )
  return match[1] ?? null
}
