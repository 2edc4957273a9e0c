import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest'
import type { Database } from '../../../platform/db/database.ts'
import { prepareDatabase } from '../../../platform/db/setup.ts'
import { createMailSandbox } from '../../../platform/mail/index.ts'
import { serveApp, temporaryDirectory } from '../../../tests/contract/helpers/serve.ts'
import { waitFor } from '../../../tests/contract/helpers/wait-for.ts'
import { databaseTargets, openFreshDatabase } from '../../../tests/helpers/database.ts'
import { runAs } from '../db/request-context.ts'
import { textAttachment } from './attachments.ts'
import { type OutboundEmail, queueEmails } from './outbox.ts'
import { deliverDueEmails, MAX_ATTEMPTS, retryDelayMs, type SenderConfig } from './sender.ts'

const API_KEY = 're_sender_test_key'
const FROM = 'Kael Voss <no-reply@kaelvoss.example>'
const MINUTE = 60_000

/**
 * The mail sandbox. Most tests drive the sender faster than real time (a fake clock, failures on
 * request), so they get room; the rate-limit tests ask for Resend's own 2 requests a second.
 */
async function startSandbox(options: { requestsPerSecond?: number } = {}) {
  const directory = temporaryDirectory('outbox-sender')
  const sandbox = createMailSandbox({
    dataDir: directory.path,
    apiKey: API_KEY,
    requestsPerSecond: options.requestsPerSecond ?? 100,
  })
  const served = await serveApp(sandbox.app)
  onTestFinished(async () => {
    await served.close()
    directory.remove()
  })
  return { sandbox, apiBase: `${served.origin}/resend` }
}

type Row = {
  id: string
  status: string
  attempts: number
  next_attempt_at: Date
  last_error: string | null
  provider_message_id: string | null
  sent_at: Date | null
}

let sequence = 0
function email(overrides: Partial<OutboundEmail> = {}): OutboundEmail {
  sequence += 1
  return {
    dedupeKey: `test:${sequence}`,
    template: 'contact_confirmation',
    to: `fan${sequence}@example.com`,
    replyTo: 'hello@kaelvoss.example',
    subject: `Thanks for your message #${sequence}`,
    html: '<p>Thanks!</p>',
    text: 'Thanks!',
    ...overrides,
  }
}

