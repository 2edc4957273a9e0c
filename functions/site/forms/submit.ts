import type { Locale } from '../../_shared/contract/forms.ts'
import { runAs } from '../../_shared/db/request-context.ts'
import { type OutboundEmail, queueEmails } from '../../_shared/email/outbox.ts'
import type { SiteDeps } from '../deps.ts'
import { subscribeSender } from './news-opt-in.ts'
import { enforceSenderLimits } from './rate-limit.ts'

/** What the form services need. `kickOutbox`, when given, is told that emails await sending. */
export type FormsDeps = Pick<SiteDeps, 'env' | 'sql' | 'now'> & { kickOutbox?: () => void }

/** The answer to an accepted (or silently dropped) submission: `201 { id, status }`. */
export type Receipt = { id: string; status: 'received' }

export type Submission = {
  id: string
  message: {
    kind: 'contact' | 'booking' | 'enquiry'
    name: string
    email: string
    body: string
    locale: Locale
  }
  /** The booking or enquiry fields `private.submit_message` stores beside the message. */
  details: Record<string, string | number | null>
  /** The sender's network address, for the per-address rate limit (and the consent's record). */
  address: string | null
  emails: OutboundEmail[]
  /** The sender ticked the box for news by email: they are asked to confirm (double opt-in). */
  subscribe?: boolean
}

/**
 * Stores a submission and queues its emails in one transaction as `anon`, after counting it
 * against the sender's rate limits: the message and its emails exist together or not at all.
 */
export async function acceptSubmission(deps: FormsDeps, submission: Submission): Promise<Receipt> {
  const { id, message } = submission
  await runAs(deps.sql, { role: 'anon' }, async (tx) => {
    await enforceSenderLimits(tx, { email: message.email, address: submission.address })
    await tx`select private.submit_message(${tx.json({ id, ...message })}, ${tx.json(submission.details)})`
    await queueEmails(tx, submission.emails)
    if (submission.subscribe) await subscribeSender(tx, deps, message, submission.address)
  })
  // Only after the commit: a worker woken earlier would not see the new rows. The submission is
  // stored whatever the hook does; the outbox's own timer sends the emails if the kick fails.
  try {
    deps.kickOutbox?.()
  } catch (error) {
    console.error('[forms] could not wake the email outbox', error)
  }
  return { id, status: 'received' }
}
