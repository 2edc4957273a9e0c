import { runAs, type Sql } from '../db/request-context.ts'
import { RESEND_BATCH_MAX, sendBatchWithResend } from './resend-batch.ts'
import {
  RESEND_REQUESTS_PER_SECOND,
  type ResendConfig,
  type SendResult,
  sendWithResend,
} from './resend-client.ts'
import { type ClaimedEmail, emailsOf, type PlannedRequest, planRequests } from './send-plan.ts'

export type SenderConfig = ResendConfig & {
  /** The clock, so retries can be tested without waiting. */
  now?: () => Date
  /**
   * Time between two sends of one run: Resend takes 2 requests a second per team, so one run
   * sends at most that fast (500 ms). Tests with a fake provider pass 0.
   */
  minIntervalMs?: number
  /** How the run waits between sends (tests pass a fake). */
  sleep?: (ms: number) => Promise<void>
  /**
   * A 429 asking to wait this long or less is waited out within the run (a few times) rather
   * than putting the rest back for the next scheduled run: 2 s, Resend's window being a second.
   */
  longestInlineWaitMs?: number
}

export type DeliveryReport = {
  claimed: number
  /** Requests made to Resend (a batch of up to 100 emails is one). */
  requests: number
  sent: number
  retrying: number
  failed: number
  /** Put back unsent because Resend's rate limit refused them (not counted as attempts). */
  deferred: number
}

/** After this many failed attempts an email is marked `failed` and left for the owner to see. */
export const MAX_ATTEMPTS = 10
const FIRST_RETRY_MS = 60_000
const LONGEST_RETRY_MS = 6 * 60 * 60_000
/**
 * A claimed row is hidden from other runs for this long. It covers a whole batch of sends; if the
 * process dies mid-batch, the row becomes due again afterwards (and the Idempotency-Key keeps a
 * retry of an email that did go out from sending it twice).
 */
const CLAIM_LEASE_MS = 10 * 60_000

/** How many times a run waits out a short 429 for one request before putting the rest back. */
const INLINE_RATE_LIMIT_RETRIES = 3

/** 1 min, 2, 4, 8… after each failed attempt, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1))
}

/**
 * Sends the emails that are due. Background work, so it runs as `service_role` (past RLS): no
 * visitor's request is behind it. Claiming is a short transaction that takes a lease on the rows
 * (`for update skip locked`, then `next_attempt_at` moved past the lease), so concurrent runs never
 * claim the same row and no transaction stays open while the provider is called. Several due
 * emails go in batches (send-plan.ts), one request every half second at most. Rows are only ever
 * updated: sent, rescheduled or marked failed, never deleted.
 */
export async function deliverDueEmails(
  sql: Sql,
  config: SenderConfig,
  limit = RESEND_BATCH_MAX,
): Promise<DeliveryReport> {
  const clock = config.now ?? (() => new Date())
  const sleep = config.sleep ?? ((ms: number) => new Promise((done) => setTimeout(done, ms)))
  const interval = config.minIntervalMs ?? 1000 / RESEND_REQUESTS_PER_SECOND
  const longestInlineWait = config.longestInlineWaitMs ?? 2_000
  const claimed = await claimDueEmails(sql, clock(), limit)
  const report: DeliveryReport = {
    claimed: claimed.length,
    requests: 0,
    sent: 0,
    retrying: 0,
    failed: 0,
    deferred: 0,
  }
  const plan = planRequests(claimed)
  for (const [index, request] of plan.entries()) {
    if (index > 0 && interval > 0) await sleep(interval)
    report.requests += 1
    let limited = await send(sql, config, request, clock, report)
    // A short wait (Resend's window is a second) is waited out here, a few times, rather than
    // leaving the buyer's email for the next scheduled run; nothing was sent on a 429.
    for (let retry = 0; limited && retry < INLINE_RATE_LIMIT_RETRIES; retry++) {
      if (limited.rateLimitedForMs > longestInlineWait) break
      await sleep(limited.rateLimitedForMs)
      report.requests += 1
      limited = await send(sql, config, request, clock, report)
    }
    if (limited) {
      // Resend's limit (another instance is sending too): nothing of this request was sent. Its
      // emails and the rest of the run go back, due when Resend says, their attempt not counted;
      // a batch whose outcome was unknown keeps its key.
      const rest = plan.slice(index).flatMap(emailsOf)
      await deferRateLimited(
        sql,
        rest.map((email) => email.id),
        limited.error,
        new Date(clock().getTime() + limited.rateLimitedForMs),
      )
      report.deferred += rest.length
      break
    }
  }
  return report
}

type RateLimited = { error: string; rateLimitedForMs: number }

