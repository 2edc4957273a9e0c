import type { Locale } from '../../_shared/contract/forms.ts'
import type {
  AdminAnnouncement,
  AdminAnnouncementList,
  AnnouncementInput,
} from '../../_shared/contract/mailing.ts'
import type { Tx } from '../../_shared/db/request-context.ts'
import type { TableRow } from '../../_shared/db/rows.ts'
import { AppError } from '../../_shared/http/errors.ts'

/**
 * The announcement (its `topic` one of those its check allows, its texts in the jsonb shape the
 * admin writes), with the fans each language's broadcast reached, aggregated by the query.
 */
type Row = Pick<
  TableRow<'announcements'>,
  'id' | 'track_id' | 'gig_id' | 'status' | 'created_at' | 'updated_at' | 'sent_at'
> &
  Pick<AdminAnnouncement, 'topic' | 'subject' | 'body'> & {
    recipients: Partial<Record<Locale, number>> | null
  }

const SELECT_ANNOUNCEMENTS = (tx: Tx) => tx`
  select a.id, a.topic, a.subject, a.body, a.track_id, a.gig_id, a.status::text as status,
    a.created_at, a.updated_at, a.sent_at,
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

/**
 * A draft's new texts (and what it is about), in full. Only a draft changes: one being sent or
 * sent is what its fans got, so it answers 409; the row is locked, so a send that starts at the
 * same moment waits for this edit or makes it refuse.
 */
export async function updateDraft(
  tx: Tx,
  id: string,
  input: Omit<AnnouncementInput, 'send'>,
): Promise<void> {
  await lockDraft(tx, id)
  await tx`
    update public.announcements
    set topic = ${input.topic}, subject = ${tx.json(input.subject)}, body = ${tx.json(input.body)},
      track_id = ${input.track_id}, gig_id = ${input.gig_id}
    where id = ${id}`
}

/** Deletes a draft; one being sent or sent stays (409), as the list's record of what went out. */
export async function deleteDraft(tx: Tx, id: string): Promise<void> {
  await lockDraft(tx, id)
  await tx`delete from public.announcements where id = ${id} and status = 'draft'`
}

async function lockDraft(tx: Tx, id: string) {
  const [row] = await tx<{ status: string }[]>`
    select status::text as status from public.announcements where id = ${id} for update`
  if (!row) throw announcementNotFound()
  if (row.status !== 'draft') {
    throw new AppError(
      'announcement_already_sent',
      row.status === 'sending'
        ? 'This announcement is being sent: it can no longer be changed.'
        : 'This announcement has been sent: it can no longer be changed.',
    )
  }
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
    updated_at: row.updated_at.toISOString(),
    sent_at: row.sent_at?.toISOString() ?? null,
    recipients,
    recipients_total: Object.values(recipients).reduce((sum, count) => sum + (count ?? 0), 0),
  }
}

export function announcementNotFound() {
  return new AppError('announcement_not_found')
}
