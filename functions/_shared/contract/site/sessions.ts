import { z } from 'zod'
import { IsoDate, Locale } from '../forms.ts'
import { isRefusedGenre } from '../genre-rule.ts'

// Private sessions booked by slot (`site` function): the free slots, booking one, and the
// session's own page (its link is the key). Instants are ISO 8601 in UTC; the page shows them in
// the visitor's time zone.

/** How many days of slots one request may ask for. */
export const MAX_SLOT_RANGE_DAYS = 62

/** `GET site/sessions/slots?from&to&hours`: the owner's days `from` to `to`, inclusive. */
export const SlotsQuery = z
  .strictObject({
    from: IsoDate,
    to: IsoDate,
    hours: z.coerce
      .number('hours_invalid')
      .int('hours_invalid')
      .min(1, 'hours_invalid')
      .max(12, 'hours_invalid')
      .default(1),
  })
  .refine((query) => query.from <= query.to, { path: ['to'], message: 'range_invalid' })
  .refine(
    (query) => Date.parse(query.to) - Date.parse(query.from) <= MAX_SLOT_RANGE_DAYS * 86_400_000,
    { path: ['to'], message: 'range_too_long' },
  )
export type SlotsQuery = z.infer<typeof SlotsQuery>

export const Slot = z.strictObject({ start: z.string(), end: z.string() })
export type Slot = z.infer<typeof Slot>

export const SlotList = z.strictObject({
  items: z.array(Slot),
  /** The owner's time zone, in which the hours and the grid are set. */
  time_zone: z.string(),
  /** Until how many hours before it a session can be moved or cancelled with a full refund. */
  free_change_hours: z.number().int(),
})
export type SlotList = z.infer<typeof SlotList>

/** `POST site/sessions`: a slot and who books it. Answers `{ url }`, the Checkout page. */
export const SessionBookingInput = z.strictObject({
  slot_start: z.iso.datetime({ offset: true, error: 'slot_invalid' }),
  hours: z
    .number('hours_invalid')
    .int('hours_invalid')
    .min(1, 'hours_invalid')
    .max(12, 'hours_invalid'),
  name: z.string('name_too_short').trim().min(2, 'name_too_short').max(120, 'name_too_long'),
  email: z.string('email_invalid').trim().max(254, 'email_invalid').pipe(z.email('email_invalid')),
  genre: z
    .string('text_too_short')
    .trim()
    .min(2, 'text_too_short')
    .max(60, 'text_too_long')
    .refine((genre) => !isRefusedGenre(genre), 'genre_not_offered'),
  details: z.string('text_too_short').trim().min(10, 'text_too_short').max(5000, 'text_too_long'),
  locale: Locale.default('es'),
})
export type SessionBookingInput = z.infer<typeof SessionBookingInput>

/** `POST site/sessions/{token}/reschedule`. */
export const RescheduleInput = z.strictObject({
  slot_start: z.iso.datetime({ offset: true, error: 'slot_invalid' }),
})
export type RescheduleInput = z.infer<typeof RescheduleInput>

export const SESSION_STATES = ['awaiting_payment', 'confirmed', 'cancelled', 'expired'] as const

/** `GET site/sessions/{token}`: the session its link points to. */
export const SessionView = z.strictObject({
  state: z.enum(SESSION_STATES),
  name: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  hours: z.number().int(),
  amount_cents: z.number().int(),
  currency: z.string().length(3),
  /** The owner's time zone. */
  time_zone: z.string(),
  /** Until when it can be moved or cancelled with a full refund. */
  free_change_until: z.string(),
  can_cancel: z.boolean(),
  can_reschedule: z.boolean(),
  refund_cents: z.number().int().nullable(),
  calendar_url: z.string().nullable(),
})
export type SessionView = z.infer<typeof SessionView>

/** A 409 `slot_taken` also names the next free slots of the same length. */
export const SlotTaken = z.strictObject({
  error: z.strictObject({ code: z.literal('slot_taken'), message: z.string() }),
  next_slots: z.array(Slot),
})
