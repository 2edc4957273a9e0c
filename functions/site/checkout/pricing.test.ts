import { describe, expect, it } from 'vitest'
import type { CartLine } from '../../_shared/contract/checkout.ts'
import { type Catalog, priceCart } from './pricing.ts'

const catalog: Catalog = {
  tracks: [
    {
      id: 't1',
      slug: 'midnight-circuit',
      title: 'Midnight Circuit',
      artist: 'Kael Voss',
      privatePriceCents: 2900,
      commercialPriceCents: 9900,
      exclusivePriceCents: 150000,
      exclusiveSoldAt: null,
      currency: 'EUR',
    },
    {
      id: 't2',
      slug: 'velvet-hours',
      title: 'Velvet Hours',
      artist: 'Kael Voss',
      privatePriceCents: 2400,
      commercialPriceCents: 7900,
      exclusivePriceCents: null,
      exclusiveSoldAt: null,
      currency: 'EUR',
    },
    {
      id: 't3',
      slug: 'glass-horizon',
      title: 'Glass Horizon',
      artist: 'Kael Voss',
      privatePriceCents: 3400,
      commercialPriceCents: 9900,
      exclusivePriceCents: 120000,
      exclusiveSoldAt: new Date('2026-11-20T10:00:00Z'),
      currency: 'EUR',
    },
  ],
  products: [
    {
      id: 'p1',
      slug: 'kv1-studio-headphones',
      name: 'KV-1 Studio Headphones',
      priceCents: 19900,
      currency: 'EUR',
      available: 3,
    },
    {
      id: 'p2',
      slug: 'hard-shell-controller-case',
      name: 'Hard-Shell Controller Case',
      priceCents: 12900,
      currency: 'EUR',
      available: 0,
    },
  ],
}

describe('priceCart', () => {
  it('prices each licence and product from the catalogue, and totals them', () => {
    const items: CartLine[] = [
      { kind: 'track', slug: 'midnight-circuit', licence: 'private' },
      { kind: 'track', slug: 'midnight-circuit', licence: 'commercial' },
      { kind: 'product', slug: 'kv1-studio-headphones', quantity: 2 },
    ]
    const result = priceCart(items, catalog)
    expect(result).toEqual({
      ok: true,
      cart: {
        currency: 'EUR',
        subtotalCents: 2900 + 9900 + 2 * 19900,
        bundleDiscountCents: 0,
        totalCents: 2900 + 9900 + 2 * 19900,
        hasShipping: true,
        hasExclusive: false,
        lines: [
          expect.objectContaining({
            index: 0,
            kind: 'track',
            licence: 'private',
            unitPriceCents: 2900,
          }),
          expect.objectContaining({
            index: 1,
            kind: 'track',
            licence: 'commercial',
            unitPriceCents: 9900,
          }),
          expect.objectContaining({
            index: 2,
            kind: 'product',
            productId: 'p1',
            quantity: 2,
            unitPriceCents: 19900,
          }),
        ],
      },
    })
  })

  it('needs no shipping for licences alone', () => {
    const result = priceCart(
      [{ kind: 'track', slug: 'midnight-circuit', licence: 'private' }],
      catalog,
    )
    expect(result.ok && result.cart.hasShipping).toBe(false)
  })

  it('names every line that cannot be sold, by its place in the cart', () => {
    const result = priceCart(
      [
        { kind: 'track', slug: 'midnight-circuit', licence: 'private' },
        { kind: 'track', slug: 'no-such-track', licence: 'private' },
        { kind: 'product', slug: 'hard-shell-controller-case', quantity: 1 },
        { kind: 'product', slug: 'kv1-studio-headphones', quantity: 4 },
        { kind: 'product', slug: 'retired-thing', quantity: 1 },
      ],
      catalog,
    )
    expect(result).toEqual({
      ok: false,
      problems: [
        { index: 1, slug: 'no-such-track', title: null, code: 'item_unavailable' },
        {
          index: 2,
          slug: 'hard-shell-controller-case',
          title: 'Hard-Shell Controller Case',
          code: 'out_of_stock',
        },
        {
          index: 3,
          slug: 'kv1-studio-headphones',
          title: 'KV-1 Studio Headphones',
          code: 'out_of_stock',
        },
        { index: 4, slug: 'retired-thing', title: null, code: 'item_unavailable' },
      ],
    })
  })

  it('prices the exclusive rights when the owner offers them, and refuses them otherwise', () => {
    const result = priceCart(
      [{ kind: 'track', slug: 'midnight-circuit', licence: 'exclusive' }],
      catalog,
    )
    expect(result.ok && result.cart).toMatchObject({
      totalCents: 150000,
      hasExclusive: true,
      lines: [expect.objectContaining({ licence: 'exclusive', unitPriceCents: 150000 })],
    })
    const notOffered = priceCart(
      [{ kind: 'track', slug: 'velvet-hours', licence: 'exclusive' }],
      catalog,
    )
    expect(notOffered).toEqual({
      ok: false,
      problems: [
        { index: 0, slug: 'velvet-hours', title: 'Velvet Hours', code: 'item_unavailable' },
      ],
    })
  })

  it('sells no licence of a track whose exclusive rights are sold', () => {
    const result = priceCart(
      [
        { kind: 'track', slug: 'glass-horizon', licence: 'private' },
        { kind: 'track', slug: 'midnight-circuit', licence: 'private' },
      ],
      catalog,
    )
    expect(result).toEqual({
      ok: false,
      problems: [
        { index: 0, slug: 'glass-horizon', title: 'Glass Horizon', code: 'item_unavailable' },
      ],
    })
  })

  it('makes the cheapest of three private licences free when the bundle is on', () => {
    const open = {
      ...catalog,
      tracks: catalog.tracks.map((t) => ({ ...t, exclusiveSoldAt: null })),
    }
    const items: CartLine[] = [
      { kind: 'track', slug: 'midnight-circuit', licence: 'private' },
      { kind: 'track', slug: 'velvet-hours', licence: 'private' },
      { kind: 'track', slug: 'glass-horizon', licence: 'private' },
      { kind: 'track', slug: 'glass-horizon', licence: 'commercial' },
    ]
    const off = priceCart(items, open)
    expect(off.ok && off.cart.totalCents).toBe(2900 + 2400 + 3400 + 9900)
    const on = priceCart(items, open, { bundle: true })
    expect(on.ok && on.cart).toMatchObject({
      subtotalCents: 2900 + 2400 + 3400 + 9900,
      bundleDiscountCents: 2400,
      totalCents: 2900 + 3400 + 9900,
    })
    expect(on.ok && on.cart.lines[1]).toMatchObject({
      slug: 'velvet-hours',
      bundleFree: true,
      unitPriceCents: 0,
      listPriceCents: 2400,
    })
    expect(
      on.ok && on.cart.lines.filter((line) => line.kind === 'track' && line.bundleFree),
    ).toHaveLength(1)
  })

  it('refuses an item priced in another currency than the shop sells in', () => {
    const dollars: Catalog = { ...catalog, tracks: [{ ...catalog.tracks[0]!, currency: 'USD' }] }
    const result = priceCart(
      [{ kind: 'track', slug: 'midnight-circuit', licence: 'private' }],
      dollars,
    )
    expect(result.ok).toBe(false)
  })

  it('sells exactly the units available', () => {
    const result = priceCart(
      [{ kind: 'product', slug: 'kv1-studio-headphones', quantity: 3 }],
      catalog,
    )
    expect(result.ok && result.cart.totalCents).toBe(3 * 19900)
  })
})
