import type { Sql } from '../../platform/db/database.ts'
import type { Fixtures, TableCase } from './rls-matrix.ts'

const D = 'denied' as const

/** The mailing list's rows for the RLS tests: two fans, a link, a segment, two announcements. */
export async function insertMailingFixtures(sql: Sql, ownerId: string) {
  await sql`
    insert into public.subscribers (email, locale, status, source, consent_text, confirmed_at)
    values ('ana@example.com', 'es', 'confirmed', 'form', 'Quiero recibir novedades.', now()),
      ('new@example.com', 'en', 'pending', 'form', 'Yes, email me news.', null)`
  await sql`
    insert into public.subscriber_tokens (token_hash, email, purpose, expires_at)
    values (${'a'.repeat(64)}, 'new@example.com', 'confirm', now() + interval '1 day')`
  await sql`insert into public.mailing_segments (locale, resend_segment_id) values ('es', 'seg_fixture_es')`
  const [sent] = await sql<{ id: string }[]>`
    insert into public.announcements (subject, body, status, sent_at, created_by)
    values ('{"es": "Nuevo EP"}', '{"es": "Ya está aquí."}', 'sent', now(), ${ownerId}) returning id`
  await sql`
    insert into public.announcements (subject, body, created_by)
    values ('{"es": "Borrador"}', '{"es": "Aún no."}', ${ownerId})`
  await sql`
    insert into public.announcement_broadcasts (announcement_id, locale, resend_broadcast_id, recipients, sent_at)
    values (${sent!.id}, 'es', 'bc_fixture', 1, now())`
  await sql`insert into public.mailing_erasures (resend_contact_id) values ('contact_fixture')`
  await sql`
    insert into public.mail_suppressions (email, reason) values ('gone@example.com', 'bounced')`
  await sql`insert into public.resend_webhook_events (id, type) values ('msg_fixture', 'email.bounced')`
  return { sentAnnouncementId: sent!.id }
}

/**
 * Fans reach the list only through the site function's private.* entry points; admins read it,
 * record Resend's state of each fan, and write, send and (as drafts) delete announcements.
 */
export function mailingRlsMatrix(f: Fixtures): TableCase[] {
  return [
    {
      table: 'public.subscribers',
      sql: {
        select: 'select count(*)::int as n from public.subscribers',
        insert: `insert into public.subscribers (email, source, consent_text) values ('eve@example.com', 'form', 'Yes')`,
        update: 'update public.subscribers set status = status',
        delete: 'delete from public.subscribers',
      },
      expect: {
        select: [D, 0, 0, 0, 2, 2],
        insert: [D, D, D, D, D, 'ok'],
        update: [D, 0, 0, 0, 2, 2],
        delete: [D, D, D, D, D, 2],
      },
    },
    {
      table: 'public.subscriber_tokens',
      sql: {
        select: 'select count(*)::int as n from public.subscriber_tokens',
        insert: `insert into public.subscriber_tokens (token_hash, email, purpose, expires_at)
                 values ('${'b'.repeat(64)}', 'eve@example.com', 'manage', now())`,
        update: 'update public.subscriber_tokens set used_at = used_at',
        delete: 'delete from public.subscriber_tokens',
      },
      expect: {
        select: [D, D, D, D, D, 1],
        insert: [D, D, D, D, D, 'ok'],
        update: [D, D, D, D, D, 1],
        delete: [D, D, D, D, D, 1],
      },
    },
    {
      table: 'public.mailing_segments',
      sql: {
        select: 'select count(*)::int as n from public.mailing_segments',
        insert: `insert into public.mailing_segments (locale, resend_segment_id) values ('en', 'seg_new')`,
        update: 'update public.mailing_segments set resend_segment_id = resend_segment_id',
        delete: 'delete from public.mailing_segments',
      },
      expect: {
        select: [D, 0, 0, 0, 1, 1],
        insert: [D, D, D, D, 'ok', 'ok'],
        update: [D, D, D, D, D, 1],
        delete: [D, D, D, D, D, 1],
      },
    },
    {
      table: 'public.announcements',
      sql: {
        select: 'select count(*)::int as n from public.announcements',
        insert: `insert into public.announcements (subject, body, created_by)
                 values ('{"es": "Hola"}', '{"es": "Hola"}', '${f.owner.id}')`,
        update: 'update public.announcements set topic = topic',
        delete: 'delete from public.announcements',
      },
      expect: {
        select: [D, 0, 0, 0, 2, 2],
        insert: [D, D, D, D, 'ok', 'ok'],
        update: [D, 0, 0, 0, 2, 2],
        delete: [D, 0, 0, 0, 1, 2],
      },
    },
    {
      table: 'public.announcement_broadcasts',
      sql: {
        select: 'select count(*)::int as n from public.announcement_broadcasts',
        insert: `insert into public.announcement_broadcasts (announcement_id, locale)
                 values ('${f.sentAnnouncementId}', 'en')`,
        update: 'update public.announcement_broadcasts set recipients = recipients',
        delete: 'delete from public.announcement_broadcasts',
      },
      expect: {
        select: [D, 0, 0, 0, 1, 1],
        insert: [D, D, D, D, 'ok', 'ok'],
        update: [D, 0, 0, 0, 1, 1],
        delete: [D, D, D, D, D, 1],
      },
    },
    {
      table: 'public.mailing_erasures',
      sql: {
        select: 'select count(*)::int as n from public.mailing_erasures',
        insert: `insert into public.mailing_erasures (resend_contact_id) values ('contact_new')`,
        update: 'update public.mailing_erasures set created_at = created_at',
        delete: 'delete from public.mailing_erasures',
      },
      expect: {
        select: [D, 0, 0, 0, 1, 1],
        insert: [D, D, D, D, D, 'ok'],
        update: [D, D, D, D, D, 1],
        delete: [D, 0, 0, 0, 1, 1],
      },
    },
    {
      // Resend's webhook writes them (service role); admins read who is never mailed again.
      table: 'public.mail_suppressions',
      sql: {
        select: 'select count(*)::int as n from public.mail_suppressions',
        insert: `insert into public.mail_suppressions (email, reason) values ('eve@example.com', 'complained')`,
        update: 'update public.mail_suppressions set detail = detail',
        delete: 'delete from public.mail_suppressions',
      },
      expect: {
        select: [D, 0, 0, 0, 1, 1],
        insert: [D, D, D, D, D, 'ok'],
        update: [D, D, D, D, D, 1],
        delete: [D, D, D, D, D, 1],
      },
    },
    {
      table: 'public.resend_webhook_events',
      sql: {
        select: 'select count(*)::int as n from public.resend_webhook_events',
        insert: `insert into public.resend_webhook_events (id, type) values ('msg_new', 'email.complained')`,
        update: 'update public.resend_webhook_events set type = type',
        delete: 'delete from public.resend_webhook_events',
      },
      expect: {
        select: [D, D, D, D, D, 1],
        insert: [D, D, D, D, D, 'ok'],
        update: [D, D, D, D, D, 1],
        delete: [D, D, D, D, D, 1],
      },
    },
  ]
}
