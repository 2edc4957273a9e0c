import type { ReplyInput, ReplyReceipt } from '../../_shared/contract/admin/messages.ts'
import type { Locale } from '../../_shared/contract/forms.ts'
import type { Tx } from '../../_shared/db/request-context.ts'
import type { LeftJoined, TableRow } from '../../_shared/db/rows.ts'
import { queueEmailAsAdmin } from '../../_shared/email/outbox.ts'
import { messageReply, type ReplyTopic } from '../../_shared/email/templates/reply.ts'
import { messageNotFound } from './params.ts'
import { messagesWithDetails } from './summary.ts'

/**
 * The message (its `locale` one of the languages its check allows; `sent_on` its day, computed),
 * its booking's day as text and its enquiry's service where there is one, and the sender's name.
 */
type ReplyTarget = Pick<TableRow<'messages'>, 'kind' | 'email'> &
  LeftJoined<Pick<TableRow<'service_enquiries'>, 'service'>> &
  Pick<TableRow<'settings'>, 'brand_name' | 'contact_email'> & {
    locale: Locale
    sent_on: string
    preferred_date: string | null
  }

/**
 * Records the admin's reply and queues it by email to the sender, in one transaction: the reply
 * exists exactly when its email does. Replies to the email reach the owner's contact address.
 */
export async function replyToMessage(
  tx: Tx,
  authorId: string,
  id: string,
  input: ReplyInput,
): Promise<ReplyReceipt> {
  const [target] = await tx<ReplyTarget[]>`
    select m.kind, m.email, m.locale, (m.created_at at time zone 'UTC')::date::text as sent_on,
      b.preferred_date::text as preferred_date, e.service, s.brand_name, s.contact_email
    from ${messagesWithDetails(tx)}
    cross join public.settings as s
    where m.id = ${id}`
  if (!target) throw messageNotFound()

  const [reply] = await tx<{ id: string }[]>`
    insert into public.message_replies (message_id, author_id, body)
    values (${id}, ${authorId}, ${input.body})
    returning id`
  if (!reply) throw new Error('The reply was not stored')

  const email = messageReply(
    { locale: target.locale, brandName: target.brand_name },
    { body: input.body, subject: input.subject, topic: topicOf(target), sentOn: target.sent_on },
  )
  await queueEmailAsAdmin(tx, {
    dedupeKey: `reply:${reply.id}`,
    template: 'message_reply',
    to: target.email,
    replyTo: target.contact_email,
    subject: email.subject,
    html: email.html,
    text: email.text,
  })
  return { id: reply.id, queued: true }
}

function topicOf(target: ReplyTarget): ReplyTopic {
  if (target.kind === 'booking' && target.preferred_date) {
    return { kind: 'booking', date: target.preferred_date }
  }
  if (target.kind === 'enquiry' && target.service) {
    return { kind: 'enquiry', service: target.service }
  }
  return { kind: 'contact' }
}
