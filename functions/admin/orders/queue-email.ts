import type { Tx } from '../../_shared/db/request-context.ts'
import type { OutboundEmail } from '../../_shared/email/outbox.ts'

/**
 * Queues an email as the signed-in admin. The outbox's RLS lets an admin insert a pending row;
 * `queueEmails` (email/outbox.ts) goes through private.queue_emails, which only `anon` and the
 * service role may execute, so it cannot serve here. Returns false when the key was already used.
 */
export async function queueEmailAsAdmin(tx: Tx, email: OutboundEmail): Promise<boolean> {
  const queued = await tx`
    insert into public.email_outbox (dedupe_key, template, to_email, reply_to, subject, html,
      text_body, attachments)
    values (${email.dedupeKey}, ${email.template}, ${email.to}, ${email.replyTo ?? null},
      ${email.subject}, ${email.html}, ${email.text}, ${tx.json(email.attachments ?? [])})
    on conflict (dedupe_key) do nothing
    returning id`
  return queued.length > 0
}
