import { describe, expect, it } from 'vitest'
import {
  BOOKING_STATUSES,
  BOOKING_TRANSITIONS,
  BookingStatusInput,
  canMoveBooking,
} from '../../_shared/contract/admin/messages.ts'
import { fieldErrors } from '../../_shared/contract/forms.ts'

describe('booking transitions', () => {
  it('allow exactly the steps of the booking trigger', () => {
    const allowed = BOOKING_STATUSES.flatMap((from) =>
      BOOKING_STATUSES.filter((to) => canMoveBooking(from, to)).map((to) => `${from}→${to}`),
    )
    expect(allowed).toEqual([
      'new→quoted',
      'new→declined',
      'new→cancelled',
      'quoted→confirmed',
      'quoted→declined',
      'quoted→cancelled',
      'confirmed→completed',
      'confirmed→cancelled',
    ])
  })

  it('treat completed, declined and cancelled as final, and never lead back to new', () => {
    for (const closed of ['completed', 'declined', 'cancelled'] as const) {
      expect(BOOKING_TRANSITIONS[closed]).toEqual([])
    }
    for (const from of BOOKING_STATUSES) expect(canMoveBooking(from, 'new')).toBe(false)
  })

  it('never stay in place: a status is not its own next step', () => {
    for (const status of BOOKING_STATUSES) expect(canMoveBooking(status, status)).toBe(false)
  })

  it('reach a quote before a confirmation: confirmed comes only from quoted', () => {
    const into = BOOKING_STATUSES.filter((from) => canMoveBooking(from, 'confirmed'))
    expect(into).toEqual(['quoted'])
  })
})

describe('the booking status request', () => {
  const parse = (body: unknown) => {
    const parsed = BookingStatusInput.safeParse(body)
    return parsed.success ? parsed.data : fieldErrors(parsed.error)
  }

  it('needs a positive whole quote to quote', () => {
    expect(parse({ status: 'quoted', quote_cents: 150_000 })).toEqual({
      status: 'quoted',
      quote_cents: 150_000,
    })
    expect(parse({ status: 'quoted' })).toEqual({ quote_cents: 'quote_required' })
    expect(parse({ status: 'quoted', quote_cents: 0 })).toEqual({ quote_cents: 'quote_invalid' })
    expect(parse({ status: 'quoted', quote_cents: 99.5 })).toEqual({
      quote_cents: 'quote_invalid',
    })
  })

  it('takes a quote only towards quoted or confirmed', () => {
    expect(parse({ status: 'confirmed' })).toEqual({ status: 'confirmed' })
    expect(parse({ status: 'confirmed', quote_cents: 160_000 })).toEqual({
      status: 'confirmed',
      quote_cents: 160_000,
    })
    expect(parse({ status: 'declined', quote_cents: 1000 })).toEqual({
      quote_cents: 'quote_not_applicable',
    })
  })

  it('refuses unknown statuses and fields', () => {
    expect(parse({ status: 'paid' })).toEqual({ status: 'status_invalid' })
    expect(parse({ status: 'declined', note: 'x' })).toEqual({ _: 'unknown_field' })
  })
})
