import {
  type BookingDateProblem,
  bookingDateProblem,
  utcToday,
} from '../../_shared/contract/site/booking-date.ts'
import { AppError } from '../../_shared/http/errors.ts'

// Rules the shared schemas cannot check because they depend on the clock or on the owner's
// settings. They fail with the same 422 shape as the schema, so the client treats them alike.

export type FieldCode = BookingDateProblem | 'session_hours_invalid'

export { bookingDateProblem, utcToday }

/** Private sessions are booked by the hour, within the owner's range (1-3 hours by default). */
export function sessionHoursProblem(
  hours: number | undefined,
  range: { min: number; max: number },
): FieldCode | null {
  if (hours === undefined || hours < range.min || hours > range.max) return 'session_hours_invalid'
  return null
}

export function invalidField(field: string, code: FieldCode): AppError {
  return new AppError('validation_failed', 'Some fields need attention.', { [field]: code })
}
