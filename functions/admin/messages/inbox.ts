import type { InboxPage, InboxQuery, UnreadCounts } from '../../_shared/contract/admin/messages.ts'
import type { Tx } from '../../_shared/db/request-context.ts'
import { messagesWithDetails, type SummaryRow, summaryColumns, toSummary } from './summary.ts'

/** One page of the inbox, newest first, with the number of matches and the unread counts. */
export async function listInbox(tx: Tx, query: InboxQuery): Promise<InboxPage> {
  const where = inboxFilter(tx, query)
  const rows = await tx<SummaryRow[]>`
    select ${summaryColumns(tx)}
    from ${messagesWithDetails(tx)}
    where ${where}
    order by m.created_at desc, m.id desc
    limit ${query.limit} offset ${query.offset}`
  const [count] = await tx<{ total: number }[]>`
    select count(*)::int as total from ${messagesWithDetails(tx)} where ${where}`
  return { items: rows.map(toSummary), total: count?.total ?? 0, unread: await unreadCounts(tx) }
}

/** Unread messages not archived, per kind: the sidebar badge. Served by a partial index. */
export async function unreadCounts(tx: Tx): Promise<UnreadCounts> {
  const [counts] = await tx<UnreadCounts[]>`
    select count(*)::int as "all",
      count(*) filter (where kind = 'contact')::int as contact,
      count(*) filter (where kind = 'booking')::int as booking,
      count(*) filter (where kind = 'enquiry')::int as enquiry
    from public.messages
    where read_at is null and archived_at is null`
  return counts ?? { all: 0, contact: 0, booking: 0, enquiry: 0 }
}

function inboxFilter(tx: Tx, query: InboxQuery) {
  const conditions = [statusCondition(tx, query.status)]
  if (query.kind) conditions.push(tx`m.kind = ${query.kind}`)
  if (query.booking_status) conditions.push(tx`b.status = ${query.booking_status}`)
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`
    conditions.push(
      tx`(m.name ilike ${pattern} or m.email ilike ${pattern} or m.body ilike ${pattern})`,
    )
  }
  return conditions.reduce((all, condition) => tx`${all} and ${condition}`)
}

function statusCondition(tx: Tx, status: InboxQuery['status']) {
  switch (status) {
    case undefined:
      return tx`m.archived_at is null`
    case 'unread':
      return tx`m.archived_at is null and m.read_at is null`
    case 'read':
      return tx`m.archived_at is null and m.read_at is not null`
    case 'archived':
      return tx`m.archived_at is not null`
    case 'all':
      return tx`true`
  }
}

/** Searches for the text itself: `%`, `_` and `\` match only themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}
