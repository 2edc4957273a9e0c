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
        totalCents: 2900 + 9900 + 2 * 19900,
        hasShipping: true,
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
