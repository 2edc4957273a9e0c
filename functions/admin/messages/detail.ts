import {
  BOOKING_TRANSITIONS,
  type MessageDetail,
  type MessageReply,
} from '../../_shared/contract/admin/messages.ts'
import { estimateBookingCents } from '../../_shared/contract/booking-estimate.ts'
import type { Locale } from '../../_shared/contract/forms.ts'
import type { Tx } from '../../_shared/db/request-context.ts'
import type { LeftJoined, TableRow } from '../../_shared/db/rows.ts'
import { bookedSession, latestOffer } from '../offers/offer-summary.ts'
import { messageNotFound } from './params.ts'
import { messagesWithDetails } from './summary.ts'

/**
 * The message (its `locale` one of the languages its check allows), its booking or enquiry where
 * there is one (`preferred_date` read as text), and the rates a booking's estimate needs.
 */
type DetailRow = Pick<
  TableRow<'messages'>,
  'id' | 'kind' | 'name' | 'email' | 'body' | 'created_at' | 'read_at' | 'archived_at'
> &
  LeftJoined<
    Pick<
      TableRow<'booking_requests'>,
      'event_type' | 'location' | 'set_hours' | 'status' | 'quote_cents' | 'status_changed_at'
    >
  > &
  LeftJoined<Pick<TableRow<'service_enquiries'>, 'service' | 'genre' | 'hours'>> &
  Pick<TableRow<'settings'>, 'dj_show_rate_cents' | 'dj_show_block_hours' | 'currency'> & {
    locale: Locale
    preferred_date: string | null
  }

/** A reply, with its author's address from `private.reply_author_emails`. */
type ReplyRow = Pick<TableRow<'message_replies'>, 'id' | 'body' | 'created_at'> & {
  author_email: string | null
}

/**
 * A message in full: its text, its booking or enquiry, and the replies sent so far; with
 * `offers` (the site's address and the clock), a booking's latest offer too.
 */
export async function messageDetail(
  tx: Tx,
  id: string,
  offers?: { siteUrl: string; now: Date },
): Promise<MessageDetail> {
  const [row] = await tx<DetailRow[]>`
    select m.id, m.kind, m.name, m.email, m.body, m.locale, m.created_at, m.read_at, m.archived_at,
      b.event_type, b.preferred_date::text as preferred_date, b.location, b.set_hours, b.status,
      b.quote_cents, b.status_changed_at, e.service, e.genre, e.hours,
      s.dj_show_rate_cents, s.dj_show_block_hours, s.currency
    from ${messagesWithDetails(tx)}
    cross join public.settings as s
    where m.id = ${id}`
  if (!row) throw messageNotFound()
  const replies = await tx<ReplyRow[]>`
    select r.id, r.body, a.author_email, r.created_at
    from public.message_replies as r
    left join private.reply_author_emails(${id}) as a on a.reply_id = r.id
    where r.message_id = ${id}
    order by r.created_at, r.id`
  const detail = toDetail(row, replies)
  if (detail.booking && offers) {
    detail.booking.offer = await latestOffer(tx, id, offers.siteUrl, offers.now)
  }
  if (detail.enquiry?.service === 'private_session') detail.session = await bookedSession(tx, id)
  return detail
}

function toDetail(row: DetailRow, replies: ReplyRow[]): MessageDetail {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    body: row.body,
    locale: row.locale,
    created_at: row.created_at.toISOString(),
    read_at: row.read_at?.toISOString() ?? null,
    archived_at: row.archived_at?.toISOString() ?? null,
    ...(row.kind === 'booking' ? { booking: bookingDetail(row) } : {}),
    ...(row.kind === 'enquiry' && row.service && row.genre !== null
      ? { enquiry: { service: row.service, genre: row.genre, hours: row.hours } }
      : {}),
    replies: replies.map(
      (reply): MessageReply => ({
        id: reply.id,
        body: reply.body,
        author_email: reply.author_email,
        created_at: reply.created_at.toISOString(),
      }),
    ),
  }
}

function bookingDetail(row: DetailRow): NonNullable<MessageDetail['booking']> {
  if (!row.event_type || !row.preferred_date || !row.status || !row.status_changed_at) {
    throw new Error(`Booking ${row.id} has no booking_requests row`)
  }
  const rates = {
    dj_show_cents: row.dj_show_rate_cents,
    dj_show_block_hours: row.dj_show_block_hours,
  }
  return {
    event_type: row.event_type,
    preferred_date: row.preferred_date,
    location: row.location,
    set_hours: row.set_hours,
    status: row.status,
    quote_cents: row.quote_cents,
    status_changed_at: row.status_changed_at.toISOString(),
    next_statuses: [...BOOKING_TRANSITIONS[row.status]],
    estimate: {
      total_cents: estimateBookingCents(row.set_hours ?? undefined, rates),
      hours: row.set_hours ?? rates.dj_show_block_hours,
      currency: row.currency,
    },
  }
}
