import type { MessageSummary } from '../../_shared/contract/admin/messages.ts'
import type { Tx } from '../../_shared/db/request-context.ts'
import type { LeftJoined, TableRow } from '../../_shared/db/rows.ts'

export const EXCERPT_LENGTH = 160

/** A message with its booking or enquiry fields, as `summaryColumns` selects it. */
export type SummaryRow = Pick<
  TableRow<'messages'>,
  'id' | 'kind' | 'name' | 'email' | 'created_at' | 'read_at' | 'archived_at'
> &
  LeftJoined<Pick<TableRow<'booking_requests'>, 'event_type' | 'status' | 'quote_cents'>> &
  LeftJoined<Pick<TableRow<'service_enquiries'>, 'service' | 'genre' | 'hours'>> & {
    /** The body's start, cut by the query. */
    body_start: string
    /** Read as text (`yyyy-mm-dd`). */
    preferred_date: string | null
  }

/** The messages with their details; `m`, `b` and `e` are the aliases the columns use. */
export function messagesWithDetails(tx: Tx) {
  return tx`
    public.messages as m
    left join public.booking_requests as b on b.message_id = m.id
    left join public.service_enquiries as e on e.message_id = m.id`
}

export function summaryColumns(tx: Tx) {
  return tx`
    m.id, m.kind, m.name, m.email, left(m.body, ${EXCERPT_LENGTH * 2}) as body_start,
    m.created_at, m.read_at, m.archived_at,
    b.event_type, b.preferred_date::text as preferred_date, b.status, b.quote_cents,
    e.service, e.genre, e.hours`
}

/** One message as the inbox lists it, or null when there is none with this id. */
export async function messageSummary(tx: Tx, id: string): Promise<MessageSummary | null> {
  const [row] = await tx<SummaryRow[]>`
    select ${summaryColumns(tx)} from ${messagesWithDetails(tx)} where m.id = ${id}`
  return row ? toSummary(row) : null
}

export function toSummary(row: SummaryRow): MessageSummary {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    excerpt: excerpt(row.body_start),
    created_at: row.created_at.toISOString(),
    read_at: row.read_at?.toISOString() ?? null,
    archived_at: row.archived_at?.toISOString() ?? null,
    ...(row.kind === 'booking' && row.event_type && row.preferred_date && row.status
      ? {
          booking: {
            event_type: row.event_type,
            preferred_date: row.preferred_date,
            status: row.status,
            quote_cents: row.quote_cents,
          },
        }
      : {}),
    ...(row.kind === 'enquiry' && row.service && row.genre !== null
      ? { enquiry: { service: row.service, genre: row.genre, hours: row.hours } }
      : {}),
  }
}

/** The start of a text on one line, cut at a word where possible. */
export function excerpt(text: string, max = EXCERPT_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim()
  if (line.length <= max) return line
  const cut = line.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}
