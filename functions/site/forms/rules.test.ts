import { describe, expect, it } from 'vitest'
import { bookingDateProblem, invalidField, sessionHoursProblem, utcToday } from './rules.ts'

describe('booking date', () => {
  const now = new Date('2026-12-01T10:00:00Z')

  it('accepts today and later, refuses yesterday', () => {
    expect(bookingDateProblem('2026-12-01', now, [])).toBeNull()
    expect(bookingDateProblem('2027-01-15', now, [])).toBeNull()
    expect(bookingDateProblem('2026-11-30', now, [])).toBe('date_in_past')
    expect(bookingDateProblem('2025-12-31', now, [])).toBe('date_in_past')
  })

  it('refuses dates more than three years ahead, absurd years included', () => {
    expect(bookingDateProblem('2029-12-01', now, [])).toBeNull()
    expect(bookingDateProblem('2029-12-02', now, [])).toBe('date_too_far')
    expect(bookingDateProblem('9999-12-31', now, [])).toBe('date_too_far')
  })

  it('counts days in UTC, whatever the offset of the instant', () => {
    // 23:30 in New York on 1 December is already 2 December in UTC.
    const lateEvening = new Date('2026-12-01T23:30:00-05:00')
    expect(utcToday(lateEvening)).toBe('2026-12-02')
    expect(bookingDateProblem('2026-12-01', lateEvening, [])).toBe('date_in_past')
  })

  it('refuses a day the owner blocked', () => {
    expect(bookingDateProblem('2026-12-24', now, ['2026-12-24', '2026-12-31'])).toBe('date_blocked')
    expect(bookingDateProblem('2026-12-25', now, ['2026-12-24'])).toBeNull()
  })
})

describe('session hours', () => {
  it('must be given and within the owner’s range', () => {
    const range = { min: 1, max: 3 }
    expect(sessionHoursProblem(1, range)).toBeNull()
    expect(sessionHoursProblem(3, range)).toBeNull()
    expect(sessionHoursProblem(undefined, range)).toBe('session_hours_invalid')
    expect(sessionHoursProblem(4, range)).toBe('session_hours_invalid')
    expect(sessionHoursProblem(1, { min: 2, max: 3 })).toBe('session_hours_invalid')
  })
})

describe('invalidField', () => {
  it('has the shape of a schema failure', () => {
    const error = invalidField('preferred_date', 'date_blocked')
    expect(error.status).toBe(422)
    expect(error.code).toBe('validation_failed')
    expect(error.fields).toEqual({ preferred_date: 'date_blocked' })
  })
})
