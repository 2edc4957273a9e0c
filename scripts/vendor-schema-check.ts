// Compares our stand-in of what a hosted Supabase project has (platform/db/supabase-base.sql) with
// the schemas the vendors' own migrations build, and applies our migrations on the vendors' schema,
// on each database the platform runs on: a PostgreSQL server and the embedded PGlite.
// It reads local copies of the repositories only; it never downloads anything.
//   npm run vendor:check -- --auth <dir> --storage <dir> --realtime <dir> --postgres <dir>
//     [--database server|pglite|both]
// Each <dir> is a checkout or a bare git directory (read at the pinned tag, or at <dir>#<ref>).
import { parseArgs } from 'node:util'
import type { Sql } from '../platform/db/database.ts'
import { applyMigrations, applySupabaseBase } from '../platform/db/migrations.ts'
import { MIGRATIONS_DIR } from '../platform/db/setup.ts'
import { ALLOW_LIST } from './vendor-schema/allow-list.ts'
import { buildVendorSchema } from './vendor-schema/build.ts'
import { readCatalog } from './vendor-schema/catalog.ts'
import { describe, diffCatalogs, partition } from './vendor-schema/diff.ts'
import { type DatabaseKind, openScratchPair, parseDatabaseFlag } from './vendor-schema/targets.ts'
import { openSource, PINS, type VendorName, type VendorSource } from './vendor-schema/vendors.ts'

const { values } = parseArgs({
  options: {
    auth: { type: 'string' },
    storage: { type: 'string' },
    realtime: { type: 'string' },
    postgres: { type: 'string' },
    database: { type: 'string', default: 'both' },
    verbose: { type: 'boolean', default: false },
    // Replay Realtime's Ecto migrations even where it ships a dump for this Postgres major.
    'realtime-migrations': { type: 'boolean', default: false },
  },
})

type Sources = { [name in VendorName]: VendorSource }

async function main(): Promise<number> {
  const databases = parseDatabaseFlag(values.database)
  const names = Object.keys(PINS) as VendorName[]
  const sources = Object.fromEntries(
    names.map((name) => [name, openSource(name, values[name])]),
  ) as Sources
  for (const name of names) console.log(`${name}: ${sources[name].label}`)

  const results: [DatabaseKind, boolean][] = []
  for (const database of databases) results.push([database, await check(database, sources)])
  const failed = results.filter(([, ok]) => !ok).map(([database]) => database)
  console.log(
    failed.length === 0
      ? `\nvendor check passed on ${databases.join(' and ')}`
      : `\nvendor check FAILED on ${failed.join(' and ')}`,
  )
  return failed.length === 0 ? 0 : 1
}

/** One database's section: the vendors' build, the catalog diff, our migrations on top. */
async function check(database: DatabaseKind, sources: Sources): Promise<boolean> {
  const pair = await openScratchPair(database, process.env.TEST_DATABASE_URL)
  console.log(`\n== ${database}: ${pair.label}`)
  try {
    const log = await buildVendorSchema(pair.vendor, sources, {
      realtimeFromMigrations: values['realtime-migrations'],
    })
    console.log(
      `vendor build: ${log.applied.length} files, ${log.failures.length} statements failed`,
    )
    for (const line of log.skipped) console.log(`  skipped ${line}`)
    for (const line of log.failures) console.log(`  failed  ${line}`)

    // Read before our base schema runs: on a server its roles and grants would reach the vendors'.
    const vendor = await readCatalog(pair.vendor)
    await applySupabaseBase(pair.ours)
    if (pair.ourRoles !== pair.ours) await applySupabaseBase(pair.ourRoles)
    const ours = await readCatalog(pair.ours)
    const ourRoles = await readCatalog(pair.ourRoles)
    for (const key of [...ours.keys()]) if (/^(role|membership) /.test(key)) ours.delete(key)
    for (const [key, value] of ourRoles) if (/^(role|membership) /.test(key)) ours.set(key, value)

    // One allow-list for both: PGlite, opened as the platform opens it, needs no entry of its own.
    const { unexpected, allowed, unused } = partition(diffCatalogs(vendor, ours), ALLOW_LIST)
    console.log(`catalog: ${vendor.size} vendor objects, ${ours.size} ours`)
    console.log(`${allowed.length} differences allowed by the allow-list`)
    if (values.verbose) for (const d of allowed) console.log(`  (allowed) ${describe(d)}`)
    for (const entry of unused) console.log(`allow-list entry matches nothing: ${entry.key}`)
    console.log(`${unexpected.length} unexpected differences`)
    for (const d of unexpected) console.log(describe(d))

    const migrated = await applyOurMigrations(pair.vendor)
    console.log(`our migrations on the vendor-built schema: ${migrated}`)
    const ok = unexpected.length === 0 && unused.length === 0 && migrated.startsWith('applied')
    console.log(`${database}: ${ok ? 'passed' : 'FAILED'}`)
    return ok
  } finally {
    await pair.close()
  }
}

/** Our migrations, run as the Supabase CLI runs them on a hosted project: after the vendors'. */
async function applyOurMigrations(sql: Sql): Promise<string> {
  await sql.unsafe(`create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key, statements text[], name text)`)
  try {
    const applied = await applyMigrations(sql, MIGRATIONS_DIR)
    return `applied ${applied.length} (${applied.at(0)?.version} … ${applied.at(-1)?.version})`
  } catch (error) {
    return `FAILED: ${(error as Error).message}`
  }
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`vendor check: ${error.message}`)
    process.exit(2)
  },
)
