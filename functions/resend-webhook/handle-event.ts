import { runAs, type Sql } from '../_shared/db/request-context.ts'
import type { ResendEvent } from './event-schema.ts'

export type WebhookOutcome =
  | { duplicate: true }
  | { duplicate: false; suppressed: number; ignored?: 'event_type' | 'transient_bounce' }

/**
 * Acts on one verified webhook message, in one transaction, exactly once per message id (Svix's
 * `svix-id`, recorded first: a replay or a concurrent redelivery finds it and changes nothing).
 * A bounce for good (`Permanent`) or a spam complaint suppresses each address it names: never
 * mailed again. The fan on the list is marked bounced or complained (announcements go only to
 * confirmed fans, and their Resend contact is unsubscribed at the next sync), and the outbox's
 * emails still waiting for the address fail with the reason. A transient bounce (a full mailbox)
 * is recorded and nothing more: the next email may well arrive. Background work on Resend's word,
 * so it runs as the service role.
 */
export function handleResendEvent(
  sql: Sql,
  messageId: string,
  event: ResendEvent,
): Promise<WebhookOutcome> {
  const type = event.type === 'other' ? event.name : event.type
  return runAs(sql, { role: 'service_role' }, async (tx) => {
    const recorded = await tx`
      insert into public.resend_webhook_events (id, type) values (${messageId}, ${type})
      on conflict (id) do nothing
      returning id`
    if (recorded.length === 0) return { duplicate: true }
    if (event.type === 'other') return { duplicate: false, suppressed: 0, ignored: 'event_type' }
    if (event.type === 'email.bounced' && event.data.bounce.type !== 'Permanent') {
      return { duplicate: false, suppressed: 0, ignored: 'transient_bounce' }
    }
    const reason = event.type === 'email.bounced' ? 'bounced' : 'complained'
    const detail =
      event.type === 'email.bounced'
        ? [event.data.bounce.type, event.data.bounce.subType, event.data.bounce.message]
            .filter(Boolean)
            .join(': ')
            .slice(0, 1000)
        : null
    const addresses = [...new Set(event.data.to)]
    await tx`
      insert into public.mail_suppressions (email, reason, detail, resend_email_id)
      select address, ${reason}, ${detail}, ${event.data.email_id}
      from unnest(${addresses}::text[]) as address
      on conflict (email) do nothing`
    await tx`
      update public.subscribers
      set status = ${reason}::public.subscriber_status, unsubscribed_at = coalesce(unsubscribed_at, now())
      where lower(email) = any(${addresses}::text[])
        and status::text not in ('bounced', 'complained')`
    await tx`
      update public.email_outbox
      set status = 'failed', last_error = ${`Not sent: Resend reported the address ${reason}.`}
      where status = 'pending' and send_key is null and lower(to_email) = any(${addresses}::text[])`
    return { duplicate: false, suppressed: addresses.length }
  })
}
