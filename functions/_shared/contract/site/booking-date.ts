// The dates a booking may ask for, the same in the form and on the server: from today (UTC) to
// BOOKING_HORIZON_YEARS ahead, and not on a day the owner has blocked.

/** How far ahead a show can be requested. */
export const BOOKING_HORIZON_YEARS = 3

export type BookingDateProblem = 'date_in_past' | 'date_too_far' | 'date_blocked'

/** The day it is now in UTC, `YYYY-MM-DD`. */
export const utcToday = (now: Date) => now.toISOString().slice(0, 10)

/** The last day a booking may be for, `YYYY-MM-DD`. */
export function lastBookableDay(now: Date): string {
  const last = new Date(now)
  last.setUTCFullYear(last.getUTCFullYear() + BOOKING_HORIZON_YEARS)
  return utcToday(last)
}

/** Why `date` (a valid `YYYY-MM-DD`) cannot be booked, or null. ISO dates compare as strings. */
export function bookingDateProblem(
  date: string,
  now: Date,
  blockedDates: readonly string[],
): BookingDateProblem | null {
  if (date < utcToday(now)) return 'date_in_past'
  if (date > lastBookableDay(now)) return 'date_too_far'
  if (blockedDates.includes(date)) return 'date_blocked'
  return null
}