describe.each(databaseTargets())('outbox sender on $target', ({ target, skip }) => {
  let db: Database
  beforeAll(async () => {
    if (skip) return
    db = await openFreshDatabase(target)
    await prepareDatabase(db.sql)
  })
  afterAll(() => db?.close())
  beforeEach(async () => {
    if (!skip) await db.sql`truncate public.email_outbox`
  })

  /** Queues as the site does (anon, through private.queue_emails); returns the rows' ids. */
  async function queue(...emails: OutboundEmail[]): Promise<string[]> {
    await runAs(db.sql, { role: 'anon' }, (tx) => queueEmails(tx, emails))
    const keys = emails.map((e) => e.dedupeKey)
    const rows = await db.sql<{ id: string; dedupe_key: string }[]>`
      select id, dedupe_key from public.email_outbox where dedupe_key = any(${keys})`
    return keys.map((key) => rows.find((row) => row.dedupe_key === key)!.id)
  }

  async function row(id: string): Promise<Row> {
    const [found] = await db.sql<Row[]>`
      select id, status::text, attempts, next_attempt_at, last_error, provider_message_id, sent_at
      from public.email_outbox where id = ${id}`
    return found!
  }

  const config = (apiBase: string, extra: Partial<SenderConfig> = {}): SenderConfig => ({
    apiKey: API_KEY,
    apiBase,
    from: FROM,
    ...extra,
  })

  it.skipIf(skip)(
    'delivers queued emails with their attachments and records each as sent',
    async () => {
      const { sandbox, apiBase } = await startSandbox()
      const ics = textAttachment(
        'booking-request.ics',
        'BEGIN:VCALENDAR\r\n',
        'text/calendar; charset=utf-8',
      )
      const [withFile, plain] = await queue(
        email({
          to: 'organiser@example.com',
          subject: 'Booking request received',
          attachments: [ics],
        }),
        email({
          to: 'owner@kaelvoss.example',
          replyTo: 'organiser@example.com',
          template: 'booking_owner_notice',
        }),
      )
      const seen: Request[] = []
      const report = await deliverDueEmails(
        db.sql,
        config(apiBase, {
          fetch: (input, init) => {
            seen.push(new Request(input, init))
            return fetch(input, init)
          },
        }),
      )

      // One with an attachment (the batch endpoint takes none), one alone: two single sends.
      expect(report).toEqual({
        claimed: 2,
        requests: 2,
        sent: 2,
        retrying: 0,
        failed: 0,
        deferred: 0,
      })
      const messages = sandbox.messages()
      const booking = messages.find((message) => message.to[0] === 'organiser@example.com')
      expect(booking).toMatchObject({
        from: FROM,
        to: ['organiser@example.com'],
        reply_to: ['hello@kaelvoss.example'],
        subject: 'Booking request received',
        html: '<p>Thanks!</p>',
        text: 'Thanks!',
        tags: [{ name: 'template', value: 'contact_confirmation' }],
        attachments: [
          { filename: 'booking-request.ics', content_type: 'text/calendar; charset=utf-8' },
        ],
      })
      expect(Buffer.from(booking!.attachments[0]!.content, 'base64').toString()).toBe(
        'BEGIN:VCALENDAR\r\n',
      )
      expect(
        messages.find((message) => message.to[0] === 'owner@kaelvoss.example')?.reply_to,
      ).toEqual(['organiser@example.com'])

      expect(seen.map((request) => request.headers.get('idempotency-key')).sort()).toEqual(
        [withFile, plain].sort(),
      )
      expect(seen[0]!.headers.get('authorization')).toBe(`Bearer ${API_KEY}`)
      for (const id of [withFile!, plain!]) {
        const sent = await row(id)
        expect(sent).toMatchObject({ status: 'sent', attempts: 1, last_error: null })
        expect(sent.sent_at).toBeInstanceOf(Date)
        expect(messages.map((message) => message.id)).toContain(sent.provider_message_id)
      }
      // Nothing left to do: a second run claims nothing.
      expect((await deliverDueEmails(db.sql, config(apiBase))).claimed).toBe(0)
    },
  )

  it.skipIf(skip)(
    'keeps an email through a provider failure and delivers it once it is due again',
    async () => {
      const { sandbox, apiBase } = await startSandbox()
      const [id] = await queue(email({ subject: 'Survives an outage' }))
      sandbox.failNext(1)
      const now = new Date()

      const first = await deliverDueEmails(db.sql, config(apiBase, { now: () => now }))
      expect(first).toEqual({
        claimed: 1,
        requests: 1,
        sent: 0,
        retrying: 1,
        failed: 0,
        deferred: 0,
      })
      const waiting = await row(id!)
      expect(waiting).toMatchObject({ status: 'pending', attempts: 1, provider_message_id: null })
      expect(waiting.last_error).toMatch(/^HTTP 500: .*application_error/)
      expect(waiting.next_attempt_at.getTime()).toBe(now.getTime() + MINUTE)
      expect(sandbox.messages()).toHaveLength(0)

      // Not due yet at the same moment…
      expect((await deliverDueEmails(db.sql, config(apiBase, { now: () => now }))).claimed).toBe(0)
      // …and sent once the clock passes the retry time.
      const later = new Date(now.getTime() + MINUTE + 1000)
      const second = await deliverDueEmails(db.sql, config(apiBase, { now: () => later }))
      expect(second).toEqual({
        claimed: 1,
        requests: 1,
        sent: 1,
        retrying: 0,
        failed: 0,
        deferred: 0,
      })
      expect(await row(id!)).toMatchObject({ status: 'sent', attempts: 2, last_error: null })
      expect(sandbox.messages().map((message) => message.subject)).toEqual(['Survives an outage'])
    },
  )

  it.skipIf(skip)(
    'backs off exponentially and marks the email failed after the last attempt',
    async () => {
      const { sandbox, apiBase } = await startSandbox()
      const [id] = await queue(email())
      sandbox.failNext(MAX_ATTEMPTS + 1)
      let now = new Date()
      const delays: number[] = []
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        const at = now
        await deliverDueEmails(db.sql, config(apiBase, { now: () => at }))
        const after = await row(id!)
        expect(after.attempts).toBe(attempt)
        if (attempt < MAX_ATTEMPTS) {
          expect(after.status).toBe('pending')
          delays.push((after.next_attempt_at.getTime() - at.getTime()) / MINUTE)
          now = after.next_attempt_at
        } else {
          expect(after.status).toBe('failed')
          expect(after.last_error).toMatch(/HTTP 500/)
        }
      }
      expect(delays).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256])
      // A failed email stays in the outbox for the owner to see, and is not tried again.
      const muchLater = new Date(now.getTime() + 24 * 60 * MINUTE)
      expect(
        (await deliverDueEmails(db.sql, config(apiBase, { now: () => muchLater }))).claimed,
      ).toBe(0)
      expect(await row(id!)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS })
    },
  )

  it.skipIf(skip)('retries when the provider cannot be reached at all', async () => {
    const { apiBase } = await startSandbox()
    const [id] = await queue(email())
    const unreachable: typeof fetch = () => Promise.reject(new TypeError('fetch failed'))
    const report = await deliverDueEmails(db.sql, config(apiBase, { fetch: unreachable }))
    expect(report.retrying).toBe(1)
    expect(await row(id!)).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'request failed: fetch failed',
    })
  })

  it.skipIf(skip)('does not send twice when the answer to a successful send was lost', async () => {
    const { sandbox, apiBase } = await startSandbox()
    const [id] = await queue(email({ subject: 'Only once' }))
    const now = new Date()
    const answerLost: typeof fetch = async (input, init) => {
      await fetch(input, init)
      throw new TypeError('socket hang up')
    }
    await deliverDueEmails(db.sql, config(apiBase, { now: () => now, fetch: answerLost }))
    expect(await row(id!)).toMatchObject({ status: 'pending', attempts: 1 })
    expect(sandbox.messages()).toHaveLength(1)

    const later = new Date(now.getTime() + 2 * MINUTE)
    await deliverDueEmails(db.sql, config(apiBase, { now: () => later }))
    const [message] = sandbox.messages()
    expect(sandbox.messages()).toHaveLength(1)
    expect(await row(id!)).toMatchObject({ status: 'sent', provider_message_id: message!.id })
  })

  it.skipIf(skip)('never lets concurrent runs send the same email', async () => {
    const { sandbox, apiBase } = await startSandbox()
    const ids = await queue(...Array.from({ length: 7 }, () => email()))
    const posted: string[] = []
    const counting: typeof fetch = async (input, init) => {
      posted.push(String(init?.body))
      return fetch(input, init)
    }
    const reports = await Promise.all(
      Array.from({ length: 3 }, () =>
        deliverDueEmails(db.sql, config(apiBase, { fetch: counting }), 4),
      ),
    )

    // Every row was posted exactly once (the sandbox would hide duplicates behind the key).
    const recipients = posted.flatMap((body) => {
      const parsed = JSON.parse(body) as { to: string[] } | { to: string[] }[]
      return (Array.isArray(parsed) ? parsed : [parsed]).map((sent) => sent.to[0])
    })
    expect(recipients).toHaveLength(7)
    expect(new Set(recipients).size).toBe(7)
    expect(reports.reduce((sum, report) => sum + report.claimed, 0)).toBe(7)
    expect(sandbox.messages()).toHaveLength(7)
    const statuses = await db.sql<{ id: string; status: string; attempts: number }[]>`
      select id, status::text, attempts from public.email_outbox`
    expect(statuses.map((entry) => entry.id).sort()).toEqual([...ids].sort())
    expect(statuses.every((entry) => entry.status === 'sent' && entry.attempts === 1)).toBe(true)
  })

  it.skipIf(skip)('keeps one run within Resend’s two requests a second', async () => {
    const { sandbox, apiBase } = await startSandbox({ requestsPerSecond: 2 })
    await queue(...Array.from({ length: 5 }, () => email()))
    const report = await deliverDueEmails(db.sql, config(apiBase))
    // Five due emails without attachments: one batch request.
    expect(report).toMatchObject({ claimed: 5, requests: 1, sent: 5, deferred: 0 })
    expect(sandbox.messages()).toHaveLength(5)
  })

  it.skipIf(skip)(
    'waits out a short 429 within the run rather than leave emails for the next',
    async () => {
      const { sandbox, apiBase } = await startSandbox({ requestsPerSecond: 2 })
      const ics = textAttachment('booking.ics', 'BEGIN:VCALENDAR\r\n', 'text/calendar')
      // Three single sends (attachments), no pacing: the third is over Resend's two a second.
      await queue(...Array.from({ length: 3 }, () => email({ attachments: [ics] })))
      const report = await deliverDueEmails(db.sql, config(apiBase, { minIntervalMs: 0 }))
      expect(report).toMatchObject({ claimed: 3, sent: 3, deferred: 0 })
      expect(report.requests).toBeGreaterThan(3)
      expect(sandbox.messages()).toHaveLength(3)
    },
  )

  it.skipIf(skip)(
    'loses nothing and sends nothing twice through a storm of 429s with Retry-After',
    async () => {
      const { sandbox, apiBase } = await startSandbox({ requestsPerSecond: 2 })
      // Batches and single sends alike: every fifth email has an attachment, which a batch
      // cannot carry.
      const ics = textAttachment('booking.ics', 'BEGIN:VCALENDAR\r\n', 'text/calendar')
      const ids = await queue(
        ...Array.from({ length: 30 }, (_, n) => email(n % 5 === 0 ? { attachments: [ics] } : {})),
      )
      // Four function instances sending at once, none pacing with the others: Resend refuses
      // most of their requests; each refused email goes back, due when Retry-After says.
      const accepted = { batch: 0, single: 0 }
      const watching: typeof fetch = async (input, init) => {
        const response = await fetch(input, init)
        if (response.ok) String(input).endsWith('/batch') ? accepted.batch++ : accepted.single++
        return response
      }
      const reports: Awaited<ReturnType<typeof deliverDueEmails>>[] = []
      const round = async () => {
        reports.push(
          ...(await Promise.all(
            Array.from({ length: 4 }, () =>
              // Nothing waited out within a run: every 429 puts the rest back.
              deliverDueEmails(
                db.sql,
                config(apiBase, { minIntervalMs: 0, longestInlineWaitMs: 0, fetch: watching }),
                5,
              ),
            ),
          )),
        )
        const [pending] = await db.sql<{ n: number }[]>`
          select count(*)::int as n from public.email_outbox where status <> 'sent'`
        return pending!.n === 0
      }
      await waitFor('every email to be sent', round, { timeoutMs: 60_000, intervalMs: 250 })

      expect(reports.reduce((sum, report) => sum + report.deferred, 0)).toBeGreaterThan(0)
      expect(reports.reduce((sum, report) => sum + report.failed, 0)).toBe(0)
      expect(accepted.batch).toBeGreaterThan(0)
      expect(accepted.single).toBeGreaterThanOrEqual(6)
      const sent = sandbox.messages()
      expect(sent).toHaveLength(30)
      expect(new Set(sent.map((message) => message.to[0])).size).toBe(30)
      expect(sent.filter((message) => message.attachments.length === 1)).toHaveLength(6)
      const rows = await db.sql<
        { id: string; status: string; attempts: number; provider: string; send_key: string }[]
      >`
        select id, status::text, attempts, provider_message_id as provider, send_key
        from public.email_outbox`
      expect(rows.map((entry) => entry.id).sort()).toEqual([...ids].sort())
      // A refusal for the rate limit is not an attempt: each email was tried once, and sent.
      expect(rows.every((entry) => entry.status === 'sent' && entry.attempts === 1)).toBe(true)
      expect(rows.every((entry) => entry.send_key === null)).toBe(true)
      expect(new Set(rows.map((entry) => entry.provider)).size).toBe(30)
      expect(sent.map((message) => message.id).sort()).toEqual(
        rows.map((entry) => entry.provider).sort(),
      )
    },
  )
})

describe('retryDelayMs', () => {
  it('doubles from one minute and never waits more than six hours', () => {
    expect(retryDelayMs(1)).toBe(MINUTE)
    expect(retryDelayMs(2)).toBe(2 * MINUTE)
    expect(retryDelayMs(9)).toBe(256 * MINUTE)
    expect(retryDelayMs(10)).toBe(360 * MINUTE)
    expect(retryDelayMs(30)).toBe(360 * MINUTE)
  })
})
