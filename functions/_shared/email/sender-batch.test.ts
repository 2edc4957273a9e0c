import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest'
import type { Database } from '../../../platform/db/database.ts'
import { prepareDatabase } from '../../../platform/db/setup.ts'
import { createMailSandbox } from '../../../platform/mail/index.ts'
import { serveApp, temporaryDirectory } from '../../../tests/contract/helpers/serve.ts'
import { databaseTargets, openFreshDatabase } from '../../../tests/helpers/database.ts'
import { runAs } from '../db/request-context.ts'
import { textAttachment } from './attachments.ts'
import { type OutboundEmail, queueEmails } from './outbox.ts'
import { deliverDueEmails, type SenderConfig } from './sender.ts'

// The outbox through Resend's batch endpoint, against the mail sandbox over HTTP: many due emails
// in few requests, one refused address holding back nothing else, and a batch whose answer was
// lost offered again whole under its key, so nothing is sent twice.

const API_KEY = 're_sender_batch_key'
const MINUTE = 60_000

async function startSandbox() {
  const directory = temporaryDirectory('outbox-batch')
  // Room to send faster than Resend allows: pacing is checked on the sender's own waits.
  const sandbox = createMailSandbox({
    dataDir: directory.path,
    apiKey: API_KEY,
    requestsPerSecond: 100,
  })
  const served = await serveApp(sandbox.app)
  onTestFinished(async () => {
    await served.close()
    directory.remove()
  })
  return { sandbox, apiBase: `${served.origin}/resend` }
}

let sequence = 0
const email = (overrides: Partial<OutboundEmail> = {}): OutboundEmail => {
  sequence += 1
  return {
    dedupeKey: `batch-test:${sequence}`,
    template: 'order_buyer',
    to: `buyer${sequence}@example.com`,
    subject: `Your order #${sequence}`,
    html: '<p>Thanks!</p>',
    text: 'Thanks!',
    ...overrides,
  }
}

/** What the sender posted: the path and how many emails each request carried. */
function recorder() {
  const requests: { path: string; emails: number; key: string | null }[] = []
  const fetchAndRecord: typeof fetch = (input, init) => {
    const body = JSON.parse(String(init?.body)) as unknown
    requests.push({
      path: new URL(String(input)).pathname.replace(/^\/resend/, ''),
      emails: Array.isArray(body) ? body.length : 1,
      key: new Headers(init?.headers).get('idempotency-key'),
    })
    return fetch(input, init)
  }
  return { requests, fetch: fetchAndRecord }
}

