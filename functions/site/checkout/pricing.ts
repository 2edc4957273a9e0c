import { bundleFreeLines } from '../../_shared/contract/bundle.ts'
import {
  type CartLine,
  type CartProblem,
  LICENCES,
  type Licence,
} from '../../_shared/contract/checkout.ts'
import type { LicenceTier } from '../../_shared/contract/licence-tiers.ts'
import { licenceOffers } from '../../_shared/licences/offers.ts'

/** What the catalogue says about a track a visitor may buy (published, public columns). */
export type CatalogTrack = {
  id: string
  slug: string
  title: string
  artist: string
  privatePriceCents: number
  commercialPriceCents: number
  /** Null: the owner does not offer the exclusive rights. */
  exclusivePriceCents: number | null
  /** Null: not offered (the WAV licence, the track-out). */
  wavPriceCents?: number | null
  trackoutPriceCents?: number | null
  /** The track's masters, which the WAV and track-out licences deliver. */
  hasWav?: boolean
  hasStems?: boolean
  /** Set once the exclusive rights are sold: the track is off sale. */
  exclusiveSoldAt: Date | null
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

export type Catalog = {
  tracks: CatalogTrack[]
  products: CatalogProduct[]
  /** What each licence delivers; without them, every licence is the MP3. */
  tiers?: readonly LicenceTier[]
}

type LineBase = {
  index: number
  slug: string
  title: string
  /** What the line costs: 0 for a licence the bundle makes free. */
  unitPriceCents: number
  /** The catalogue's price. */
  listPriceCents: number
}
export type PricedLine =
  | (LineBase & {
      kind: 'track'
      trackId: string
      artist: string
      licence: Licence
      quantity: 1
      /** Free as part of the licence bundle. */
      bundleFree: boolean
    })
  | (LineBase & { kind: 'product'; productId: string; quantity: number })

export type PricedCart = {
  currency: string
  lines: PricedLine[]
  /** Every line at its catalogue price. */
  subtotalCents: number
  /** What the licence bundle takes off. */
  bundleDiscountCents: number
  /** subtotal - bundle: what Stripe is asked for before a promotion code and shipping. */
  totalCents: number
  /** Gear in the cart: Checkout asks for a shipping address. */
  hasShipping: boolean
  /** The exclusive rights to a track are in the cart: the order holds them while it is paid. */
  hasExclusive: boolean
}

export type PricingOptions = {
  /** The licence bundle is on (settings.bundle_enabled). */
  bundle: boolean
}

/** A line that cannot be sold: its position in the cart, what it is, and why. */
export type LineProblem = { index: number; slug: string; title: string | null; code: CartProblem }

export type PricingResult = { ok: true; cart: PricedCart } | { ok: false; problems: LineProblem[] }

/** The currency the shop sells in; Stripe Checkout takes one currency per session. */
export const SHOP_CURRENCY = 'EUR'

/**
 * A track's price for a licence, or null when that licence is not for sale: not priced, or its
 * files are not all there (the same offers as the track's page: XX).
 */
function licencePrice(
  track: CatalogTrack,
  licence: Licence,
  tiers: readonly LicenceTier[] | undefined,
): number | null {
  const offers = licenceOffers(
    {
      prices: {
        private: track.privatePriceCents,
        commercial: track.commercialPriceCents,
        wav: track.wavPriceCents ?? null,
        trackout: track.trackoutPriceCents ?? null,
        exclusive: track.exclusivePriceCents,
      },
      hasWav: track.hasWav ?? false,
      hasStems: track.hasStems ?? false,
      sold: track.exclusiveSoldAt !== null,
    },
    tiers ?? MP3_TIERS,
  )
  return offers.find((offer) => offer.licence === licence)?.price_cents ?? null
}

const NO_CAPS = { copies: null, streams: null, videos: null, radio: null, live: null }
/** Every licence as the MP3 alone: what a catalogue without tiers means (unit tests). */
const MP3_TIERS: readonly LicenceTier[] = LICENCES.map((licence) => ({
  licence,
  files: licence === 'wav' ? ['wav'] : licence === 'trackout' ? ['stems'] : ['mp3'],
  caps: NO_CAPS,
}))

/**
 * Prices a cart from the catalogue alone: the browser sends what it wants, never what it costs.
 * A line whose item is missing (unknown, unpublished, inactive, another currency, a licence not
 * offered or a track whose exclusive rights are sold) or short of stock is a problem; every
 * problem is reported, so the visitor can fix the cart in one go. With the bundle on, the
 * cheapest of every three private licences costs nothing (shared rule: contract/bundle.ts).
 */
export function priceCart(
  items: readonly CartLine[],
  catalog: Catalog,
  options: PricingOptions = { bundle: false },
): PricingResult {
  const tracks = new Map(catalog.tracks.map((track) => [track.slug, track]))
  const products = new Map(catalog.products.map((product) => [product.slug, product]))
  const lines: PricedLine[] = []
  const problems: LineProblem[] = []

  for (const [index, item] of items.entries()) {
    if (item.kind === 'track') {
      const track = tracks.get(item.slug)
      const price = track ? licencePrice(track, item.licence, catalog.tiers) : null
      if (!track || price === null || track.currency !== SHOP_CURRENCY) {
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
        unitPriceCents: price,
        listPriceCents: price,
        bundleFree: false,
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
      listPriceCents: product.priceCents,
    })
  }

  if (problems.length > 0) return { ok: false, problems }
  const priced = options.bundle ? applyBundle(lines) : lines
  const subtotalCents = priced.reduce((sum, line) => sum + line.listPriceCents * line.quantity, 0)
  const totalCents = priced.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0)
  return {
    ok: true,
    cart: {
      currency: SHOP_CURRENCY,
      lines: priced,
      subtotalCents,
      bundleDiscountCents: subtotalCents - totalCents,
      // Catalogue prices are final: no tax is added; shipping and a code are Stripe's to add.
      totalCents,
      hasShipping: priced.some((line) => line.kind === 'product'),
      hasExclusive: priced.some((line) => line.kind === 'track' && line.licence === 'exclusive'),
    },
  }
}

/** The bundle's free lines cost nothing; they stay in the order, marked. */
function applyBundle(lines: PricedLine[]): PricedLine[] {
  const free = bundleFreeLines(
    lines.map((line) => ({
      kind: line.kind,
      licence: line.kind === 'track' ? line.licence : undefined,
      priceCents: line.listPriceCents,
    })),
  )
  return lines.map((line, position) =>
    line.kind === 'track' && free.has(position)
      ? { ...line, unitPriceCents: 0, bundleFree: true }
      : line,
  )
}
