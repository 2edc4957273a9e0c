// Wall-clock times in a named time zone (IANA, e.g. `Europe/Madrid`) and the instants they are,
// with Intl only, so the same code runs on Deno and Node and follows the zone's own rules for
// summer time. A wall time that a clock change skips does not exist: it has no instant.

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** Whether Intl knows this zone. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone)
    return true
  } catch {
    return false
  }
}

export type WallTime = {
  /** `YYYY-MM-DD` */
  date: string
  /** Minutes since midnight, 0-1439. */
  minutes: number
}

/** The date and time a clock in `timeZone` shows at `instant`. */
export function wallTimeAt(instant: Date, timeZone: string): WallTime {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  )
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  }
}

/** How far ahead of UTC the zone's clocks are at `instant`, in minutes. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const wall = wallTimeAt(instant, timeZone)
  const asUtc = Date.parse(`${wall.date}T00:00:00Z`) + wall.minutes * 60_000
  const truncated = Math.floor(instant.getTime() / 60_000) * 60_000
  return Math.round((asUtc - truncated) / 60_000)
}

/**
 * The instant a clock in `timeZone` shows `date` at `minutes` past midnight, or null when the
 * clocks skip that time (the hour lost when summer time starts). In the hour shown twice when it
 * ends, the first is taken.
 */
export function instantOf(date: string, minutes: number, timeZone: string): Date | null {
  const naive = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000
  if (Number.isNaN(naive)) return null
  // Try the offsets in force just before and after: one of them is right unless the time is skipped.
  const candidates = [
    offsetMinutes(new Date(naive - 12 * 3_600_000), timeZone),
    offsetMinutes(new Date(naive + 12 * 3_600_000), timeZone),
  ].sort((a, b) => b - a)
  for (const offset of candidates) {
    const instant = new Date(naive - offset * 60_000)
    const wall = wallTimeAt(instant, timeZone)
    if (wall.date === date && wall.minutes === minutes) return instant
  }
  return null
}

/** `YYYY-MM-DD` plus `days`. */
export function addDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000
  return new Date(time).toISOString().slice(0, 10)
}

/** The ISO weekday of a `YYYY-MM-DD`: Monday is 1, Sunday 7. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay()
  return day === 0 ? 7 : day
}

/** `HH:MM` as minutes since midnight (`24:00` is the end of the day). */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number]
  return hours * 60 + minutes
}

/** Minutes since midnight as `HH:MM`. */
export function clockOf(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}
