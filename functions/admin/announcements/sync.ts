import type { Resend } from 'resend'
import { LOCALES, type Locale } from '../../_shared/contract/forms.ts'
import type { TableRow } from '../../_shared/db/rows.ts'
import { resendData, resendDataOrNull } from '../../_shared/mailing/resend.ts'
import type { RunInTransaction } from '../promotions/rows.ts'

export type SegmentIds = Record<Locale, string>

/** A fan, their `locale` one of the languages its check allows. */
type SubscriberRow = Pick<
  TableRow<'subscribers'>,
  'id' | 'email' | 'status' | 'resend_contact_id' | 'resend_segment_id' | 'resend_unsubscribed'
> & { locale: Locale }

/**
 * Brings Resend's contacts in line with the list before a broadcast: a segment per language;
 * unsubscribes made on Resend's own page (its List-Unsubscribe link) taken into the list; contacts
 * of erased fans deleted; and each confirmed fan a subscribed contact in their language's segment,
 * each one who left an unsubscribed one. Every Resend call happens between short transactions,
 * and each answer is recorded at once, so a failure midway leaves a sync the next run finishes.
 */
export async function syncAudience(run: RunInTransaction, resend: Resend, brand: string) {
  const segments = await ensureSegments(run, resend, brand)
  await takeInResendUnsubscribes(run, resend, segments)
  await deleteErasedContacts(run, resend)
  await pushChanges(run, resend, segments)
  return segments
}

async function ensureSegments(run: RunInTransaction, resend: Resend, brand: string) {
  const known = await readSegments(run)
  for (const locale of LOCALES) {
    if (known[locale]) continue
    const segment = await resendData(resend.segments.create({ name: `${brand} (${locale})` }))
    await run(
      (tx) => tx`
        insert into public.mailing_segments (locale, resend_segment_id) values (${locale}, ${segment.id})
        on conflict (locale) do nothing`,
    )
  }
  const segments = await readSegments(run)
  return Object.fromEntries(LOCALES.map((locale) => [locale, segments[locale] ?? ''])) as SegmentIds
}

async function readSegments(run: RunInTransaction): Promise<Partial<SegmentIds>> {
  const rows = await run(
    (tx) => tx<{ locale: Locale; resend_segment_id: string }[]>`
      select locale, resend_segment_id from public.mailing_segments`,
  )
  return Object.fromEntries(rows.map((row) => [row.locale, row.resend_segment_id]))
}

/** A fan who unsubscribed through Resend's link is unsubscribed here too, and stays so. */
async function takeInResendUnsubscribes(
  run: RunInTransaction,
  resend: Resend,
  segments: SegmentIds,
) {
  const unsubscribed: string[] = []
  for (const segmentId of new Set(Object.values(segments))) {
    let after: string | undefined
    for (;;) {
      const page = await resendData(
        resend.contacts.list({ segmentId, limit: 100, ...(after ? { after } : {}) }),
      )
      for (const contact of page.data) if (contact.unsubscribed) unsubscribed.push(contact.id)
      if (!page.has_more || page.data.length === 0) break
      after = page.data.at(-1)?.id
    }
  }
  if (unsubscribed.length === 0) return
  // Only fans Resend last had as subscribed: one who left there and has since confirmed again
  // here is subscribed again at Resend below, not unsubscribed here.
  await run(
    (tx) => tx`
      update public.subscribers
      set status = 'unsubscribed', unsubscribed_at = now(), resend_unsubscribed = true
      where resend_contact_id = any(${unsubscribed}) and status in ('pending', 'confirmed')
        and resend_unsubscribed = false`,
  )
}

async function deleteErasedContacts(run: RunInTransaction, resend: Resend) {
  const rows = await run(
    (tx) =>
      tx<{ resend_contact_id: string }[]>`select resend_contact_id from public.mailing_erasures`,
  )
  for (const { resend_contact_id: id } of rows) {
    await resendDataOrNull(resend.contacts.remove(id))
    await run((tx) => tx`delete from public.mailing_erasures where resend_contact_id = ${id}`)
  }
}

async function pushChanges(run: RunInTransaction, resend: Resend, segments: SegmentIds) {
  const rows = await run(
    (tx) => tx<SubscriberRow[]>`
      select id, email, locale, status, resend_contact_id, resend_segment_id, resend_unsubscribed
      from public.subscribers
      where (status = 'confirmed' and (resend_contact_id is null or resend_unsubscribed
          or resend_segment_id is distinct from (
            select resend_segment_id from public.mailing_segments as m where m.locale = subscribers.locale)))
        or (status in ('unsubscribed', 'bounced', 'complained') and resend_contact_id is not null
          and resend_unsubscribed is not true)
      order by created_at`,
  )
  for (const row of rows) {
    if (row.status === 'confirmed') await subscribeContact(run, resend, row, segments[row.locale])
    else await unsubscribeContact(run, resend, row)
  }
}

async function subscribeContact(
  run: RunInTransaction,
  resend: Resend,
  row: SubscriberRow,
  segmentId: string,
) {
  const existing = await resendDataOrNull(resend.contacts.get({ email: row.email }))
  let contactId: string
  if (existing) {
    contactId = existing.id
    if (existing.unsubscribed)
      await resendData(resend.contacts.update({ id: contactId, unsubscribed: false }))
    await resendData(resend.contacts.segments.add({ contactId, segmentId }))
  } else {
    const created = await resendData(
      resend.contacts.create({
        email: row.email,
        unsubscribed: false,
        segments: [{ id: segmentId }],
      }),
    )
    contactId = created.id
  }
  // A fan who changed language leaves the segment of the old one.
  if (row.resend_segment_id && row.resend_segment_id !== segmentId) {
    await resendDataOrNull(
      resend.contacts.segments.remove({ contactId, segmentId: row.resend_segment_id }),
    )
  }
  await run(
    (tx) => tx`
      update public.subscribers
      set resend_contact_id = ${contactId}, resend_segment_id = ${segmentId}, resend_unsubscribed = false
      where id = ${row.id}`,
  )
}

async function unsubscribeContact(run: RunInTransaction, resend: Resend, row: SubscriberRow) {
  const contactId = row.resend_contact_id
  if (!contactId) return
  await resendDataOrNull(resend.contacts.update({ id: contactId, unsubscribed: true }))
  await run(
    (tx) => tx`update public.subscribers set resend_unsubscribed = true where id = ${row.id}`,
  )
}
