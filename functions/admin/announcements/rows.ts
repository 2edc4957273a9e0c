import type { Locale } from '../../_shared/contract/forms.ts'
import type {
  AdminAnnouncement,
  AdminAnnouncementList,
  AnnouncementInput,
} from '../../_shared/contract/mailing.ts'
import type { Tx } from '../../_shared/db/request-context.ts'
import { AppError } from '../../_shared/http/errors.ts'

type Row = Omit<AdminAnnouncement, 'created_at' | 'sent_at' | 'recipients' | 'recipients_total'> & {
  created_at: Date
  sent_at: Date | null
  recipients: Partial<Record<Locale, number>> | null
}

const SELECT_ANNOUNCEMENTS = (tx: Tx) => tx`
  select a.id, a.topic, a.subject, a.body, a.track_id, a.gig_id, a.status::text as status,
    a.created_at, a.sent_at,
    (select jsonb_object_agg(b.locale, b.recipients) from public.announcement_broadcasts as b
      where b.announcement_id = a.id and b.sent_at is not null) as recipients
  from public.announcements as a`

/** Newest first, each with what it reached; and the list itself, counted. */
export async function listAnnouncements(tx: Tx): Promise<AdminAnnouncementList> {
  const rows = await tx<Row[]>`${SELECT_ANNOUNCEMENTS(tx)} order by a.created_at desc limit 100`
  const counts = await tx<{ status: string; locale: Locale; count: number }[]>`
    select status::text as status, locale, count(*)::integer as count
    from public.subscribers group by status, locale`
  const confirmed: Partial<Record<Locale, number>> = {}
  const total = (status: string) =>
    counts.filter((row) => row.status === status).reduce((sum, row) => sum + row.count, 0)
  for (const row of counts) if (row.status === 'confirmed') confirmed[row.locale] = row.count
  return {
    items: rows.map(toAdminAnnouncement),
    audience: {
      confirmed,
      confirmed_total: total('confirmed'),
      pending: total('pending'),
      unsubscribed: total('unsubscribed'),
      bounced: total('bounced'),
      complained: total('complained'),
    },
  }
}

export async function readAnnouncement(tx: Tx, id: string): Promise<AdminAnnouncement> {
  const [row] = await tx<Row[]>`${SELECT_ANNOUNCEMENTS(tx)} where a.id = ${id}`
  if (!row) throw announcementNotFound()
  return toAdminAnnouncement(row)
}

export async function insertAnnouncement(
  tx: Tx,
  input: AnnouncementInput,
  authorId: string,
): Promise<string> {
  const [row] = await tx<{ id: string }[]>`
    insert into public.announcements (topic, subject, body, track_id, gig_id, created_by)
    values (${input.topic}, ${tx.json(input.subject)}, ${tx.json(input.body)}, ${input.track_id},
      ${input.gig_id}, ${authorId})
    returning id`
  return row!.id
}

function toAdminAnnouncement(row: Row): AdminAnnouncement {
  const recipients = row.recipients ?? {}
  return {
    id: row.id,
    topic: row.topic,
    subject: row.subject,
    body: row.body,
    track_id: row.track_id,
    gig_id: row.gig_id,
    status: row.status,
    created_at: row.created_at.toISOString(),
    sent_at: row.sent_at?.toISOString() ?? null,
    recipients,
    recipients_total: Object.values(recipients).reduce((sum, count) => sum + (count ?? 0), 0),
  }
}

export function announcementNotFound() {
  return new AppError('announcement_not_found')
}
