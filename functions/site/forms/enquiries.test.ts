import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import type { Database } from '../../../platform/db/database.ts'
import {
  countOutbox,
  formsApp,
  messagesFrom,
  openPreparedDatabase,
  outboxFor,
  postJson,
  testEnv,
  uniqueEmail,
} from '../testing/forms-support.ts'

let db: Database
beforeAll(async () => {
  db = await openPreparedDatabase()
})
afterAll(() => db?.close())

const enquiry = (email: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Lia Sommer',
  email,
  service: 'mixing',
  genre: 'Melodic techno',
  details: 'Three tracks for my debut EP, stems ready.',
  locale: 'fr',
  ...overrides,
})

async function enquiryRow(id: string) {
  const [row] = await db.sql<{ service: string; genre: string; hours: number | null }[]>`
    select service::text, genre, hours from public.service_enquiries where message_id = ${id}`
  return row
}

async function expectRefused(response: Response, email: string, fields: Record<string, string>) {
  expect(response.status).toBe(422)
  expect(await response.json()).toMatchObject({ error: { code: 'validation_failed', fields } })
  expect(await messagesFrom(db, email)).toHaveLength(0)
}

describe('POST /site/enquiries', () => {
  it('stores the enquiry and queues a confirmation in the sender’s language and an owner notice', async () => {
    const { app, kicks } = formsApp(db)
    const email = uniqueEmail('lia')
    const response = await postJson(app, '/site/enquiries', enquiry(email))

    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    expect(await messagesFrom(db, email)).toMatchObject([
      { id, kind: 'enquiry', body: 'Three tracks for my debut EP, stems ready.', locale: 'fr' },
    ])
    expect(await enquiryRow(id)).toEqual({
      service: 'mixing',
      genre: 'Melodic techno',
      hours: null,
    })

    const [confirmation, notice, ...more] = await outboxFor(db, id)
    expect(more).toHaveLength(0)
    expect(confirmation).toMatchObject({
      template: 'enquiry_confirmation',
      to_email: email,
      subject: 'Demande reçue\u00a0: Mixage',
    })
    expect(confirmation!.text_body).toContain('Le mixage comprend jusqu’à 3\u00a0retouches.')
    expect(notice).toMatchObject({
      template: 'enquiry_owner_notice',
      to_email: testEnv.OWNER_EMAIL,
      reply_to: email,
      subject: 'Nueva consulta (Mezcla) de Lia Sommer',
    })
    expect(kicks.count).toBe(1)
  })

  it('prices a private session by the hour in the confirmation', async () => {
    const { app } = formsApp(db)
    const email = uniqueEmail('session')
    const response = await postJson(
      app,
      '/site/enquiries',
      enquiry(email, { service: 'private_session', hours: 2, locale: 'en' }),
    )
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    expect(await enquiryRow(id)).toMatchObject({ service: 'private_session', hours: 2 })
    const [confirmation] = await outboxFor(db, id)
    expect(confirmation!.text_body).toContain(
      'Private sessions are €1,500 per hour. For 2 h that comes to €3,000.',
    )
  })

  it.each(['Reguetón', 'REGGAETON', 'latin trap', 'Dembow', 'Música latina', 'Cumbia villera'])(
    'refuses the genre %j with genre_not_offered',
    async (genre) => {
      const { app } = formsApp(db)
      const email = uniqueEmail('genre')
      const before = await countOutbox(db)
      await expectRefused(
        await postJson(app, '/site/enquiries', enquiry(email, { genre })),
        email,
        { genre: 'genre_not_offered' },
      )
      expect(await countOutbox(db)).toBe(before)
    },
  )

  it.each([
    [{ service: 'private_session' }, { hours: 'session_hours_invalid' }],
    [{ service: 'private_session', hours: 4 }, { hours: 'session_hours_invalid' }],
    [{ service: 'private_session', hours: 0 }, { hours: 'hours_invalid' }],
    [{ service: 'private_session', hours: 1.5 }, { hours: 'hours_invalid' }],
    [{ service: 'ghostwriting' }, { service: 'service_invalid' }],
  ])('refuses %j with its field code', async (overrides, fields) => {
    const { app } = formsApp(db)
    const email = uniqueEmail('hours')
    await expectRefused(
      await postJson(app, '/site/enquiries', enquiry(email, overrides)),
      email,
      fields,
    )
  })

  it('holds private sessions to the hours the owner set', async () => {
    await db.sql`update public.settings set session_min_hours = 2, session_max_hours = 2`
    onTestFinished(async () => {
      await db.sql`update public.settings set session_min_hours = 1, session_max_hours = 3`
    })
    const { app } = formsApp(db)
    for (const hours of [1, 3]) {
      const email = uniqueEmail('owner-range')
      await expectRefused(
        await postJson(
          app,
          '/site/enquiries',
          enquiry(email, { service: 'private_session', hours }),
        ),
        email,
        { hours: 'session_hours_invalid' },
      )
    }
    const fits = await postJson(
      app,
      '/site/enquiries',
      enquiry(uniqueEmail('owner-range'), { service: 'private_session', hours: 2 }),
    )
    expect(fits.status).toBe(201)
  })

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const { app, kicks } = formsApp(db)
    const email = uniqueEmail('bot')
    const before = await countOutbox(db)
    const response = await postJson(app, '/site/enquiries', enquiry(email, { website: 'spam' }))
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ id: expect.any(String), status: 'received' })
    expect(await messagesFrom(db, email)).toHaveLength(0)
    expect(await countOutbox(db)).toBe(before)
    expect(kicks.count).toBe(0)
  })
})
