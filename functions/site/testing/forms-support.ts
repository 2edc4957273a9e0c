// Shared by the forms route tests: a fresh database, the forms mounted as the site function mounts
// them, and reads of what was stored (as the database owner, past RLS).
import { Hono } from 'hono'
import type { Database } from '../../../platform/db/database.ts'
import { prepareDatabase } from '../../../platform/db/setup.ts'
import { openFreshDatabase } from '../../../tests/helpers/database.ts'
import { answerWrongMethods, errorResponse, notFound } from '../../_shared/http/errors.ts'
import { testFunctionEnv } from '../../_shared/testing/env.ts'
import { formsRoutes } from '../forms/routes.ts'
import type { FormsDeps } from '../forms/submit.ts'

export const testEnv = testFunctionEnv({
  EMAIL_FROM: 'Kael Voss <no-reply@kaelvoss.example>',
  OWNER_EMAIL: 'owner@kaelvoss.example',
})

/** The clock the tests run at unless they say otherwise. */
export const NOW = new Date('2026-12-01T10:00:00Z')

export async function openPreparedDatabase(): Promise<Database> {
  const db = await openFreshDatabase('pglite')
  await prepareDatabase(db.sql)
  await db.sql`update public.settings set brand_name = 'Kael Voss', contact_email = 'hello@kaelvoss.example'`
  return db
}

/** The forms under `/site`, with the site function's error handling; counts outbox kicks. */
export function formsApp(db: Database, options: { now?: Date; kickOutbox?: () => void } = {}) {
  const kicks = { count: 0 }
  const deps: FormsDeps = {
    env: testEnv,
    sql: db.sql,
    now: () => options.now ?? NOW,
    kickOutbox: () => {
      kicks.count += 1
      options.kickOutbox?.()
    },
  }
  const app = new Hono().basePath('/site')
  app.use('*', answerWrongMethods(app))
  app.onError(errorResponse)
  app.notFound(notFound)
  app.route('/', formsRoutes(deps))
  return { app, kicks }
}

export function postJson(
  app: { request: Hono['request'] },
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

let counter = 0
/** A fresh sender address per test, so rate limits of one test never touch another. */
export function uniqueEmail(prefix: string): string {
  counter += 1
  return `${prefix}.${counter}.${Math.random().toString(36).slice(2, 8)}@example.com`
}

export type StoredMessage = {
  id: string
  kind: string
  name: string
  email: string
  body: string
  locale: string
}

export async function messagesFrom(db: Database, email: string): Promise<StoredMessage[]> {
  return db.sql<StoredMessage[]>`
    select id, kind::text, name, email, body, locale from public.messages where email = ${email}
    order by created_at`
}

export type OutboxRow = {
  dedupe_key: string
  template: string
  to_email: string
  reply_to: string | null
  subject: string
  html: string
  text_body: string
  attachments: { filename: string; content_base64: string; content_type: string }[]
  status: string
}

/** The emails queued for a message, the confirmation first. */
export async function outboxFor(db: Database, messageId: string): Promise<OutboxRow[]> {
  return db.sql<OutboxRow[]>`
    select dedupe_key, template, to_email, reply_to, subject, html, text_body, attachments,
      status::text
    from public.email_outbox where dedupe_key like ${`message:${messageId}:%`}
    order by dedupe_key`
}

export async function countOutbox(db: Database): Promise<number> {
  const [row] = await db.sql<
    { count: number }[]
  >`select count(*)::int as count from public.email_outbox`
  return row!.count
}
