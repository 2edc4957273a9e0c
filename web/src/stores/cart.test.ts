// @vitest-environment jsdom
import * as contract from '@contract/checkout.ts'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  MAX_CART_LINES,
  MAX_PRODUCT_QUANTITY,
  productLineId,
  selectCount,
  selectTotalCents,
  trackLineId,
  useCart,
} from './cart'

const track = {
  slug: 'night-drive',
  title: 'Night Drive',
  licence: 'private',
  priceCents: 2900,
} as const
const mixer = { slug: 'mixer', name: 'Mixer', priceCents: 120_000, available: 3 }
const cart = () => useCart.getState()

beforeEach(() => {
  localStorage.clear()
  cart().cartCleared()
})

describe('cart', () => {
  it('keeps one line per track and licence; adding it again changes nothing', () => {
    cart().trackLicenceAdded(track)
    cart().trackLicenceAdded(track)
    cart().trackLicenceAdded({ ...track, licence: 'commercial', priceCents: 9900 })
    expect(cart().lines.map((line) => line.id)).toEqual([
      trackLineId('night-drive', 'private'),
      trackLineId('night-drive', 'commercial'),
    ])
    expect(cart().lines.every((line) => line.quantity === 1)).toBe(true)
  })

  it('clamps product quantities to 1..available', () => {
    cart().productAdded(mixer, 2)
    cart().productAdded(mixer, 5)
    expect(cart().lines).toHaveLength(1)
    expect(cart().lines[0]?.quantity).toBe(3)

    cart().quantityChanged(productLineId('mixer'), 0)
    expect(cart().lines[0]?.quantity).toBe(1)
    cart().quantityChanged(productLineId('mixer'), 10)
    expect(cart().lines[0]?.quantity).toBe(3)
  })

  it('never adds a sold-out product, and never exceeds the checkout limit', () => {
    cart().productAdded({ ...mixer, available: 0 })
    expect(cart().lines).toEqual([])
    cart().productAdded({ ...mixer, available: 1000 }, 500)
    expect(cart().lines[0]?.quantity).toBe(MAX_PRODUCT_QUANTITY)
  })

  it('does not let a quantity change touch a track licence', () => {
    cart().trackLicenceAdded(track)
    cart().quantityChanged(trackLineId('night-drive', 'private'), 4)
    expect(cart().lines[0]?.quantity).toBe(1)
  })

  it('counts items and totals cents', () => {
    cart().trackLicenceAdded(track)
    cart().productAdded(mixer, 2)
    expect(selectCount(cart())).toBe(3)
    expect(selectTotalCents(cart())).toBe(2900 + 2 * 120_000)
  })

  it('removes a line and clears the cart', () => {
    cart().trackLicenceAdded(track)
    cart().productAdded(mixer)
    cart().lineRemoved(trackLineId('night-drive', 'private'))
    expect(cart().lines.map((line) => line.id)).toEqual([productLineId('mixer')])
    cart().cartCleared()
    expect(cart().lines).toEqual([])
  })

  it('is kept in localStorage', () => {
    cart().trackLicenceAdded(track)
    const saved = JSON.parse(localStorage.getItem('cart') ?? '{}')
    expect(saved.state.lines[0]).toMatchObject({ slug: 'night-drive', licence: 'private' })
  })

  it('mirrors the checkout limits of the contract', () => {
    expect(MAX_PRODUCT_QUANTITY).toBe(contract.MAX_PRODUCT_QUANTITY)
    expect(MAX_CART_LINES).toBe(contract.MAX_CART_LINES)
  })
})
