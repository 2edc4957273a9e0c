import { describe, expect, it } from 'vitest'
import { dayRange, rangeBounds, revenueByDay } from './day-series.ts'

describe('the dashboard’s range', () => {
  it('ends today and counts today among its days', () => {
    expect(dayRange(new Date('2026-11-22T23:59:59Z'), 7)).toEqual({
      from: '2026-11-16',
      to: '2026-11-22',
      days: 7,
    })
    expect(dayRange(new Date('2026-11-22T00:00:00Z'), 1)).toEqual({
      from: '2026-11-22',
      to: '2026-11-22',
      days: 1,
    })
  })

  it('goes back across months and years in UTC days', () => {
    expect(dayRange(new Date('2027-01-15T08:00:00Z'), 30)).toMatchObject({ from: '2026-12-17' })
    expect(dayRange(new Date('2028-03-01T12:00:00Z'), 2)).toMatchObject({ from: '2028-02-29' })
  })

  it('runs from the first midnight to the midnight after the last day', () => {
    expect(rangeBounds(dayRange(new Date('2026-11-22T15:00:00Z'), 7))).toEqual({
      start: new Date('2026-11-16T00:00:00Z'),
      end: new Date('2026-11-23T00:00:00Z'),
    })
  })

  it('refuses a range of no days', () => {
    expect(() => dayRange(new Date(), 0)).toThrow(RangeError)
  })
})

describe('revenue by day', () => {
  const range = dayRange(new Date('2026-11-22T12:00:00Z'), 5)

  it('has every day of the range, oldest first, zero where nothing was sold', () => {
    expect(
      revenueByDay(range, [
        { date: '2026-11-22', revenue_cents: 2900 },
        { date: '2026-11-19', revenue_cents: 12800 },
      ]),
    ).toEqual([
      { date: '2026-11-18', revenue_cents: 0 },
      { date: '2026-11-19', revenue_cents: 12800 },
      { date: '2026-11-20', revenue_cents: 0 },
      { date: '2026-11-21', revenue_cents: 0 },
      { date: '2026-11-22', revenue_cents: 2900 },
    ])
  })

  it('is all zeros without sales, and adds up totals given twice for a day', () => {
    expect(revenueByDay(range, []).map((day) => day.revenue_cents)).toEqual([0, 0, 0, 0, 0])
    const doubled = revenueByDay(range, [
      { date: '2026-11-20', revenue_cents: 100 },
      { date: '2026-11-20', revenue_cents: 50 },
    ])
    expect(doubled[2]).toEqual({ date: '2026-11-20', revenue_cents: 150 })
  })

  it('ignores days outside the range', () => {
    const series = revenueByDay(range, [
      { date: '2026-11-17', revenue_cents: 999 },
      { date: '2026-11-23', revenue_cents: 999 },
    ])
    expect(series.reduce((sum, day) => sum + day.revenue_cents, 0)).toBe(0)
    expect(series).toHaveLength(5)
  })

  it('spans a daylight-saving change as whole days', () => {
    const series = revenueByDay(dayRange(new Date('2026-03-30T10:00:00Z'), 3), [])
    expect(series.map((day) => day.date)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30'])
  })
})
