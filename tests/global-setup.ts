import { BROWSER_SKIP_REASON } from './browser/helpers/chromium.ts'

/** Says once, at the top of the run, which tests will be skipped on this machine and why. */
export default function announceSkips() {
  const notices: string[] = []
  if (!process.env.TEST_DATABASE_URL && process.env.CI !== 'true') {
    notices.push('PostgreSQL server tests are skipped: TEST_DATABASE_URL is not set (CI sets it).')
  }
  if (
    process.env.TEST_DATABASE_URL &&
    !process.env.TEST_DB_POOLER_URL &&
    process.env.CI !== 'true'
  ) {
    notices.push(
      'The server suites connect the functions directly: TEST_DB_POOLER_URL is not set (.ci/pgbouncer starts PgBouncer in transaction mode; CI sets it).',
    )
  }
  if (BROWSER_SKIP_REASON) notices.push(BROWSER_SKIP_REASON)
  for (const notice of notices) console.warn(`\n⚠ ${notice}`)
}
