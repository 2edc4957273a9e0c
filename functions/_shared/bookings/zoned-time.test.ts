import { describe, expect, it } from 'vitest'
import { addDays, instantOf, isoWeekday, isTimeZone, wallTimeAt } from './zoned-time.ts'

describe('wall times in a time zone', () => {
  it('turns Madrid wall times into instants in winter and in summer', () => {
    expect(instantOf('2026-12-01', 10 * 60, 'Europe/Madrid')?.toISOString()).toBe(
      '2026-12-01T09:00:00.000Z',
    )
    expect(instantOf('2026-07-01', 10 * 60, 'Europe/Madrid')?.toISOString()).toBe(
      '2026-07-01T08:00:00.000Z',
    )
    expect(instantOf('2026-12-01', 9 * 60 + 30, 'Asia/Kolkata')?.toISOString()).toBe(
      '2026-12-01T04:00:00.000Z',
    )
  })

  it('has no instant for a time the clocks skip, and the first of a time shown twice', () => {
    // Summer time starts in Madrid on 29 March 2026: 02:00 becomes 03:00.
    expect(instantOf('2026-03-29', 2 * 60 + 30, 'Europe/Madrid')).toBeNull()
    expect(instantOf('2026-03-29', 3 * 60, 'Europe/Madrid')?.toISOString()).toBe(
      '2026-03-29T01:00:00.000Z',
    )
    // It ends on 25 October 2026: 02:30 happens twice, first at UTC+2.
    expect(instantOf('2026-10-25', 2 * 60 + 30, 'Europe/Madrid')?.toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    )
  })

  it('reads the wall time back, across midnight', () => {
    expect(wallTimeAt(new Date('2026-12-31T23:30:00Z'), 'Europe/Madrid')).toEqual({
      date: '2027-01-01',
      minutes: 30,
    })
    expect(wallTimeAt(new Date('2026-12-01T03:00:00Z'), 'America/New_York')).toEqual({
      date: '2026-11-30',
      minutes: 22 * 60,
    })
  })

  it('knows real zones from made-up ones, and counts days and weekdays', () => {
    expect(isTimeZone('Europe/Lisbon')).toBe(true)
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false)
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01')
    expect(isoWeekday('2026-11-30')).toBe(1)
    expect(isoWeekday('2026-12-06')).toBe(7)
  })
})
