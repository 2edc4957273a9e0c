import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runAs } from '../../functions/_shared/db/request-context.ts'
import { queueEmails } from '../../functions/_shared/email/outbox.ts'
import { deliverDueEmails } from '../../functions/_shared/email/sender.ts'
import { testFunctionEnv } from '../../functions/_shared/testing/env.ts'
import { createResendWebhookApp } from '../../functions/resend-webhook/app.ts'
import type { Database } from '../../platform/db/database.ts'
import { prepareDatabase } from '../../platform/db/setup.ts'
import { createMailSandbox, type MailSandbox } from '../../platform/mail/index.ts'
import { svixSignature } from '../../platform/mail/webhooks.ts'
import { type ServedApp, serveApp, temporaryDirectory } from '../contract/helpers/serve.ts'
import { waitFor } from '../contract/helpers/wait-for.ts'
import { databaseTargets, functionsConnection, openFreshDatabase } from '../helpers/database.ts'

// Resend's webhook for bounces and spam complaints, on the embedded database and on a PostgreSQL
// server: the Svix signature (forged, stale, replayed), and an address Resend reported bounced or
// complaining never mailed again, through the outbox and the mail sandbox's own webhooks.

const SECRET = `whsec_${randomBytes(24).toString('base64')}`
const API_KEY = 're_webhook_test'
const env = testFunctionEnv({ RESEND_WEBHOOK_SECRET: SECRET, RESEND_API_KEY: API_KEY })

