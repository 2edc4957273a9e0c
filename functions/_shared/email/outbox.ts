import type { Tx } from '../db/request-context.ts'

export type EmailAttachment = { filename: string; content_base64: string; content_type: string }

/** An email ready to send: rendered, addressed, with the key that makes queueing it idempotent. */
export type OutboundEmail = {
  /** What the email is about, e.g. `order:<id>:buyer`; an email with a known key is not queued twice. */
  dedupeKey: string
  template: string
  to: string
  replyTo?: string
  subject: string
  html: string
  text: string
  attachments?: EmailAttachment[]
}

/**
 * Puts emails in the outbox inside the caller's transaction: they exist exactly when what they
 * announce exists. Works as `anon` (through private.queue_emails) and as the service role.
 */
export async function queueEmails(tx: Tx, emails: OutboundEmail[]): Promise<void> {
  if (emails.length === 0) return
  const rows = emails.map((email) => ({
    dedupe_key: email.dedupeKey,
    template: email.template,
    to_email: email.to,
    reply_to: email.replyTo ?? null,
    subject: email.subject,
    html: email.html,
    text_body: email.text,
    attachments: email.attachments ?? [],
  }))
  await tx`select private.queue_emails(${tx.json(rows)})`
}

/**
 * Queues an email as the signed-in admin: the outbox's RLS lets an admin insert a pending row
 * (private.queue_emails is the site's door, for anonymous callers). Returns false when an email
 * with that key was already queued.
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
