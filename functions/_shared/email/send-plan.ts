import { RESEND_BATCH_MAX } from './resend-batch.ts'
import type { OutboxEmail } from './resend-client.ts'

/** An outbox row claimed for sending. */
export type ClaimedEmail = OutboxEmail & {
  attempts: number
  /** The key of an earlier batch whose outcome is unknown (see sender.ts), else null. */
  send_key: string | null
}

/** One request to Resend. */
export type PlannedRequest =
  | { kind: 'single'; email: ClaimedEmail }
  | {
      kind: 'batch'
      /** Its Idempotency-Key. */
      key: string
      emails: ClaimedEmail[]
      /** Offered before under this key with an unknown outcome: the same emails, in the same order. */
      retry: boolean
    }

/**
 * How claimed emails go to Resend, in as few requests as its rules allow (each request counts
 * against its 2 a second):
 * - a batch whose earlier outcome is unknown goes again whole, under its key, in id order (the
 *   same body, so Resend answers the first sending rather than a conflict);
 * - an email with attachments alone to `POST /emails` (the batch endpoint takes none), keyed by
 *   its row id;
 * - the others together to `POST /emails/batch`, 100 at most a request, under a new key; one alone
 *   goes to `POST /emails` as before.
 */
export function planRequests(
  claimed: ClaimedEmail[],
  newKey: () => string = () => `batch-${crypto.randomUUID()}`,
): PlannedRequest[] {
  const plan: PlannedRequest[] = []
  const retried = new Map<string, ClaimedEmail[]>()
  const batchable: ClaimedEmail[] = []
  for (const email of claimed) {
    if (email.send_key !== null) {
      const group = retried.get(email.send_key) ?? []
      group.push(email)
      retried.set(email.send_key, group)
    } else if (email.attachments.length > 0) {
      plan.push({ kind: 'single', email })
    } else {
      batchable.push(email)
    }
  }
  for (const [key, emails] of retried) {
    emails.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    plan.unshift({ kind: 'batch', key, emails, retry: true })
  }
  if (batchable.length === 1) {
    plan.push({ kind: 'single', email: batchable[0]! })
  } else {
    for (let start = 0; start < batchable.length; start += RESEND_BATCH_MAX) {
      const emails = batchable.slice(start, start + RESEND_BATCH_MAX)
      emails.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      plan.push({ kind: 'batch', key: newKey(), emails, retry: false })
    }
  }
  return plan
}

/** The emails a request carries. */
export const emailsOf = (request: PlannedRequest): ClaimedEmail[] =>
  request.kind === 'single' ? [request.email] : request.emails
