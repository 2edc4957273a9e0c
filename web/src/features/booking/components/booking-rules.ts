import { EVENT_TYPES } from '@contract/forms.ts'
import { bookingDateProblem, utcToday as today } from '@contract/site/booking-date.ts'

// The booking rules that depend on the clock and the owner's settings, mirrored from the server.

export type EventType = (typeof EVENT_TYPES)[number]
export { EVENT_TYPES }

/** The day it is now in UTC, `YYYY-MM-DD`: the server's notion of "today". */
export const utcToday = (now: Date = new Date()) => today(now)

/** The server's own rule (@contract/site/booking-date.ts): today to a few years ahead, not blocked. */
export function dateProblem(date: string, blockedDates: readonly string[], now = new Date()) {
  if (!date) return undefined
  return bookingDateProblem(date, now, blockedDates) ?? undefined
}

/** `?type=club` → `'club'`; anything else preselects nothing. */
export function eventTypeFromSearch(search: string): EventType | '' {
  const type = new URLSearchParams(search).get('type')
  return (EVENT_TYPES as readonly string[]).includes(type ?? '') ? (type as EventType) : ''
}

/** A whole number of hours the schema accepts, or nothing. */
export function parseHours(value: string): number | undefined {
  if (value.trim() === '') return undefined
  const hours = Number(value)
  return Number.isInteger(hours) && hours >= 1 && hours <= 12 ? hours : undefined
}
