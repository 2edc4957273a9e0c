import { describe, expect, it } from 'vitest'
import { ORDER_STATUSES, type OrderStatus } from '../contract/checkout.ts'
import { nextStatus, type OrderEvent, releasesReservation } from './transitions.ts'

const EVENTS: OrderEvent[] = ['paid', 'expired', 'cancelled', 'refunded']

describe('order transitions', () => {
  it('leaves pending exactly one way per event', () => {
    expect(nextStatus('pending', 'paid')).toBe('paid')
    expect(nextStatus('pending', 'expired')).toBe('expired')
    expect(nextStatus('pending', 'cancelled')).toBe('cancelled')
    expect(nextStatus('pending', 'refunded')).toBe('refunded')
  })

  it('lets a paid order only be refunded', () => {
    expect(EVENTS.map((event) => nextStatus('paid', event))).toEqual([null, null, null, 'refunded'])
  })

  it('treats every closed order as final, so replays change nothing', () => {
    const closed: OrderStatus[] = ['refunded', 'expired', 'cancelled']
    for (const status of closed) {
      for (const event of EVENTS)
        expect(nextStatus(status, event), `${status} + ${event}`).toBeNull()
    }
  })

  it('never pays an order twice', () => {
    for (const status of ORDER_STATUSES) {
      const afterPaid = nextStatus(status, 'paid')
      if (afterPaid) expect(nextStatus(afterPaid, 'paid')).toBeNull()
    }
  })

  it('gives reserved stock back only when a pending order closes unpaid', () => {
    expect(releasesReservation('pending', 'expired')).toBe(true)
    expect(releasesReservation('pending', 'cancelled')).toBe(true)
    expect(releasesReservation('pending', 'refunded')).toBe(true)
    expect(releasesReservation('pending', 'paid')).toBe(false)
    expect(releasesReservation('paid', 'refunded')).toBe(false)
    expect(releasesReservation('expired', 'expired')).toBe(false)
  })
})
