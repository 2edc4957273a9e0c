import { AppError } from '../../_shared/http/errors.ts'

// Rules the shared schemas cannot check because they depend on the clock or on the owner's
// settings. They fail with the same 422 shape as the schema, so the client treats them alike.

export type FieldCode = 'date_in_past' | 'date_blocked' | 'session_hours_invalid'

/** The day it is now in UTC, `YYYY-MM-DD`. */
export function utcToday(now: Date): string {
  return now.toISOString().slice(0, 10)
}

/** A booking may be for today or later, and not on a day the owner has blocked. */
export function bookingDateProblem(
  date: string,
  now: Date,
  blockedDates: readonly string[],
): FieldCode | null {
  // ISO dates compare correctly as strings.
  if (date < utcToday(now)) return 'date_in_past'
  if (blockedDates.includes(date)) return 'date_blocked'
  return null
}

/** Private sessions are booked by the hour, within the owner's range (1-3 hours by default). */
export function sessionHoursProblem(
  hours: number | undefined,
  range: { min: number; max: number },
): FieldCode | null {
  if (hours === undefined || hours < range.min || hours > range.max) return 'session_hours_invalid'
  return null
}

export function invalidField(field: string, code: FieldCode): AppError {
  return new AppError(422, 'validation_failed', 'Some fields need attention.', { [field]: code })
}
