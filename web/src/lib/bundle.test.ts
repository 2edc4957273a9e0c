import { describe, expect, it } from 'vitest'
import type { CartLine } from '@/stores/cart'
import { cartBundle } from './bundle'

const licence = (
  slug: string,
  licence: 'private' | 'commercial',
  priceCents: number,
): CartLine => ({
  kind: 'track',
  id: `track:${slug}:${licence}`,
  slug,
  licence,
  title: slug,
  priceCents,
  quantity: 1,
})

describe('the cart’s licence bundle', () => {
  const lines = [
    licence('a', 'private', 2900),
    licence('b', 'commercial', 9900),
    licence('c', 'private', 2400),
    licence('d', 'private', 3400),
  ]

  it('frees the cheapest of three private licences, by line id', () => {
    const bundle = cartBundle(lines, true)
    expect([...bundle.free]).toEqual(['track:c:private'])
    expect(bundle.discountCents).toBe(2400)
    expect(bundle.toNextFree).toBe(0)
  })

  it('does nothing when the owner has switched it off', () => {
    expect(cartBundle(lines, false)).toEqual({ free: new Set(), discountCents: 0, toNextFree: 0 })
  })

  it('says how many more private licences bring a free one', () => {
    expect(cartBundle(lines.slice(0, 2), true).toNextFree).toBe(2)
  })
})
