import { bundleFreeLines, privateLicencesToNextFree } from '@contract/bundle.ts'
import type { CartLine } from '@/stores/cart'

// The licence bundle as the cart shows it before checkout: the server's own rule (one shared
// module), applied to the cart's lines in their order, as the server prices them.

export type CartBundle = {
  /** Ids of the lines the bundle makes free. */
  free: Set<string>
  /** What it takes off. */
  discountCents: number
  /** Private licences still to add for the next free one (0: the count is a multiple of 3). */
  toNextFree: number
}

const asBundleLine = (line: CartLine) =>
  line.kind === 'track'
    ? { kind: 'track', licence: line.licence, priceCents: line.priceCents }
    : { kind: 'product', priceCents: line.priceCents * line.quantity }

export function cartBundle(lines: readonly CartLine[], enabled: boolean): CartBundle {
  if (!enabled) return { free: new Set(), discountCents: 0, toNextFree: 0 }
  const bundleLines = lines.map(asBundleLine)
  const positions = bundleFreeLines(bundleLines)
  const free = new Set([...positions].map((index) => lines[index]?.id ?? ''))
  const discountCents = [...positions].reduce(
    (sum, index) => sum + (bundleLines[index]?.priceCents ?? 0),
    0,
  )
  return { free, discountCents, toNextFree: privateLicencesToNextFree(bundleLines) }
}
