// The licence bundle, one rule for the server (the authority, which prices orders with it) and
// the web (which shows it in the cart before checkout): in every three private licences of a
// cart, the cheapest is free. No zod here: the cart imports this on every page.

/** Private licences per free one. */
export const BUNDLE_SIZE = 3

type BundleLine = { kind: string; licence?: string; priceCents: number }

/**
 * The positions (in `lines`) of the licences the bundle makes free: with n private licences,
 * the floor(n / 3) cheapest of them. Six licences make two free: the two cheapest, the reading
 * that favours the buyer, rather than the cheapest of each group of three in cart order (which
 * would depend on the order things were added). Of equal prices, the later line is the free one.
 */
export function bundleFreeLines(lines: readonly BundleLine[]): Set<number> {
  const privates = lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => line.kind === 'track' && line.licence === 'private')
  const free = Math.floor(privates.length / BUNDLE_SIZE)
  const cheapestFirst = [...privates].sort(
    (a, b) => a.line.priceCents - b.line.priceCents || b.index - a.index,
  )
  return new Set(cheapestFirst.slice(0, free).map(({ index }) => index))
}

/** What the bundle takes off `lines`. */
export function bundleDiscountCents(lines: readonly BundleLine[]): number {
  let total = 0
  for (const index of bundleFreeLines(lines)) total += lines[index]?.priceCents ?? 0
  return total
}

/** How many more private licences bring the next free one (0 when the count is a multiple). */
export function privateLicencesToNextFree(lines: readonly BundleLine[]): number {
  const count = lines.filter((line) => line.kind === 'track' && line.licence === 'private').length
  return (BUNDLE_SIZE - (count % BUNDLE_SIZE)) % BUNDLE_SIZE
}