/** Makes one request and records its answer; returns Resend's 429 (recording nothing) if so. */
async function send(
  sql: Sql,
  config: SenderConfig,
  request: PlannedRequest,
  clock: () => Date,
  report: DeliveryReport,
): Promise<RateLimited | undefined> {
  if (request.kind === 'single') {
    const result = await sendWithResend(config, request.email)
    if (!result.ok && result.rateLimitedForMs !== undefined) {
      return { error: result.error, rateLimitedForMs: result.rateLimitedForMs }
    }
    await record(sql, request.email, result, null, clock(), report)
    return undefined
  }
  const result = await sendBatchWithResend(config, request.emails, request.key)
  if (!result.ok && result.rateLimitedForMs !== undefined) {
    return { error: result.error, rateLimitedForMs: result.rateLimitedForMs }
  }
  const at = clock()
  for (const [position, email] of request.emails.entries()) {
    if (result.ok) {
      await record(sql, email, result.results[position]!, null, at, report)
    } else {
      // Unknown outcome: offered again as this same batch under this key; else nothing was sent.
      await record(sql, email, result, result.outcomeUnknown ? request.key : null, at, report)
    }
  }
  return undefined
}

async function record(
  sql: Sql,
  email: ClaimedEmail,
  result: SendResult | { ok: false; error: string },
  sendKey: string | null,
  at: Date,
  report: DeliveryReport,
) {
  if (result.ok) {
    await markSent(sql, email.id, result.providerMessageId, at)
    report.sent += 1
  } else if (email.attempts >= MAX_ATTEMPTS) {
    await markFailed(sql, email.id, result.error, at)
    report.failed += 1
  } else {
    await reschedule(
      sql,
      email.id,
      result.error,
      new Date(at.getTime() + retryDelayMs(email.attempts)),
      sendKey,
    )
    report.retrying += 1
  }
}

/**
 * Takes up to `limit` due rows and counts the attempt now, so a crash mid-send still counts. A
 * batch offered before with an unknown outcome is taken whole, whatever the limit, since it must
 * be offered again exactly as it was. An email to an address Resend reported as bounced or
 * complaining (public.mail_suppressions) is never sent: it fails with the reason, unless it is in
 * such a batch, whose body must not change.
 */
function claimDueEmails(sql: Sql, now: Date, limit: number): Promise<ClaimedEmail[]> {
  const leaseUntil = new Date(now.getTime() + CLAIM_LEASE_MS)
  return runAs(sql, { role: 'service_role' }, async (tx) => {
    await tx`
      update public.email_outbox as o
      set status = 'failed', next_attempt_at = ${now},
        last_error = 'Not sent: Resend reported the address ' || s.reason || '.'
      from public.mail_suppressions as s
      where o.status = 'pending' and o.send_key is null and lower(o.to_email) = s.email`
    return tx<ClaimedEmail[]>`
      with due as (
        select id, send_key from public.email_outbox
        where status = 'pending' and next_attempt_at <= ${now}
        order by next_attempt_at, created_at
        limit ${limit}
        for update skip locked
      ), batch_mates as (
        select id from public.email_outbox
        where status = 'pending'
          and send_key in (select send_key from due where send_key is not null)
        for update skip locked
      )
      update public.email_outbox as o
      set attempts = o.attempts + 1, next_attempt_at = ${leaseUntil}
      where o.id in (select id from due union select id from batch_mates)
      returning o.id, o.template, o.to_email, o.reply_to, o.subject, o.html, o.text_body,
        o.attachments, o.attempts, o.send_key`
  })
}

function markSent(sql: Sql, id: string, providerMessageId: string, at: Date) {
  return runAs(
    sql,
    { role: 'service_role' },
    (tx) => tx`
      update public.email_outbox
      set status = 'sent', sent_at = ${at}, provider_message_id = ${providerMessageId},
        last_error = null, send_key = null
      where id = ${id} and status = 'pending'`,
  )
}

function reschedule(
  sql: Sql,
  id: string,
  error: string,
  nextAttemptAt: Date,
  sendKey: string | null,
) {
  return runAs(
    sql,
    { role: 'service_role' },
    (tx) => tx`
      update public.email_outbox
      set last_error = ${error}, next_attempt_at = ${nextAttemptAt}, send_key = ${sendKey}
      where id = ${id} and status = 'pending'`,
  )
}

function deferRateLimited(sql: Sql, ids: string[], error: string, nextAttemptAt: Date) {
  return runAs(
    sql,
    { role: 'service_role' },
    (tx) => tx`
      update public.email_outbox
      set attempts = greatest(attempts - 1, 0), last_error = ${error}, next_attempt_at = ${nextAttemptAt}
      where id = any(${ids}::uuid[]) and status = 'pending'`,
  )
}

function markFailed(sql: Sql, id: string, error: string, at: Date) {
  return runAs(
    sql,
    { role: 'service_role' },
    (tx) => tx`
      update public.email_outbox set status = 'failed', last_error = ${error}, next_attempt_at = ${at}
      where id = ${id} and status = 'pending'`,
  )
}
