import type { CartLine, CartProblem, Licence } from '../../_shared/contract/checkout.ts'

/** What the catalogue says about a track a visitor may buy (published, public columns). */
export type CatalogTrack = {
  id: string
  slug: string
  title: string
  artist: string
  privatePriceCents: number
  commercialPriceCents: number
  currency: string
}

/** What the catalogue says about a product a visitor may buy (active, public columns). */
export type CatalogProduct = {
  id: string
  slug: string
  name: string
  priceCents: number
  currency: string
  available: number
}

export type Catalog = { tracks: CatalogTrack[]; products: CatalogProduct[] }

type LineBase = { index: number; slug: string; title: string; unitPriceCents: number }
export type PricedLine =
  | (LineBase & { kind: 'track'; trackId: string; artist: string; licence: Licence; quantity: 1 })
  | (LineBase & { kind: 'product'; productId: string; quantity: number })

export type PricedCart = {
  currency: string
  lines: PricedLine[]
  subtotalCents: number
  totalCents: number
  /** Gear in the cart: Checkout asks for a shipping address. */
  hasShipping: boolean
}

/** A line that cannot be sold: its position in the cart, what it is, and why. */
export type LineProblem = { index: number; slug: string; title: string | null; code: CartProblem }

export type PricingResult = { ok: true; cart: PricedCart } | { ok: false; problems: LineProblem[] }

/** The currency the shop sells in; Stripe Checkout takes one currency per session. */
export const SHOP_CURRENCY = 'EUR'

/**
 * Prices a cart from the catalogue alone: the browser sends what it wants, never what it costs.
 * A line whose item is missing (unknown, unpublished, inactive, another currency) or short of stock
 * is a problem; every problem is reported, so the visitor can fix the cart in one go.
 */
export function priceCart(items: readonly CartLine[], catalog: Catalog): PricingResult {
  const tracks = new Map(catalog.tracks.map((track) => [track.slug, track]))
  const products = new Map(catalog.products.map((product) => [product.slug, product]))
  const lines: PricedLine[] = []
  const problems: LineProblem[] = []

  for (const [index, item] of items.entries()) {
    if (item.kind === 'track') {
      const track = tracks.get(item.slug)
      if (!track || track.currency !== SHOP_CURRENCY) {
        problems.push({
          index,
          slug: item.slug,
          title: track?.title ?? null,
          code: 'item_unavailable',
        })
        continue
      }
      lines.push({
        index,
        kind: 'track',
        slug: track.slug,
        trackId: track.id,
        title: track.title,
        artist: track.artist,
        licence: item.licence,
        quantity: 1,
        unitPriceCents:
          item.licence === 'private' ? track.privatePriceCents : track.commercialPriceCents,
      })
      continue
    }
    const product = products.get(item.slug)
    if (!product || product.currency !== SHOP_CURRENCY) {
      problems.push({
        index,
        slug: item.slug,
        title: product?.name ?? null,
        code: 'item_unavailable',
      })
      continue
    }
    if (product.available < item.quantity) {
      problems.push({ index, slug: item.slug, title: product.name, code: 'out_of_stock' })
      continue
    }
    lines.push({
      index,
      kind: 'product',
      slug: product.slug,
      productId: product.id,
      title: product.name,
      quantity: item.quantity,
      unitPriceCents: product.priceCents,
    })
  }

  if (problems.length > 0) return { ok: false, problems }
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0)
  return {
    ok: true,
    cart: {
      currency: SHOP_CURRENCY,
      lines,
      subtotalCents,
      // Catalogue prices are final: no tax or shipping lines are added, so the total is the subtotal.
      totalCents: subtotalCents,
      hasShipping: lines.some((line) => line.kind === 'product'),
    },
  }
}
