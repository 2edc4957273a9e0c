import type { Resend } from 'resend'
import { LOCALES, type Locale } from '../../_shared/contract/forms.ts'
import type { AdminAnnouncement } from '../../_shared/contract/mailing.ts'
import type { TableRow } from '../../_shared/db/rows.ts'
import type { FunctionEnv } from '../../_shared/env.ts'
import { AppError } from '../../_shared/http/errors.ts'
import { announcementEmail } from '../../_shared/mailing/emails.ts'
import { readBrandName } from '../../_shared/mailing/request.ts'
import { resendData } from '../../_shared/mailing/resend.ts'
import type { RunInTransaction } from '../promotions/rows.ts'
import { announcementLinks } from './links.ts'
import { readAnnouncement } from './rows.ts'
import { syncAudience } from './sync.ts'

type Deps = { env: FunctionEnv; resend: Resend }

/** A language's broadcast, its `locale` one of those its check allows. */
type BroadcastRow = Pick<TableRow<'announcement_broadcasts'>, 'resend_broadcast_id' | 'sent_at'> & {
  locale: Locale
}

/**
 * Sends an announcement to every confirmed fan, each in their language (Spanish when it has none
 * in theirs): the contacts are synced first, then one Resend broadcast per language with fans is
 * created, recorded, and sent. Marked `sending` before anything leaves; a send that failed midway
 * can be sent again: a language whose broadcast went out is skipped, and one created but not sent
 * is sent, never created twice.
 */
export async function sendAnnouncement(
  deps: Deps,
  run: RunInTransaction,
  id: string,
): Promise<AdminAnnouncement> {
  const { announcement, brand, replyTo, linksFor } = await run(async (tx) => {
    const [row] = await tx<{ status: string }[]>`
      select status::text as status from public.announcements where id = ${id} for update`
    if (!row) throw new AppError('announcement_not_found')
    if (row.status === 'sent') throw new AppError('announcement_already_sent')
    await tx`update public.announcements set status = 'sending' where id = ${id}`
    const announcement = await readAnnouncement(tx, id)
    const [settings] = await tx<{ contact_email: string }[]>`
      select contact_email from public.settings limit 1`
    return {
      announcement,
      brand: await readBrandName(tx),
      replyTo: settings?.contact_email ?? null,
      linksFor: await announcementLinks(tx, deps.env.SITE_URL, announcement),
    }
  })

  const segments = await syncAudience(run, deps.resend, brand)
  // Counted after the sync, which takes in the fans who left through Resend's link.
  const audience = await run(
    (tx) => tx<{ locale: Locale; count: number }[]>`
      select locale, count(*)::integer as count from public.subscribers
      where status = 'confirmed' group by locale`,
  )
  for (const locale of LOCALES) {
    const fans = audience.find((row) => row.locale === locale)?.count ?? 0
    if (fans === 0) continue
    const email = announcementEmail(
      locale,
      brand,
      {
        subject: announcement.subject[locale] ?? announcement.subject.es ?? '',
        body: announcement.body[locale] ?? announcement.body.es ?? '',
        links: linksFor(locale),
      },
      deps.env.SITE_URL,
    )
    await sendInLanguage(deps, run, {
      id,
      locale,
      segmentId: segments[locale],
      fans,
      email,
      replyTo,
    })
  }

  return run(async (tx) => {
    await tx`update public.announcements set status = 'sent', sent_at = now() where id = ${id}`
    return readAnnouncement(tx, id)
  })
}

async function sendInLanguage(
  deps: Deps,
  run: RunInTransaction,
  broadcast: {
    id: string
    locale: Locale
    segmentId: string
    fans: number
    email: { subject: string; html: string; text: string }
    replyTo: string | null
  },
) {
  const { id, locale } = broadcast
  const [earlier] = await run(
    (tx) => tx<BroadcastRow[]>`
      select locale, resend_broadcast_id, sent_at from public.announcement_broadcasts
      where announcement_id = ${id} and locale = ${locale}`,
  )
  if (earlier?.sent_at) return
  let broadcastId = earlier?.resend_broadcast_id ?? null
  if (!broadcastId) {
    const created = await resendData(
      deps.resend.broadcasts.create({
        segmentId: broadcast.segmentId,
        from: deps.env.EMAIL_FROM,
        ...(broadcast.replyTo ? { replyTo: broadcast.replyTo } : {}),
        subject: broadcast.email.subject,
        html: broadcast.email.html,
        text: broadcast.email.text,
        name: `announcement ${id} (${locale})`,
      }),
    )
    broadcastId = created.id
    await run(
      (tx) => tx`
        insert into public.announcement_broadcasts (announcement_id, locale, resend_broadcast_id)
        values (${id}, ${locale}, ${broadcastId})
        on conflict (announcement_id, locale) do update set resend_broadcast_id = excluded.resend_broadcast_id`,
    )
  }
  // A send whose answer was lost went through: Resend no longer has it as a draft.
  const current = await resendData(deps.resend.broadcasts.get(broadcastId))
  if (current.status === 'draft') await resendData(deps.resend.broadcasts.send(broadcastId))
  await run(
    (tx) => tx`
      update public.announcement_broadcasts set sent_at = now(), recipients = ${broadcast.fans}
      where announcement_id = ${id} and locale = ${locale}`,
  )
}
