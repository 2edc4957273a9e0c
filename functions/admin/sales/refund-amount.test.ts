import { describe, expect, it } from 'vitest'
import { type ChargedOrder, paidPerLine, refundAmount } from './refund-amount.ts'

const lines = [
  { id: 'licence', total_cents: 9900 },
  { id: 'gear', total_cents: 2 * 14900 },
  { id: 'free', total_cents: 0 },
]
const plain: ChargedOrder = {
  total_cents: 9900 + 29800 + 590,
  shipping_cents: 590,
  discount_cents: 0,
  tax_cents: 0,
  prices_include_tax: true,
}

describe('what a line was paid', () => {
  it('is its price when nothing was taken off, shipping left out', () => {
    expect(Object.fromEntries(paidPerLine(plain, lines))).toEqual({
      licence: 9900,
      gear: 29800,
      free: 0,
    })
  })

  it('shares a promotion code out by price, adding up to what was charged to the cent', () => {
    // 10 % off 397.00: 357.30 charged for goods, plus 5.90 shipping.
    const discounted = { ...plain, discount_cents: 3970, total_cents: 35730 + 590 }
    const paid = paidPerLine(discounted, lines)
    expect(Object.fromEntries(paid)).toEqual({ licence: 8910, gear: 26820, free: 0 })
    expect([...paid.values()].reduce((a, b) => a + b)).toBe(35730)
  })

  it('adds the VAT charged on top, shipping’s part of it left with shipping', () => {
    // 21 % on 397.00 + 5.90 = 84.61, of which 1.24 on shipping.
    const taxed = {
      ...plain,
      prices_include_tax: false,
      tax_cents: 8461,
      total_cents: 39700 + 590 + 8461,
    }
    const paid = paidPerLine(taxed, lines)
    expect(paid.get('licence')).toBe(Math.round(9900 * 1.21))
    expect([...paid.values()].reduce((a, b) => a + b)).toBe(39700 + 8461 - 124)
  })

  it('splits odd cents so the shares still add up', () => {
    const thirds = [
      { id: 'a', total_cents: 100 },
      { id: 'b', total_cents: 100 },
      { id: 'c', total_cents: 100 },
    ]
    const order = { ...plain, shipping_cents: 0, discount_cents: 100, total_cents: 200 }
    const paid = [...paidPerLine(order, thirds).values()]
    expect(paid.sort()).toEqual([66, 67, 67])
  })
})

describe('the amount of a refund by line', () => {
  it('is the chosen lines’ share while other lines are left', () => {
    expect(
      refundAmount({
        order: plain,
        lines,
        claimed: new Set(),
        chosen: new Set(['licence']),
        refundedCents: 0,
      }),
    ).toBe(9900)
  })

  it('is everything left, shipping included, when the last lines go', () => {
    expect(
      refundAmount({
        order: plain,
        lines,
        claimed: new Set(['licence']),
        chosen: new Set(['gear', 'free']),
        refundedCents: 9900,
      }),
    ).toBe(29800 + 590)
  })

  it('never exceeds what is left to refund', () => {
    expect(
      refundAmount({
        order: plain,
        lines,
        claimed: new Set(),
        chosen: new Set(['gear']),
        refundedCents: plain.total_cents - 100,
      }),
    ).toBe(100)
  })
})
