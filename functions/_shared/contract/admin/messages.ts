import { z } from 'zod'
import { EVENT_TYPES, LOCALES, SERVICES } from '../forms.ts'

// The admin inbox (contact messages, booking requests, enquiries), shared by the admin function
// (the authority) and the admin panel. Messages are error codes; the client translates
// `errors.<code>`. Money is in integer cents of `currency`; times are ISO 8601 strings.

export const MESSAGE_KINDS = ['contact', 'booking', 'enquiry'] as const
export type MessageKind = (typeof MESSAGE_KINDS)[number]

export const BOOKING_STATUSES = [
  'new',
  'quoted',
  'confirmed',
  'completed',
  'declined',
  'cancelled',
] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]

/**
 * Where a booking may go next: the same table as the database trigger
 * (`private.check_booking_transition`), so the panel offers only moves the database accepts.
 */
export const BOOKING_TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  new: ['quoted', 'declined', 'cancelled'],
  quoted: ['confirmed', 'declined', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  completed: [],
  declined: [],
  cancelled: [],
}

export function canMoveBooking(from: BookingStatus, to: BookingStatus): boolean {
  return BOOKING_TRANSITIONS[from].includes(to)
}

/** A quoted or confirmed booking has a price; a quote is given on the way to `quoted`. */
export const PRICED_STATUSES: readonly BookingStatus[] = ['quoted', 'confirmed']

/** Which messages the inbox shows; without `status`, everything not archived. */
export const INBOX_STATUSES = ['unread', 'read', 'archived', 'all'] as const
export type InboxStatus = (typeof INBOX_STATUSES)[number]

export const INBOX_PAGE_MAX = 100

/** An empty parameter (`?kind=`) means the same as an absent one: a cleared filter. */
const absentWhenBlank = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value
const optional = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess(absentWhenBlank, schema.optional())
const whole = (code: string, min: number, max: number) =>
  z.coerce.number(code).int(code).min(min, code).max(max, code)

export const InboxQuery = z.object({
  kind: optional(z.enum(MESSAGE_KINDS, 'kind_invalid')),
  status: optional(z.enum(INBOX_STATUSES, 'status_invalid')),
  booking_status: optional(z.enum(BOOKING_STATUSES, 'booking_status_invalid')),
  /** Searches the sender's name and email and the message text. */
  q: optional(z.string().trim().max(100, 'text_too_long')),
  limit: z.preprocess(absentWhenBlank, whole('limit_invalid', 1, INBOX_PAGE_MAX).default(50)),
  offset: z.preprocess(absentWhenBlank, whole('offset_invalid', 0, 1_000_000).default(0)),
})
export type InboxQuery = z.infer<typeof InboxQuery>

const quoteCents = z
  .number('quote_invalid')
  .int('quote_invalid')
  .min(1, 'quote_invalid')
  .max(100_000_000, 'quote_invalid')

const clockTime = z.string('time_invalid').regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time_invalid')

/** A time zone Intl knows (IANA, e.g. `Europe/Madrid`). */
export const TimeZone = z
  .string('time_zone_invalid')
  .max(64, 'time_zone_invalid')
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone })
      return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$/.test(zone)
    } catch {
      return false
    }
  }, 'time_zone_invalid')

/** What quoting sends the organiser besides the fee: the offer (contract/offers.ts). */
const OFFER_FIELDS = [
  'deposit_percent',
  'set_start',
  'set_end',
  'time_zone',
  'travel_terms',
] as const

/**
 * `POST admin/messages/{id}/booking-status`. Moving to `quoted` needs the quote, and sends the
 * organiser an offer: the deposit share (the settings' by default), the set times (local, in
 * `time_zone`, the settings' by default; an end before the start is after midnight) and the
 * travel and rider terms.
 */
export const BookingStatusInput = z
  .strictObject({
    status: z.enum(BOOKING_STATUSES, 'status_invalid'),
    quote_cents: quoteCents.optional(),
    deposit_percent: z
      .number('deposit_percent_invalid')
      .int('deposit_percent_invalid')
      .min(1, 'deposit_percent_invalid')
      .max(100, 'deposit_percent_invalid')
      .optional(),
    set_start: clockTime.optional(),
    set_end: clockTime.optional(),
    time_zone: TimeZone.optional(),
    travel_terms: z.string('text_too_long').trim().max(2000, 'text_too_long').optional(),
  })
  .superRefine((input, ctx) => {
    if (input.status === 'quoted' && input.quote_cents === undefined) {
      ctx.addIssue({ code: 'custom', path: ['quote_cents'], message: 'quote_required' })
    }
    if (input.quote_cents !== undefined && !PRICED_STATUSES.includes(input.status)) {
      ctx.addIssue({ code: 'custom', path: ['quote_cents'], message: 'quote_not_applicable' })
    }
    for (const field of OFFER_FIELDS) {
      if (input[field] !== undefined && input.status !== 'quoted') {
        ctx.addIssue({ code: 'custom', path: [field], message: 'quote_not_applicable' })
      }
    }
    if ((input.set_start === undefined) !== (input.set_end === undefined)) {
      const missing = input.set_start === undefined ? 'set_start' : 'set_end'
      ctx.addIssue({ code: 'custom', path: [missing], message: 'time_invalid' })
    }
  })
