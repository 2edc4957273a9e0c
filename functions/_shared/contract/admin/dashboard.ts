import { z } from 'zod'
import { EVENT_TYPES } from '../forms.ts'

// The admin panel's Dashboard: its query parameter (the admin function parses with this schema;
// the client builds its URL with it) and its answer. Messages are error codes
// (`error.fields.<param>`). Money is integer cents of `currency`; timestamps are ISO 8601 in UTC;
// dates are `YYYY-MM-DD` and a day is a UTC day.

/** An empty parameter (`?days=`) means the same as an absent one. */
const absentWhenBlank = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value

const cents = z.number().int()
const timestamp = z.string()

export const DASHBOARD_DAYS = [7, 30, 90] as const
export const DASHBOARD_DAYS_DEFAULT = 30

/** `GET admin/dashboard?days=7|30|90` (default 30). */
export const DashboardQuery = z.object({
  days: z.preprocess(
    absentWhenBlank,
    z.coerce
      .number('days_invalid')
      .pipe(z.literal(DASHBOARD_DAYS, 'days_invalid'))
      .default(DASHBOARD_DAYS_DEFAULT),
  ),
})
export type DashboardQuery = z.infer<typeof DashboardQuery>

export const ACTIVITY_KINDS = ['order', 'message', 'booking', 'refund'] as const

export const DashboardActivity = z.object({
  /** An order paid, a refund, a contact message or enquiry, a booking request received. */
  kind: z.enum(ACTIVITY_KINDS),
  at: timestamp,
  /** The order's id (order, refund) or the message's (message, booking). */
  id: z.string(),
  /** Facts, not sentences: the client words and formats them in the admin's language. */
  name: z.string(),
  /** The order's number (order, refund). */
  order_number: z.number().int().nullable(),
  /** The order's total (order, refund). */
  amount_cents: cents.nullable(),
  currency: z.string().nullable(),
  /** A message's opening words, on one line. */
  excerpt: z.string().nullable(),
  /** What a booking request asks for. */
  booking: z.object({ event_type: z.enum(EVENT_TYPES), preferred_date: z.iso.date() }).nullable(),
})
export type DashboardActivity = z.infer<typeof DashboardActivity>

/** `GET admin/dashboard` → 200 (400 `invalid_query` for any other `days`). */
export const Dashboard = z.object({
  /** The last `days` UTC days, today included. */
  range: z.object({ from: z.iso.date(), to: z.iso.date(), days: z.number().int() }),
  /** Paid orders by the day they were paid; refunded orders are not counted. */
  revenue_cents: cents,
  currency: z.string(),
  /** Paid orders in the range (refunded ones not counted). */
  orders: z.number().int(),
  /** Track licences sold in those orders, by type. */
  licences: z.object({
    private: z.number().int(),
    commercial: z.number().int(),
    exclusive: z.number().int(),
  }),
  /** At most 5: most licences sold, then most revenue. */
  top_tracks: z.array(
    z.object({
      slug: z.string(),
      title: z.string(),
      licences: z.number().int(),
      revenue_cents: cents,
    }),
  ),
  /** Inbox messages (contact, bookings, enquiries) neither read nor archived; not range-bound. */
  unread_messages: z.number().int(),
  /** Booking requests still `new` or `quoted`; not range-bound. */
  open_bookings: z.number().int(),
  /** Paid orders whose gear waits to go out; not range-bound. The longest waiting first. */
  to_ship: z.object({
    count: z.number().int(),
    /** At most 5. */
    orders: z.array(
      z.object({
        id: z.string(),
        number: z.number().int(),
        name: z.string(),
        paid_at: timestamp,
        /** Units of gear to send. */
        units: z.number().int(),
        /** E.g. `KV-1 Studio Headphones × 2`. */
        gear: z.string(),
      }),
    ),
  }),
  /** One entry per day of the range, oldest first, zeros included. */
  revenue_by_day: z.array(z.object({ date: z.iso.date(), revenue_cents: cents })),
  /** The 10 latest events, newest first, whatever the range. */
  recent_activity: z.array(DashboardActivity),
})
export type Dashboard = z.infer<typeof Dashboard>
