import { describe, expect, it } from 'vitest'
import { estimateBookingCents } from './booking-estimate.ts'

const rates = { dj_show_cents: 60_000, dj_show_block_hours: 2 }

describe('the booking estimate', () => {
  it('is one 2-hour session at 600 EUR when no length is given', () => {
    expect(estimateBookingCents(undefined, rates)).toBe(60_000)
  })

  it.each([
    [1, 60_000],
    [2, 60_000],
    [3, 120_000],
    [4, 120_000],
    [6, 180_000],
    [8, 240_000],
  ])('a %i-hour set costs %i cents before travel and expenses', (hours, cents) => {
    expect(estimateBookingCents(hours, rates)).toBe(cents)
  })

  it('follows the owner’s rates', () => {
    expect(estimateBookingCents(4, { dj_show_cents: 75_000, dj_show_block_hours: 4 })).toBe(75_000)
  })
})
