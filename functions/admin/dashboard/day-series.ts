const DAY_MS = 24 * 60 * 60 * 1000

export type DayRange = { from: string; to: string; days: number }
export type DayRevenue = { date: string; revenue_cents: number }

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/** The last `days` UTC days up to and including the day of `now`. */
export function dayRange(now: Date, days: number): DayRange {
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`days must be 1 or more: ${days}`)
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return { from: isoDay(new Date(today - (days - 1) * DAY_MS)), to: isoDay(new Date(today)), days }
}

/** Where the range starts and (exclusively) ends, for a query on timestamps. */
export function rangeBounds(range: DayRange): { start: Date; end: Date } {
  const start = new Date(`${range.from}T00:00:00Z`)
  return { start, end: new Date(start.getTime() + range.days * DAY_MS) }
}

/**
 * One entry per day of the range, oldest first: the revenue of days that had some, zero for the
 * others (a chart needs every day). Days outside the range are ignored.
 */
export function revenueByDay(range: DayRange, totals: DayRevenue[]): DayRevenue[] {
  const byDate = new Map<string, number>()
  for (const total of totals) {
    byDate.set(total.date, (byDate.get(total.date) ?? 0) + total.revenue_cents)
  }
  const { start } = rangeBounds(range)
  return Array.from({ length: range.days }, (_, index) => {
    const date = isoDay(new Date(start.getTime() + index * DAY_MS))
    return { date, revenue_cents: byDate.get(date) ?? 0 }
  })
}