describe.each(databaseTargets())('outbox batches on $target', ({ target, skip }) => {
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

  const queue = (...emails: OutboundEmail[]) =>
    runAs(db.sql, { role: 'anon' }, (tx) => queueEmails(tx, emails))
  const rows = () =>
    db.sql<
      {
        to_email: string
        status: string
        attempts: number
        send_key: string | null
        provider_message_id: string | null
        last_error: string | null
      }[]
    >`select to_email, status::text, attempts, send_key, provider_message_id, last_error
      from public.email_outbox order by to_email`
  const config = (apiBase: string, extra: Partial<SenderConfig> = {}): SenderConfig => ({
    apiKey: API_KEY,
    apiBase,
    from: 'Kael Voss <hello@kaelvoss.example>',
    ...extra,
  })

  it.skipIf(skip)(
    'sends 150 due emails in two batch requests beside the two with attachments, half a second apart',
    async () => {
      const { sandbox, apiBase } = await startSandbox()
      const ics = textAttachment('gig.ics', 'BEGIN:VCALENDAR\r\n', 'text/calendar')
      await queue(
        ...Array.from({ length: 148 }, () => email()),
        email({ attachments: [ics] }),
        email({ attachments: [ics] }),
      )
      const recorded = recorder()
      const waits: number[] = []
      const sleep = async (ms: number) => {
        waits.push(ms)
      }
      const first = await deliverDueEmails(
        db.sql,
        config(apiBase, { fetch: recorded.fetch, sleep }),
      )
      const second = await deliverDueEmails(
        db.sql,
        config(apiBase, { fetch: recorded.fetch, sleep }),
      )
      expect(first.claimed + second.claimed).toBe(150)
      expect(first.sent + second.sent).toBe(150)
      // The two with attachments alone (the batch endpoint takes none), the rest 100 at most a
      // request: four requests, where one each would have taken 150.
      expect(recorded.requests.map(({ path }) => path).sort()).toEqual([
        '/emails',
        '/emails',
        '/emails/batch',
        '/emails/batch',
      ])
      expect(
        recorded.requests
          .filter(({ path }) => path === '/emails/batch')
          .reduce((sum, request) => sum + request.emails, 0),
      ).toBe(148)
      expect(Math.max(...recorded.requests.map((request) => request.emails))).toBeLessThanOrEqual(
        100,
      )
      expect(first.requests + second.requests).toBe(4)
      // Every request after the first of a run waits half a second: 2 a second.
      expect(waits).toEqual(Array(4 - 2).fill(500))
      expect(sandbox.messages()).toHaveLength(150)
      expect((await rows()).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true)
    },
  )

  it.skipIf(skip)('sends the rest of a batch when Resend refuses one address', async () => {
    const { sandbox, apiBase } = await startSandbox()
    await queue(email({ to: 'a@example.com' }), email({ to: 'b"c@example.com' }))
    await queue(email({ to: 'd@example.com' }))
    const report = await deliverDueEmails(db.sql, config(apiBase))
    expect(report).toMatchObject({ requests: 1, sent: 2, retrying: 1 })
    expect(
      sandbox
        .messages()
        .map((message) => message.to[0])
        .sort(),
    ).toEqual(['a@example.com', 'd@example.com'])
    const refused = (await rows()).find((row) => row.to_email === 'b"c@example.com')!
    expect(refused).toMatchObject({ status: 'pending', attempts: 1, send_key: null })
    expect(refused.last_error).toMatch(/^Resend refused it: Invalid `to` field/)
  })

  it.skipIf(skip)(
    'offers a batch whose answer was lost again whole, under its key, and sends nothing twice',
    async () => {
      const { sandbox, apiBase } = await startSandbox()
      await queue(email({ to: 'one@example.com' }), email({ to: 'two@example.com' }))
      const now = new Date()
      const recorded = recorder()
      const answerLost: typeof fetch = async (input, init) => {
        await recorded.fetch(input, init)
        throw new TypeError('socket hang up')
      }
      const first = await deliverDueEmails(
        db.sql,
        config(apiBase, { now: () => now, fetch: answerLost }),
      )
      expect(first).toMatchObject({ requests: 1, sent: 0, retrying: 2 })
      // Resend has them; the outbox cannot know, and keeps the batch's key.
      expect(sandbox.messages()).toHaveLength(2)
      const waiting = await rows()
      const key = recorded.requests[0]!.key!
      expect(waiting.map((row) => [row.status, row.send_key])).toEqual([
        ['pending', key],
        ['pending', key],
      ])

      // Meanwhile another email falls due: it goes on its own, never into the retried batch.
      await queue(email({ to: 'three@example.com' }))
      const later = new Date(now.getTime() + 2 * MINUTE)
      const second = await deliverDueEmails(
        db.sql,
        config(apiBase, { now: () => later, fetch: recorded.fetch }),
      )
      expect(second).toMatchObject({ claimed: 3, requests: 2, sent: 3 })
      expect(recorded.requests.slice(1)).toEqual([
        { path: '/emails/batch', emails: 2, key },
        { path: '/emails', emails: 1, key: expect.any(String) },
      ])
      const messages = sandbox.messages()
      expect(messages.map((message) => message.to[0]).sort()).toEqual([
        'one@example.com',
        'three@example.com',
        'two@example.com',
      ])
      const sent = await rows()
      expect(sent.every((row) => row.status === 'sent' && row.send_key === null)).toBe(true)
      expect(sent.map((row) => row.provider_message_id).sort()).toEqual(
        messages.map((message) => message.id).sort(),
      )
    },
  )

  it.skipIf(skip)('keeps the key of a batch Resend answered with a 5xx', async () => {
    const { sandbox, apiBase } = await startSandbox()
    await queue(email(), email())
    sandbox.failNext(1, 503)
    const report = await deliverDueEmails(db.sql, config(apiBase))
    expect(report).toMatchObject({ requests: 1, retrying: 2 })
    const keys = (await rows()).map((row) => row.send_key)
    expect(keys[0]).toMatch(/^batch-/)
    expect(keys[1]).toBe(keys[0])
  })
})
