import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../platform/db/database.ts'
import { prepareDatabase } from '../../../platform/db/setup.ts'
import { createMailSandbox } from '../../../platform/mail/index.ts'
import { serveApp, temporaryDirectory } from '../../../tests/contract/helpers/serve.ts'
import { openFreshDatabase } from '../../../tests/helpers/database.ts'
import { runAs } from '../../_shared/db/request-context.ts'
import { queueEmails } from '../../_shared/email/outbox.ts'
import { testFunctionEnv } from '../../_shared/testing/env.ts'
import { createSiteApp } from '../app.ts'

const SECRET_KEY = 'sb_secret_jobs_test_key'
/** A second secret key of the project (one per backend component, as Supabase advises). */
const CRON_KEY = 'sb_secret_jobs_cron_key'
const API_KEY = 're_jobs_test_key'

describe('POST site/jobs/deliver-emails', () => {
  let db: Database
  let mail: ReturnType<typeof createMailSandbox>
  let served: Awaited<ReturnType<typeof serveApp>>
  const directory = temporaryDirectory('jobs-route')

  beforeAll(async () => {
    db = await openFreshDatabase('pglite')
    await prepareDatabase(db.sql)
    mail = createMailSandbox({ dataDir: directory.path, apiKey: API_KEY })
    served = await serveApp(mail.app)
  })
  afterAll(async () => {
    await served?.close()
    await db?.close()
    directory.remove()
  })

  const app = () =>
    createSiteApp({
      env: testFunctionEnv({
        SUPABASE_SECRET_KEYS: { default: SECRET_KEY, cron: CRON_KEY },
        RESEND_API_KEY: API_KEY,
        RESEND_API_BASE: `${served.origin}/resend`,
      }),
      sql: db.sql,
    })
  const run = (headers: Record<string, string> = {}) =>
    app().request('/site/jobs/deliver-emails', { method: 'POST', headers })

  it('opens only with a secret key in the apikey header, and sends nothing otherwise', async () => {
    await runAs(db.sql, { role: 'anon' }, (tx) =>
      queueEmails(tx, [
        {
          dedupeKey: 'jobs:1',
          template: 'contact_confirmation',
          to: 'fan@example.com',
          replyTo: 'hello@kaelvoss.example',
          subject: 'Thanks for your message',
          html: '<p>Thanks!</p>',
          text: 'Thanks!',
        },
      ]),
    )
    const refusals: Record<string, string>[] = [
      {},
      { apikey: 'sb_publishable_x' },
      { apikey: `${SECRET_KEY}x` },
      { apikey: SECRET_KEY.slice(0, -1) },
      { apikey: '' },
      // The new keys are not bearer tokens: the right key in the wrong header stays out.
      { authorization: `Bearer ${SECRET_KEY}` },
    ]
    for (const headers of refusals) {
      const refused = await run(headers)
      expect(refused.status).toBe(401)
      expect((await refused.json()).error.code).toBe('unauthorized')
    }
    expect(mail.messages()).toHaveLength(0)

    const answer = await run({ apikey: SECRET_KEY })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({
      claimed: 1,
      requests: 1,
      sent: 1,
      retrying: 0,
      failed: 0,
      deferred: 0,
      // No payment was waiting for an automatic refund.
      unmatched_refunds: { refunded: 0, failed: 0 },
      // No show's balance was due.
      balance_reminders: 0,
    })
    expect(mail.messages().map((message) => message.to)).toEqual([['fan@example.com']])
    const [row] = await db.sql<{ status: string }[]>`
      select status::text from public.email_outbox where dedupe_key = 'jobs:1'`
    expect(row?.status).toBe('sent')
  })

  it('opens with any of the project’s secret keys, e.g. one made for pg_cron', async () => {
    const answer = await run({ apikey: CRON_KEY })
    expect(answer.status).toBe(200)
  })

  it('answers other methods with 405', async () => {
    const response = await app().request('/site/jobs/deliver-emails')
    expect(response.status).toBe(405)
  })
})