describe.each(databaseTargets())('Resend’s webhook on $target', ({ target, skip }) => {
  let db: Database
  let functions: ReturnType<typeof functionsConnection>
  let app: ReturnType<typeof createResendWebhookApp>
  let served: ServedApp
  let sandbox: MailSandbox
  let sandboxServed: ServedApp
  const directory = temporaryDirectory('resend-webhook')

  beforeAll(async () => {
    if (skip) return
    db = await openFreshDatabase(target)
    await prepareDatabase(db.sql)
    functions = functionsConnection(db)
    app = createResendWebhookApp({ env, sql: functions.sql })
    served = await serveApp(app)
    sandbox = createMailSandbox({
      dataDir: directory.path,
      apiKey: API_KEY,
      requestsPerSecond: 100,
      webhook: { url: `${served.origin}/resend-webhook`, secret: SECRET, retryDelaysMs: [] },
    })
    sandboxServed = await serveApp(sandbox.app)
  }, 120_000)
  afterAll(async () => {
    await sandbox?.close()
    await sandboxServed?.close()
    await served?.close()
    await functions?.close()
    await db?.close()
    directory.remove()
  })

  const event = (type: string, to: string, extra: Record<string, unknown> = {}) =>
    JSON.stringify({
      type,
      created_at: new Date().toISOString(),
      data: {
        created_at: new Date().toISOString(),
        email_id: randomBytes(8).toString('hex'),
        from: 'Kael Voss <no-reply@kaelvoss.example>',
        to: [to],
        subject: 'Hello',
        ...extra,
      },
    })
  const bounce = (to: string, type = 'Permanent') =>
    event('email.bounced', to, {
      bounce: { type, subType: 'General', message: 'The mailbox does not exist.' },
    })
  const post = (
    payload: string,
    options: { id?: string; timestamp?: number; secret?: string; signature?: string } = {},
  ) => {
    const id = options.id ?? `msg_${randomBytes(12).toString('base64url')}`
    const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000)
    return app.request('/resend-webhook', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'svix-id': id,
        'svix-timestamp': String(timestamp),
        'svix-signature':
          options.signature ?? svixSignature(options.secret ?? SECRET, id, timestamp, payload),
      },
      body: payload,
    })
  }
  const errorCode = async (response: Response) =>
    ((await response.json()) as { error: { code: string } }).error.code
  const subscriber = async (email: string, status = 'confirmed') => {
    await db.sql`
      insert into public.subscribers (email, locale, status, source, consent_text, confirmed_at)
      values (${email}, 'en', ${status}::public.subscriber_status, 'form', 'Yes, email me news.',
        ${status === 'confirmed' ? new Date() : null})`
  }
  const statusOf = async (email: string) =>
    (
      await db.sql<{ status: string }[]>`
      select status::text as status from public.subscribers where email = ${email}`
    )[0]?.status
  const suppressions = async (email: string) =>
    db.sql<{ reason: string }[]>`select reason from public.mail_suppressions where email = ${email}`
  const fan = (label: string) => `${label}-${randomBytes(3).toString('hex')}@example.com`

  it.skipIf(skip)('refuses a missing, forged, tampered, stale or future signature', async () => {
    const ana = fan('ana')
    await subscriber(ana)
    const payload = bounce(ana)

    const unsigned = await app.request('/resend-webhook', { method: 'POST', body: payload })
    expect(unsigned.status).toBe(400)
    expect(await errorCode(unsigned)).toBe('signature_missing')

    const forged = await post(payload, { secret: `whsec_${randomBytes(24).toString('base64')}` })
    expect(forged.status).toBe(400)
    expect(await errorCode(forged)).toBe('signature_invalid')

    // Signed for another body: one changed byte is refused.
    const id = 'msg_tampered'
    const timestamp = Math.floor(Date.now() / 1000)
    const tampered = await post(payload.replace(ana, fan('eve')), {
      id,
      timestamp,
      signature: svixSignature(SECRET, id, timestamp, payload),
    })
    expect(tampered.status).toBe(400)

    const sixMinutes = 6 * 60
    const stale = await post(payload, { timestamp: Math.floor(Date.now() / 1000) - sixMinutes })
    expect(stale.status).toBe(400)
    expect(await errorCode(stale)).toBe('signature_invalid')
    const future = await post(payload, { timestamp: Math.floor(Date.now() / 1000) + sixMinutes })
    expect(future.status).toBe(400)

    const junk = await post(payload, { signature: 'v1,not-base64 v2,whatever' })
    expect(junk.status).toBe(400)

    expect(await statusOf(ana)).toBe('confirmed')
    expect(await suppressions(ana)).toEqual([])
    expect(await db.sql`select 1 from public.resend_webhook_events`).toHaveLength(0)
  })

  it.skipIf(skip)(
    'marks a bounced fan, fails what waits for them, and processes a replay once',
    async () => {
      const ben = fan('ben')
      await subscriber(ben)
      await runAs(functions.sql, { role: 'service_role' }, (tx) =>
        queueEmails(tx, [
          {
            dedupeKey: `test:${ben}`,
            template: 'contact_confirmation',
            to: ben,
            subject: 'Thanks',
            html: '<p>Thanks</p>',
            text: 'Thanks',
          },
        ]),
      )
      const payload = bounce(ben.toUpperCase())
      const id = `msg_${randomBytes(12).toString('base64url')}`
      const first = await post(payload, { id })
      expect(first.status).toBe(200)
      expect(await first.json()).toEqual({ received: true, duplicate: false, suppressed: 1 })
      expect(await statusOf(ben)).toBe('bounced')
      expect(await suppressions(ben)).toEqual([{ reason: 'bounced' }])
      const [waiting] = await db.sql<{ status: string; last_error: string }[]>`
        select status::text as status, last_error from public.email_outbox where to_email = ${ben}`
      expect(waiting).toEqual({
        status: 'failed',
        last_error: 'Not sent: Resend reported the address bounced.',
      })

      // The same message again (Svix retries, or a replay within the five minutes): nothing more.
      await db.sql`update public.subscribers set status = 'confirmed' where email = ${ben}`
      const replay = await post(payload, { id })
      expect(replay.status).toBe(200)
      expect(await replay.json()).toEqual({ received: true, duplicate: true })
      expect(await statusOf(ben)).toBe('confirmed')
    },
  )

  it.skipIf(skip)(
    'marks a complaint, keeps a transient bounce, and ignores other events',
    async () => {
      const cleo = fan('cleo')
      const dan = fan('dan')
      await subscriber(cleo)
      await subscriber(dan)
      expect(
        await (await post(event('email.complained', cleo, { broadcast_id: 'b1' }))).json(),
      ).toEqual({ received: true, duplicate: false, suppressed: 1 })
      expect(await statusOf(cleo)).toBe('complained')

      expect(await (await post(bounce(dan, 'Transient'))).json()).toEqual({
        received: true,
        duplicate: false,
        suppressed: 0,
        ignored: 'transient_bounce',
      })
      expect(await statusOf(dan)).toBe('confirmed')
      expect(await (await post(event('email.delivered', dan))).json()).toMatchObject({
        ignored: 'event_type',
      })

      // Signed but not a bounce Resend would send: refused, nothing recorded.
      const broken = JSON.stringify({ type: 'email.bounced', created_at: 'x', data: { to: [] } })
      expect((await post(broken)).status).toBe(400)
      expect(await statusOf(dan)).toBe('confirmed')
    },
  )

  it.skipIf(skip)(
    'never mails again an address the sandbox bounced, as Resend’s test address does',
    async () => {
      const bounced = `bounced+${randomBytes(3).toString('hex')}@resend.dev`
      const config = {
        apiKey: API_KEY,
        apiBase: `${sandboxServed.origin}/resend`,
        from: 'x <a@b.co>',
      }
      const queue = (key: string) =>
        runAs(functions.sql, { role: 'service_role' }, (tx) =>
          queueEmails(tx, [
            {
              dedupeKey: key,
              template: 'contact_confirmation',
              to: bounced,
              subject: 'Thanks',
              html: '<p>Thanks</p>',
              text: 'Thanks',
            },
          ]),
        )
      await queue(`first:${bounced}`)
      await deliverDueEmails(functions.sql, { ...config, minIntervalMs: 0 })
      const delivery = await waitFor('the bounce webhook', () =>
        sandbox.webhooks().find((entry) => entry.to.includes(bounced) && entry.state !== 'pending'),
      )
      expect(delivery).toMatchObject({ type: 'email.bounced', state: 'delivered' })
      expect(delivery.attempts.map((attempt) => attempt.status)).toEqual([200])
      expect(await suppressions(bounced)).toEqual([{ reason: 'bounced' }])

      // The subscription that would ask the address to confirm asks nothing.
      const [asked] = await runAs(
        functions.sql,
        { role: 'anon' },
        (tx) => tx<{ send: boolean }[]>`
          select private.request_subscription(${bounced}, 'en', 'form', 'Yes', null,
            ${'c'.repeat(64)}, now() + interval '1 day') as send`,
      )
      expect(asked!.send).toBe(false)

      await queue(`second:${bounced}`)
      const report = await deliverDueEmails(functions.sql, { ...config, minIntervalMs: 0 })
      expect(report.claimed).toBe(0)
      expect(sandbox.messages().filter((message) => message.to.includes(bounced))).toHaveLength(1)
      const rows = await db.sql<{ dedupe_key: string; status: string }[]>`
        select dedupe_key, status::text as status from public.email_outbox
        where to_email = ${bounced} order by created_at`
      expect(rows.map((row) => row.status)).toEqual(['sent', 'failed'])
    },
  )
})
