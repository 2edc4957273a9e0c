import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type RequestIdentity,
  setRequestIdentity,
} from '../../functions/_shared/db/request-context.ts'
import type { Database, Sql } from '../../platform/db/database.ts'
import { prepareDatabase } from '../../platform/db/setup.ts'
import { userClaims } from '../helpers/claims.ts'
import { databaseTargets, openFreshDatabase } from '../helpers/database.ts'
import { type Fixtures, insertFixtures } from './fixtures.ts'
import { OPERATIONS, type Operation, type Outcome, ROLES, rlsMatrix } from './rls-matrix.ts'

const ROLLBACK = Symbol('rollback')
const INSUFFICIENT_PRIVILEGE = '42501'

/** Runs one statement as the caller in a transaction that is always rolled back. */
async function attempt(
  sql: Sql,
  identity: RequestIdentity,
  statement: string,
  operation: Operation,
) {
  let outcome: Outcome | undefined
  try {
    await sql.begin(async (tx) => {
      await setRequestIdentity(tx, identity)
      const result = await tx.unsafe(statement)
      if (operation === 'select') outcome = Number(result[0]?.n)
      else if (operation === 'insert') outcome = 'ok'
      else outcome = result.count
      throw ROLLBACK
    })
  } catch (error) {
    if (error === ROLLBACK) return outcome!
    if ((error as { code?: string }).code === INSUFFICIENT_PRIVILEGE) return 'denied'
    throw error
  }
  throw new Error('unreachable: the transaction always rolls back')
}

function identities(f: Fixtures): Record<(typeof ROLES)[number], RequestIdentity> {
  return {
    anon: { role: 'anon' },
    fan: { role: 'authenticated', claims: userClaims(f.fan) },
    buyer: { role: 'authenticated', claims: userClaims(f.buyer) },
    tagged: { role: 'authenticated', claims: userClaims(f.taggedBuyer) },
    admin: { role: 'authenticated', claims: userClaims(f.owner) },
    service: { role: 'service_role' },
  }
}

describe.each(databaseTargets())('row-level security on $target', ({ target, skip }) => {
  let db: Database
  let fixtures: Fixtures

  beforeAll(async () => {
    if (skip) return
    db = await openFreshDatabase(target)
    await prepareDatabase(db.sql)
    fixtures = await insertFixtures(db.sql)
  })
  afterAll(async () => {
    await db?.close()
  })

  it.skipIf(skip)('the matrix covers every table in public', async () => {
    const tables = await db.sql<{ name: string }[]>`
      select 'public.' || relname as name from pg_class
      where relnamespace = 'public'::regnamespace and relkind = 'r' order by 1`
    const covered = rlsMatrix(fixtures).map((c) => c.table)
    expect(tables.map((t) => t.name).filter((t) => !covered.includes(t))).toEqual([])
  })

  // 19 tables × 6 roles × 4 operations = 456 cells per database.
  it.skipIf(skip).each(
    // Table names are known before the fixtures exist; the statements are built inside the test.
    [
      'public.roles',
      'public.settings',
      'public.tracks',
      'public.products',
      'public.orders',
      'public.order_items',
      'public.licence_grants',
      'public.stripe_events',
      'public.messages',
      'public.booking_requests',
      'public.service_enquiries',
      'public.message_replies',
      'public.email_outbox',
      'public.promotion_codes',
      'public.rate_limits',
      'public.booking_settings',
      'public.show_offers',
      'public.show_offer_payments',
      'public.session_bookings',
      'public.licence_tiers',
      'public.download_log',
      'public.checkout_recoveries',
      'storage.objects',
    ],
  )('%s: each role may do exactly what the access model says', async (table) => {
    const tableCase = rlsMatrix(fixtures).find((c) => c.table === table)!
    const callers = identities(fixtures)
    const observed: Record<string, Outcome[]> = {}
    for (const operation of OPERATIONS) {
      observed[operation] = []
      for (const role of ROLES) {
        observed[operation].push(
          await attempt(db.sql, callers[role], tableCase.sql[operation], operation),
        )
      }
    }
    expect(observed).toEqual(tableCase.expect)
  })
})
