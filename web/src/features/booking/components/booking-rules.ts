import { EVENT_TYPES } from '@contract/forms.ts'

// The booking rules that depend on the clock and the owner's settings, mirrored from the server.

export type EventType = (typeof EVENT_TYPES)[number]
export { EVENT_TYPES }

/** The day it is now in UTC, `YYYY-MM-DD`: the server's notion of "today". */
export const utcToday = (now: Date = new Date()) => now.toISOString().slice(0, 10)

export function dateProblem(date: string, blockedDates: readonly string[], now?: Date) {
  if (!date) return undefined
  if (date < utcToday(now)) return 'date_in_past'
  if (blockedDates.includes(date)) return 'date_blocked'
  return undefined
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
