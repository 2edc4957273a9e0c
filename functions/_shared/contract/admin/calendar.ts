import { z } from 'zod'
import { EVENT_TYPES } from '../forms.ts'

// `GET admin/calendar`: what is coming up, shows and private sessions, with where their money
// stands; and the money still due over all of them. Money in integer cents of `currency`.

export const MONEY_STATES = ['not_due', 'due', 'overdue', 'paid'] as const
export type MoneyState = (typeof MONEY_STATES)[number]

export const CalendarEntry = z.strictObject({
  kind: z.enum(['show', 'session']),
  id: z.string(),
  /** The inbox message to open (a show's booking request, a paid session's enquiry). */
  message_id: z.string().nullable(),
  name: z.string(),
  /** `YYYY-MM-DD`, the owner's day. */
  day: z.iso.date(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  time_zone: z.string(),
  /** A show's booking status, or a session's. */
  status: z.string(),
  event_type: z.enum(EVENT_TYPES).nullable(),
  location: z.string().nullable(),
  hours: z.number().int().nullable(),
  /** Sent, signed, confirmed (a show's offer), or null without one. */
  offer_status: z.string().nullable(),
  money: z.strictObject({
    currency: z.string().length(3),
    total_cents: z.number().int(),
    paid_cents: z.number().int(),
    deposit: z.enum(MONEY_STATES).nullable(),
    balance: z.enum(MONEY_STATES).nullable(),
    balance_due_on: z.iso.date().nullable(),
  }),
})
export type CalendarEntry = z.infer<typeof CalendarEntry>

export const Calendar = z.strictObject({
  items: z.array(CalendarEntry),
  /** What confirmed shows still owe (balances), and when the first is due. */
  money_due: z.strictObject({
    currency: z.string().length(3),
    total_cents: z.number().int(),
    shows: z.number().int(),
    next_due_on: z.iso.date().nullable(),
  }),
})
export type Calendar = z.infer<typeof Calendar>