export type BookingStatusInput = z.infer<typeof BookingStatusInput>

/** `POST admin/messages/{id}/reply`: sent by email to the sender; the subject defaults to "Re: …". */
export const ReplyInput = z.strictObject({
  body: z.string('text_too_short').trim().min(1, 'text_too_short').max(10_000, 'text_too_long'),
  subject: z
    .string('text_too_short')
    .trim()
    .min(1, 'text_too_short')
    .max(200, 'text_too_long')
    .optional(),
})
export type ReplyInput = z.infer<typeof ReplyInput>

// Responses.

const timestamp = z.string()
const day = z.string()

export const UnreadCounts = z.object({
  all: z.number(),
  contact: z.number(),
  booking: z.number(),
  enquiry: z.number(),
})
export type UnreadCounts = z.infer<typeof UnreadCounts>

export const BookingSummary = z.object({
  event_type: z.enum(EVENT_TYPES),
  preferred_date: day,
  status: z.enum(BOOKING_STATUSES),
  quote_cents: z.number().nullable(),
})

export const EnquirySummary = z.object({
  service: z.enum(SERVICES),
  genre: z.string(),
  hours: z.number().nullable(),
})

/** One row of the inbox. `booking` and `enquiry` are present for their kind only. */
export const MessageSummary = z.object({
  id: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  name: z.string(),
  email: z.string(),
  /** The start of the text on one line, at most 160 characters. */
  excerpt: z.string(),
  created_at: timestamp,
  read_at: timestamp.nullable(),
  archived_at: timestamp.nullable(),
  booking: BookingSummary.optional(),
  enquiry: EnquirySummary.optional(),
})
export type MessageSummary = z.infer<typeof MessageSummary>

export const InboxPage = z.object({
  items: z.array(MessageSummary),
  /** How many messages match the filters, over all pages. */
  total: z.number(),
  unread: UnreadCounts,
})
export type InboxPage = z.infer<typeof InboxPage>

export const MessageReply = z.object({
  id: z.string(),
  body: z.string(),
  /** Null when the author's account no longer exists. */
  author_email: z.string().nullable(),
  created_at: timestamp,
})
export type MessageReply = z.infer<typeof MessageReply>

/** A booking's offer as the owner sees it: its state, its link, the signature, the money. */
export const AdminOffer = z.object({
  id: z.string(),
  /** sent, signed, confirmed, withdrawn, or expired (sent or signed, past its date). */
  state: z.enum(['sent', 'signed', 'confirmed', 'withdrawn', 'expired']),
  url: z.string(),
  currency: z.string(),
  fee_cents: z.number(),
  deposit_percent: z.number(),
  deposit_cents: z.number(),
  balance_cents: z.number(),
  balance_due_on: day,
  sent_at: timestamp,
  expires_at: timestamp,
  signer_name: z.string().nullable(),
  signed_at: timestamp.nullable(),
  deposit_paid_at: timestamp.nullable(),
  balance_paid_at: timestamp.nullable(),
  balance_reminders: z.number(),
  set_starts_at: timestamp.nullable(),
  set_ends_at: timestamp.nullable(),
  time_zone: z.string(),
})
export type AdminOffer = z.infer<typeof AdminOffer>

export const MessageDetail = MessageSummary.omit({ excerpt: true, booking: true }).extend({
  body: z.string(),
  locale: z.enum(LOCALES),
  booking: BookingSummary.extend({
    location: z.string().nullable(),
    set_hours: z.number().nullable(),
    status_changed_at: timestamp,
    /** The statuses this booking may move to now (empty once closed). */
    next_statuses: z.array(z.enum(BOOKING_STATUSES)),
    /** The guide price from the current rates, as the site computes it; travel not included. */
    estimate: z.object({ total_cents: z.number(), hours: z.number(), currency: z.string() }),
    /** The offer sent with the quote (the latest), with where its money stands; null before. */
    offer: AdminOffer.nullable().optional(),
  }).optional(),
  /** A private session booked by slot and paid, which this enquiry stands for in the inbox. */
  session: z
    .object({
      starts_at: timestamp,
      ends_at: timestamp,
      time_zone: z.string(),
      status: z.string(),
      amount_cents: z.number(),
      currency: z.string(),
      refund_cents: z.number().nullable(),
    })
    .nullable()
    .optional(),
  /** Oldest first. */
  replies: z.array(MessageReply),
})
export type MessageDetail = z.infer<typeof MessageDetail>

/** `201` from the reply endpoint: the reply is stored and its email waits in the outbox. */
export const ReplyReceipt = z.object({ id: z.string(), queued: z.literal(true) })
export type ReplyReceipt = z.infer<typeof ReplyReceipt>
