import { randomBytes } from 'node:crypto'
import postgres from 'postgres'
import { openFunctionPool } from '../../functions/_shared/db/pool.ts'
import { type Database, openDatabase, type Sql } from '../../platform/db/database.ts'

export type DatabaseTarget = 'pglite' | 'server'

/**
 * The targets the database tests run on: always the embedded PGlite, and the PostgreSQL server
 * when TEST_DATABASE_URL is set (CI sets it).
 */
export function databaseTargets(): { target: DatabaseTarget; skip: string | false }[] {
  const server = process.env.TEST_DATABASE_URL
  // In CI nothing may be skipped: without a server URL the server tests run and fail loudly.
  const mustRun = process.env.CI === 'true'
  return [
    { target: 'pglite', skip: false },
    {
      target: 'server',
      skip:
        server || mustRun
          ? false
          : 'TEST_DATABASE_URL is not set, so the PostgreSQL server tests are skipped',
    },
  ]
}

/**
 * The same database through the transaction pooler in front of the test server
 * (`TEST_DB_POOLER_URL`, PgBouncer in transaction mode: `.ci/pgbouncer`), which the functions use
 * in the server suites as they use Supavisor on a hosted project. In CI it must be set: the
 * suites exist to catch what a pooler breaks.
 */
export function poolerUrlFor(databaseUrl: string): string | undefined {
  const pooler = process.env.TEST_DB_POOLER_URL
  if (!pooler) {
    if (process.env.CI === 'true') {
      throw new Error('TEST_DB_POOLER_URL is not set: CI runs the server suites through PgBouncer')
    }
    return undefined
  }
  const url = new URL(pooler)
  url.pathname = new URL(databaseUrl).pathname
  return url.toString()
}

/** A new, empty database on the PostgreSQL server at `serverUrl`, and how to drop it again. */
export async function createScratchDatabase(
  serverUrl: string,
  prefix = 't',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  try {
    await admin.unsafe(`create database ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const cleanup = postgres(serverUrl, { max: 1, onnotice: () => {} })
      try {
        await cleanup.unsafe(`drop database if exists ${name} with (force)`)
      } finally {
        await cleanup.end()
      }
    },
  }
}

/** A fresh, empty database: in-memory PGlite, or a new database on the test server. */
export async function openFreshDatabase(
  target: DatabaseTarget,
  dataDir: string | null = null,
): Promise<Database> {
  if (target === 'pglite') return openDatabase({ kind: 'embedded', dataDir, port: 0 })

  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set')
  const scratch = await createScratchDatabase(serverUrl)
  const database = await openDatabase({ kind: 'server', url: scratch.url })
  return {
    ...database,
    async close() {
      await database.close()
      await scratch.drop()
    },
  }
}

/**
 * The connection the functions' code gets in a database test: on the server, the functions' own
 * pool through the transaction pooler (as deployed); on PGlite, the one session there is.
 */
export function functionsConnection(db: Database): { sql: Sql; close(): Promise<void> } {
  const pooled = db.kind === 'server' ? poolerUrlFor(db.url) : undefined
  if (!pooled) return { sql: db.sql, close: async () => {} }
  const sql = openFunctionPool({ SUPABASE_DB_URL: db.url, DB_POOLER_URL: pooled })
  return { sql, close: () => sql.end({ timeout: 5 }) }
}
