import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testFunctionEnv } from '../../functions/_shared/testing/env.ts'
import { createSiteApp } from '../../functions/site/app.ts'
import { MAILING_LIMITS } from '../../functions/site/mailing/subscribe.ts'
import type { Database } from '../../platform/db/database.ts'
import { prepareDatabase } from '../../platform/db/setup.ts'
import { databaseTargets, functionsConnection, openFreshDatabase } from '../helpers/database.ts'

// A flood of sign-ups, on the embedded database and on a PostgreSQL server: one caller is told
// to wait (429 in the error shape, saying nothing about any address), one address is asked for
// at most so often whoever asks, and however often it is asked it gets one confirmation an hour.

describe.each(databaseTargets())('the mailing list’s limits on $target', ({ target, skip }) => {
  let db: Database
  let functions: ReturnType<typeof functionsConnection>
  let site: ReturnType<typeof createSiteApp>

  beforeAll(async () => {
    if (skip) return
    db = await openFreshDatabase(target)
    await prepareDatabase(db.sql)
    functions = functionsConnection(db)
    site = createSiteApp({ env: testFunctionEnv(), sql: functions.sql })
  }, 120_000)
  afterAll(async () => {
    await functions?.close()
    await db?.close()
  })

  const subscribe = (email: string, caller: string) =>
    site.request('/site/subscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-real-ip': caller },
      body: JSON.stringify({ email, locale: 'en', website: '' }),
    })
  const confirmations = async (email: string) =>
    (
      await db.sql`
        select 1 from public.email_outbox
        where to_email = ${email} and template = 'subscription_confirmation'`
    ).length
  const fan = (label: string) => `${label}-${randomBytes(3).toString('hex')}@example.com`

  it.skipIf(skip)('tells one flooding caller to wait, whatever the addresses', async () => {
    const caller = `203.0.113.${Math.floor(Math.random() * 200) + 1}`
    const answers: number[] = []
    for (let i = 0; i <= MAILING_LIMITS.perCaller.limit; i++) {
      answers.push((await subscribe(fan(`flood${i}`), caller)).status)
    }
    expect(answers.slice(0, MAILING_LIMITS.perCaller.limit).every((s) => s === 202)).toBe(true)
    const refused = await subscribe(fan('late'), caller)
    expect(refused.status).toBe(429)
    const body = (await refused.json()) as { error: { code: string; message: string } }
    expect(body.error.code).toBe('rate_limited')
    expect(body.error.message).not.toContain('@')
    // Another caller is not held up by the first one's flood.
    expect((await subscribe(fan('other'), '198.51.100.7')).status).toBe(202)
  })

  it.skipIf(skip)(
    'sends one address one confirmation an hour, and holds it after a few asks from anyone',
    async () => {
      const target = fan('target')
      const statuses: number[] = []
      for (let i = 0; i < MAILING_LIMITS.perEmail.limit + 1; i++) {
        statuses.push((await subscribe(target, `192.0.2.${i + 1}`)).status)
      }
      expect(statuses.slice(0, MAILING_LIMITS.perEmail.limit)).toEqual(
        Array(MAILING_LIMITS.perEmail.limit).fill(202),
      )
      expect(statuses.at(-1)).toBe(429)
      expect(await confirmations(target)).toBe(1)
    },
  )
})
