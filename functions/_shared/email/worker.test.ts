import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import type { Database } from '../../../platform/db/database.ts'
import { prepareDatabase } from '../../../platform/db/setup.ts'
import { createMailSandbox } from '../../../platform/mail/index.ts'
import { serveApp, temporaryDirectory } from '../../../tests/contract/helpers/serve.ts'
import { openFreshDatabase } from '../../../tests/helpers/database.ts'
import { runAs } from '../db/request-context.ts'
import { type OutboundEmail, queueEmails } from './outbox.ts'
import { startOutboxWorker } from './worker.ts'

const API_KEY = 're_worker_test_key'

describe('outbox worker', () => {
  let db: Database
  beforeAll(async () => {
    db = await openFreshDatabase('pglite')
    await prepareDatabase(db.sql)
  })
  afterAll(() => db?.close())

  const queue = (subject: string) => {
    const email: OutboundEmail = {
      dedupeKey: `worker:${subject}`,
      template: 'contact_confirmation',
      to: 'fan@example.com',
      subject,
      html: '<p>Hi</p>',
      text: 'Hi',
    }
    return runAs(db.sql, { role: 'anon' }, (tx) => queueEmails(tx, [email]))
  }

  it('sends at start and whenever kicked, until stopped', async () => {
    const directory = temporaryDirectory('outbox-worker')
    const sandbox = createMailSandbox({ dataDir: directory.path, apiKey: API_KEY })
    const served = await serveApp(sandbox.app)
    onTestFinished(async () => {
      await served.close()
      directory.remove()
    })
    await queue('Queued before start')
    const errors: unknown[] = []
    const worker = startOutboxWorker(
      db.sql,
      { apiKey: API_KEY, apiBase: `${served.origin}/resend`, from: 'Site <no-reply@example.com>' },
      { intervalMs: 60 * 60_000, onError: (error) => errors.push(error) },
    )
    onTestFinished(() => worker.stop())

    // The run started at start-up; a kick meanwhile joins it and resolves when it is done.
    await worker.kick()
    expect(sandbox.messages().map((message) => message.subject)).toEqual(['Queued before start'])

    await queue('Queued later')
    await worker.kick()
    expect(sandbox.messages().map((message) => message.subject)).toEqual([
      'Queued later',
      'Queued before start',
    ])

    await worker.stop()
    await queue('After stop')
    await worker.kick()
    expect(sandbox.messages()).toHaveLength(2)
    expect(errors).toEqual([])
  })

  it('reports a failing run and keeps going', async () => {
    const errors: unknown[] = []
    // A database client whose every call fails, as when the connection is gone.
    const broken = {} as Database['sql']
    const worker = startOutboxWorker(
      broken,
      { apiKey: API_KEY, apiBase: 'http://127.0.0.1:9', from: 'Site <no-reply@example.com>' },
      { intervalMs: 60 * 60_000, onError: (error) => errors.push(error) },
    )
    onTestFinished(() => worker.stop())
    await worker.kick()
    await worker.kick()
    expect(errors.length).toBeGreaterThanOrEqual(2)
  })
})
