import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openFunctionPool } from '../../functions/_shared/db/pool.ts'
import { runAs, type Sql } from '../../functions/_shared/db/request-context.ts'
import { prepareDatabase } from '../../platform/db/setup.ts'
import { createScratchDatabase, poolerUrlFor } from '../helpers/database.ts'

// The server suites send the functions' queries through a transaction pooler (PgBouncer, as
// Supavisor on a hosted project: `.ci/pgbouncer`). These tests prove the pooler they use really
// pools by transaction (else the suites would prove nothing), and that the functions' pool leaves
// nothing behind on a server connection that the next client, another worker, would inherit.

const serverUrl = process.env.TEST_DATABASE_URL
const SKIP =
  !serverUrl && process.env.CI !== 'true'
    ? 'the pooler tests need TEST_DATABASE_URL and TEST_DB_POOLER_URL (CI sets both)'
    : !process.env.TEST_DB_POOLER_URL && process.env.CI !== 'true'
      ? 'TEST_DB_POOLER_URL is not set (.ci/pgbouncer starts one)'
      : false

describe.skipIf(SKIP)('the functions through a transaction pooler', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>
  let pooled: string
  const opened: Sql[] = []
  const client = (options: postgres.Options<Record<string, never>> = {}) => {
    const sql = postgres(pooled, { max: 1, prepare: false, onnotice: () => {}, ...options })
    opened.push(sql)
    return sql
  }

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!, 'pool')
    const direct = postgres(scratch.url, { max: 1, onnotice: () => {} })
    try {
      await prepareDatabase(direct)
    } finally {
      await direct.end()
    }
    pooled = poolerUrlFor(scratch.url)!
  }, 120_000)
  afterAll(async () => {
    await Promise.all(opened.map((sql) => sql.end({ timeout: 5 })))
    await scratch?.drop()
  })

  it('pools by transaction: a session setting leaks to the next client', async () => {
    // Only a transaction pooler lets another client see this; directly, or in session mode,
    // each client has a server connection of its own.
    const first = client()
    await first`select set_config('app.left_behind', 'by the first client', false)`
    const second = client()
    const [row] = await second<{ value: string | null }[]>`
      select current_setting('app.left_behind', true) as value`
    expect(row!.value).toBe('by the first client')
    await first`select set_config('app.left_behind', '', false)`
  })

  it('runs the functions’ requests side by side without leaving a role or claims behind', async () => {
    const functions = openFunctionPool({
      SUPABASE_DB_URL: scratch.url,
      DB_POOLER_URL: pooled,
    })
    opened.push(functions)
    const identities = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        runAs(
          functions,
          index % 2
            ? { role: 'anon' }
            : {
                role: 'authenticated',
                claims: {
                  sub: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
                  role: 'authenticated',
                  aal: 'aal1',
                },
              },
          async (tx) => {
            const [row] = await tx<{ role: string; sub: string | null }[]>`
              select current_user as role, auth.uid()::text as sub`
            return row!
          },
        ),
      ),
    )
    expect(identities.filter((row) => row.role === 'anon')).toHaveLength(20)
    expect(identities.filter((row) => row.role === 'authenticated' && row.sub)).toHaveLength(20)
    // Whatever server connection comes next is the pooler's own user again, without claims.
    const after = client()
    for (let probe = 0; probe < 6; probe++) {
      const [row] = await after<{ role: string; claims: string | null }[]>`
        select current_user as role, nullif(current_setting('request.jwt.claims', true), '') as claims`
      expect(row).toEqual({ role: 'postgres', claims: null })
    }
  })
})
