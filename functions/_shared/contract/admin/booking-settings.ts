import { z } from 'zod'
import type { Locale } from '../forms.ts'
import { TimeZone } from './messages.ts'

// `GET` and `PATCH admin/booking-settings`: how shows and private sessions close on the site
// (Settings → Bookings in the panel). A key given replaces that setting; unknown keys are refused.

const whole = (code: string, min: number, max: number) =>
  z.number(code).int(code).min(min, code).max(max, code)

const clock = z.string('time_invalid').regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'time_invalid')
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3))

/** One stretch of the week: ISO day (Monday 1 … Sunday 7), from `start` to `end`, on the hour. */
export const WeeklyHours = z
  .strictObject({ day: whole('day_invalid', 1, 7), start: clock, end: clock })
  .refine((hours) => minutes(hours.start) < minutes(hours.end), {
    path: ['end'],
    message: 'range_invalid',
  })
export type WeeklyHours = z.infer<typeof WeeklyHours>

const terms = z.string('text_too_long').trim().max(20_000, 'text_too_long').optional()

export const ContractTerms = z
  .strictObject({ es: terms, en: terms, fr: terms, de: terms, pt: terms }, 'terms_invalid')
  .transform(
    (all) =>
      Object.fromEntries(Object.entries(all).filter(([, text]) => text)) as Partial<
        Record<Locale, string>
      >,
  )

export const BookingSettingsPatch = z.strictObject({
  deposit_percent: whole('deposit_percent_invalid', 1, 100).optional(),
  offer_valid_days: whole('number_invalid', 1, 90).optional(),
  balance_reminder_days: whole('number_invalid', 4, 120).optional(),
  contract_terms: ContractTerms.optional(),
  session_time_zone: TimeZone.optional(),
  session_availability: z
    .array(WeeklyHours, 'list_invalid')
    .max(28, 'too_many')
    .superRefine((all, ctx) => {
      for (const [index, hours] of all.entries()) {
        const overlaps = all.some(
          (other, at) =>
            at < index &&
            other.day === hours.day &&
            minutes(other.start) < minutes(hours.end) &&
            minutes(hours.start) < minutes(other.end),
        )
        if (overlaps) ctx.addIssue({ code: 'custom', path: [index], message: 'hours_overlap' })
      }
    })
    .optional(),
  session_buffer_minutes: whole('number_invalid', 0, 240).optional(),
  session_horizon_days: whole('number_invalid', 1, 365).optional(),
  session_notice_hours: whole('number_invalid', 0, 720).optional(),
  session_free_cancel_hours: whole('number_invalid', 0, 720).optional(),
})
export type BookingSettingsPatch = z.infer<typeof BookingSettingsPatch>

export type AdminBookingSettings = {
  deposit_percent: number
  offer_valid_days: number
  balance_reminder_days: number
  /** The owner's own terms per language; a language left out uses `standard_terms`. */
  contract_terms: Partial<Record<Locale, string>>
  /** The terms the site ships with, per language (read-only). */
  standard_terms: Record<Locale, string>
  session_time_zone: string
  session_availability: WeeklyHours[]
  session_buffer_minutes: number
  session_horizon_days: number
  session_notice_hours: number
  session_free_cancel_hours: number
  updated_at: string
}
