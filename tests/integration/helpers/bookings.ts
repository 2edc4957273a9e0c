import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { expect } from 'vitest'
import { createScratchDatabase, type DatabaseTarget } from '../../helpers/database.ts'
import { startTestPlatform, type TestPlatform } from './platform.ts'

// Shared steps of the show-offer and private-session suites: a platform on either database, the
// outbox's emails and their attachments, and the text of a PDF as poppler reads it.

export type OutboxEmail = {
  dedupe_key: string
  to_email: string
  subject: string
  text_body: string
  attachments: { filename: string; content_base64: string; content_type: string }[]
}

export async function platformOn(
  target: DatabaseTarget,
  prefix: string,
): Promise<{ p: TestPlatform; drop?: () => Promise<void> }> {
  if (target === 'pglite') return { p: await startTestPlatform() }
  const scratch = await createScratchDatabase(String(process.env.TEST_DATABASE_URL), prefix)
  return { p: await startTestPlatform({ databaseUrl: scratch.url }), drop: scratch.drop }
}

export const emailsLike = (p: TestPlatform, pattern: string) =>
  p.rows<OutboxEmail>('email_outbox', {
    select: 'dedupe_key,to_email,subject,text_body,attachments',
    dedupe_key: `like.${pattern}`,
    order: 'created_at',
  })

export const uniqueEmail = (label: string) =>
  `${label}-${randomBytes(4).toString('hex')}@example.com`

export const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

/** `YYYY-MM-DD`, `days` from today (UTC). */
export const daysFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** The text of a PDF, as `pdftotext -layout` extracts it (poppler-utils). */
export async function pdfText(base64: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'contract-'))
  try {
    const file = join(dir, 'contract.pdf')
    await writeFile(file, Buffer.from(base64, 'base64'))
    const { stdout } = await promisify(execFile)('/usr/bin/pdftotext', ['-enc', 'UTF-8', file, '-'])
    return stdout
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

export function attachment(email: OutboxEmail | undefined, type: string) {
  const found = email?.attachments.find((file) => file.content_type.startsWith(type))
  expect(found, `${email?.dedupe_key} has a ${type} attachment`).toBeDefined()
  return found!
}

/** The unfolded content lines of an iCalendar file. */
export function icsLines(base64: string): string[] {
  const text = Buffer.from(base64, 'base64').toString('utf8')
  expect(text.endsWith('\r\n')).toBe(true)
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
}

/** Runs the scheduled email job as pg_cron would. */
export function runEmailJob(p: TestPlatform) {
  return p.call('site/jobs/deliver-emails', {
    method: 'POST',
    headers: { apikey: p.keys.secret_key },
  })
}
