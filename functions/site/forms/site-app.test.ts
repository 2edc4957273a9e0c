import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../platform/db/database.ts'
import { createSiteApp } from '../app.ts'
import {
  messagesFrom,
  openPreparedDatabase,
  outboxFor,
  postJson,
  testEnv,
  uniqueEmail,
} from '../testing/forms-support.ts'

// The forms as the site function serves them (createSiteApp), not only as formsRoutes.
describe('forms in the site function', () => {
  let db: Database
  beforeAll(async () => {
    db = await openPreparedDatabase()
  })
  afterAll(() => db?.close())

  it('accepts a contact message and queues its two emails', async () => {
    const app = createSiteApp({ env: testEnv, sql: db.sql })
    const email = uniqueEmail('site')
    const response = await postJson(
      app,
      '/site/contact',
      { name: 'Ana', email, message: 'Hello from the real app!' },
      { origin: testEnv.SITE_URL },
    )
    expect(response.status).toBe(201)
    expect(response.headers.get('access-control-allow-origin')).toBe(testEnv.SITE_URL)
    const { id } = (await response.json()) as { id: string }
    expect(await messagesFrom(db, email)).toHaveLength(1)
    expect(await outboxFor(db, id)).toHaveLength(2)
  })

  it('answers GET on a form with 405', async () => {
    const response = await createSiteApp({ env: testEnv, sql: db.sql }).request('/site/bookings')
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
  })
})
