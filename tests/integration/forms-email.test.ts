import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { startOutboxWorker } from '../../functions/_shared/email/worker.ts'
import { errorResponse } from '../../functions/_shared/http/errors.ts'
import { formsRoutes } from '../../functions/site/forms/routes.ts'
import {
  NOW,
  openPreparedDatabase,
  postJson,
  testEnv,
  uniqueEmail,
} from '../../functions/site/testing/forms-support.ts'
import type { Database } from '../../platform/db/database.ts'
import { createMailSandbox } from '../../platform/mail/index.ts'
import { serveApp, temporaryDirectory } from '../contract/helpers/serve.ts'

const API_KEY = 're_forms_flow'

// A booking from the form to the inbox: accepted, queued in one transaction, sent by the outbox
// worker the moment the form wakes it (the wiring the local platform uses).
describe('booking form to inbox', () => {
  let db: Database
  beforeAll(async () => {
    db = await openPreparedDatabase()
  })
  afterAll(() => db?.close())

  it('delivers the organiser’s confirmation with its calendar file and the owner’s notice', async () => {
    const directory = temporaryDirectory('forms-flow')
    const sandbox = createMailSandbox({ dataDir: directory.path, apiKey: API_KEY })
    const mail = await serveApp(sandbox.app)
    onTestFinished(async () => {
      await mail.close()
      directory.remove()
    })
    const worker = startOutboxWorker(
      db.sql,
      { apiKey: API_KEY, apiBase: `${mail.origin}/resend`, from: testEnv.EMAIL_FROM },
      { intervalMs: 60 * 60_000 },
    )
    onTestFinished(() => worker.stop())
    let sending: Promise<void> | undefined
    const app = new Hono().basePath('/site')
    app.onError(errorResponse)
    app.route(
      '/',
      formsRoutes({
        env: testEnv,
        sql: db.sql,
        now: () => NOW,
        kickOutbox: () => {
          sending = worker.kick()
        },
      }),
    )

    const organiser = uniqueEmail('organiser')
    const response = await postJson(app, '/site/bookings', {
      name: 'Sala Apolo',
      email: organiser,
      event_type: 'club',
      preferred_date: '2027-05-08',
      details: 'Saturday, 1,600 capacity, peak-time set.',
      set_hours: 4,
      locale: 'es',
    })
    expect(response.status).toBe(201)
    expect(sending).toBeDefined()
    await sending

    const messages = sandbox.messages()
    const confirmation = messages.find((message) => message.to[0] === organiser)
    const notice = messages.find((message) => message.to[0] === testEnv.OWNER_EMAIL)
    expect(messages).toHaveLength(2)
    expect(confirmation).toMatchObject({
      from: testEnv.EMAIL_FROM,
      subject: 'Solicitud de booking recibida para el 8 de mayo de 2027',
      reply_to: ['hello@kaelvoss.example'],
      attachments: [
        { filename: 'booking-request.ics', content_type: 'text/calendar; charset=utf-8' },
      ],
    })
    expect(confirmation!.text).toContain(
      '1200\u00a0€ por un set de 4 h, más desplazamiento y gastos.',
    )
    const calendar = Buffer.from(confirmation!.attachments[0]!.content, 'base64').toString('utf8')
    expect(calendar).toContain('DTSTART;VALUE=DATE:20270508\r\n')
    expect(notice).toMatchObject({ reply_to: [organiser] })
    expect(notice!.subject).toBe('Solicitud de booking: Club, 8 de mayo de 2027 (Sala Apolo)')

    const statuses = await db.sql<{ status: string }[]>`
      select status::text from public.email_outbox where to_email in (${organiser}, ${testEnv.OWNER_EMAIL})`
    expect(statuses.map((row) => row.status)).toEqual(['sent', 'sent'])
  })

  it('writes the owner’s notice in the language the owner chose in the settings', async () => {
    await db.sql`update public.settings set owner_locale = 'de'`
    onTestFinished(async () => {
      await db.sql`update public.settings set owner_locale = 'es'`
    })
    const app = new Hono().basePath('/site')
    app.onError(errorResponse)
    app.route('/', formsRoutes({ env: testEnv, sql: db.sql, now: () => NOW }))
    const sender = uniqueEmail('fan')
    const response = await postJson(app, '/site/contact', {
      name: 'Ana',
      email: sender,
      message: 'Una pregunta sobre tu próximo set en Madrid.',
      locale: 'es',
    })
    expect(response.status).toBe(201)
    const queued = await db.sql<{ to_email: string; subject: string }[]>`
      select to_email, subject from public.email_outbox
      where to_email in (${sender}, ${testEnv.OWNER_EMAIL}) and created_at >= now() - interval '1 minute'
      order by to_email`
    // The fan reads Spanish, as they wrote; the owner reads German, as the settings say.
    expect(queued.find((row) => row.to_email === sender)?.subject).toBe('Gracias por tu mensaje')
    expect(queued.filter((row) => row.to_email === testEnv.OWNER_EMAIL).at(-1)?.subject).toBe(
      'Neue Nachricht von Ana',
    )
  })
})
