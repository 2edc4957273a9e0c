// Compares our stand-in of what a hosted Supabase project has (platform/db/supabase-base.sql) with
// the schemas the vendors' own migrations build, and applies our migrations on the vendors' schema.
// It reads local copies of the repositories only; it never downloads anything.
//   npm run vendor:check -- --auth <dir> --storage <dir> --realtime <dir> --postgres <dir>
// Each <dir> is a checkout or a bare git directory (read at the pinned tag, or at <dir>#<ref>).
import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
import postgres from 'postgres'
import { openDatabase, type Sql } from '../platform/db/database.ts'
import { applyMigrations, applySupabaseBase } from '../platform/db/migrations.ts'
import { MIGRATIONS_DIR } from '../platform/db/setup.ts'
import { ALLOW_LIST } from './vendor-schema/allow-list.ts'
import { buildVendorSchema } from './vendor-schema/build.ts'
import { readCatalog } from './vendor-schema/catalog.ts'
import { describe, diffCatalogs, partition } from './vendor-schema/diff.ts'
import { openSource, PINS, type VendorName } from './vendor-schema/vendors.ts'

const { values } = parseArgs({
  options: {
    auth: { type: 'string' },
    storage: { type: 'string' },
    realtime: { type: 'string' },
    postgres: { type: 'string' },
    verbose: { type: 'boolean', default: false },
    // Replay Realtime's Ecto migrations even where it ships a dump for this Postgres major.
    'realtime-migrations': { type: 'boolean', default: false },
  },
})

async function main(): Promise<number> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl)
    throw new Error('TEST_DATABASE_URL is not set: the check needs a PostgreSQL server')
  const names = Object.keys(PINS) as VendorName[]
  const sources = Object.fromEntries(
    names.map((name) => [name, openSource(name, values[name])]),
  ) as {
    [name in VendorName]: ReturnType<typeof openSource>
  }
  for (const name of names) console.log(`${name}: ${sources[name].label}`)

  const vendorDb = await scratchDatabase(serverUrl, 'vendor')
  const oursDb = await scratchDatabase(serverUrl, 'ours')
  // Roles belong to the whole server, so on it both databases see the same ones; ours are read
  // from a fresh PGlite, where only our base schema has created any.
  const pglite = await openDatabase({ kind: 'embedded', dataDir: null, port: 0 })
  try {
    const log = await buildVendorSchema(vendorDb.sql, sources, {
      realtimeFromMigrations: values['realtime-migrations'],
    })
    console.log(
      `\nvendor build: ${log.applied.length} files, ${log.failures.length} statements failed`,
    )
    for (const line of log.skipped) console.log(`  skipped ${line}`)
    for (const line of log.failures) console.log(`  failed  ${line}`)

    await applySupabaseBase(oursDb.sql)
    await applySupabaseBase(pglite.sql)
    const vendor = await readCatalog(vendorDb.sql)
    const ours = await readCatalog(oursDb.sql)
    const ourRoles = await readCatalog(pglite.sql)
    for (const key of [...ours.keys()]) if (/^(role|membership) /.test(key)) ours.delete(key)
    for (const [key, value] of ourRoles) if (/^(role|membership) /.test(key)) ours.set(key, value)

    const { unexpected, allowed, unused } = partition(diffCatalogs(vendor, ours), ALLOW_LIST)
    console.log(`\ncatalog: ${vendor.size} vendor objects, ${ours.size} ours`)
    console.log(`${allowed.length} differences allowed by the allow-list`)
    if (values.verbose) for (const d of allowed) console.log(`  (allowed) ${describe(d)}`)
    for (const entry of unused) console.log(`allow-list entry matches nothing: ${entry.key}`)
    console.log(`${unexpected.length} unexpected differences`)
    for (const d of unexpected) console.log(describe(d))

    const migrated = await applyOurMigrations(vendorDb.sql)
    console.log(`\nour migrations on the vendor-built schema: ${migrated}`)
    const ok = unexpected.length === 0 && unused.length === 0 && migrated.startsWith('applied')
    console.log(ok ? '\nvendor check passed' : '\nvendor check FAILED')
    return ok ? 0 : 1
  } finally {
    await pglite.close()
    await vendorDb.drop()
    await oursDb.drop()
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

async function scratchDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_check_${randomBytes(4).toString('hex')}`
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const sql = postgres(url.toString(), { max: 1, prepare: false, onnotice: () => {} })
  return {
    sql,
    async drop() {
      await sql.end({ timeout: 5 })
      await admin.unsafe(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`vendor check: ${error.message}`)
    process.exit(2)
  },
)
