import { createHash } from 'node:crypto'
import type { Sql } from '../../platform/db/database.ts'
import {
  dbmateUp,
  extractEctoExecutes,
  splitStatements,
  substituteGoTemplate,
  usesEctoDsl,
} from './sources.ts'
import type { VendorSource } from './vendors.ts'

export type BuildLog = { applied: string[]; failures: string[]; skipped: string[] }

type Sources = Record<'auth' | 'storage' | 'realtime' | 'postgres', VendorSource>

/**
 * Builds the auth, storage and realtime schemas on an empty database the way a hosted project gets
 * them: supabase/postgres's init scripts and migrations (as supabase_admin), then GoTrue's
 * migrations (as supabase_auth_admin), the Storage API's (as supabase_storage_admin) and
 * Realtime's tenant schema. Each statement runs on its own; one that fails (an extension this
 * server lacks) is logged and the build goes on.
 */
export async function buildVendorSchema(
  sql: Sql,
  sources: Sources,
  options: { realtimeFromMigrations?: boolean } = {},
): Promise<BuildLog> {
  const log: BuildLog = { applied: [], failures: [], skipped: [] }
  const run = async (label: string, text: string, role: string | null) => {
    for (const raw of splitStatements(text)) {
      const statement = withoutGrantorSupabaseAdmin(toleratingExistingRole(raw))
      const reason = unsafeForSharedServer(raw)
      if (reason) {
        log.skipped.push(`${label}: ${firstLine(statement)} (${reason})`)
        continue
      }
      try {
        await sql.unsafe(role ? `set role ${role}` : 'reset role')
        await sql.unsafe(statement).simple()
      } catch (error) {
        log.failures.push(`${label}: ${firstLine(statement)}: ${(error as Error).message}`)
      }
    }
    log.applied.push(label)
  }
  await sql.unsafe(`do $$ begin
    if not exists (select from pg_roles where rolname = 'supabase_admin') then
      create role supabase_admin superuser login;
    end if; end $$`)

  const pg = sources.postgres
  for (const file of pg.list('migrations/db/init-scripts')) {
    await run(`postgres ${file}`, dbmateUp(pg.read(`migrations/db/init-scripts/${file}`)), null)
  }
  for (const file of pg.list('migrations/db/migrations')) {
    const text = dbmateUp(pg.read(`migrations/db/migrations/${file}`))
    await run(`postgres ${file}`, text, 'supabase_admin')
  }

  for (const file of sources.auth.list('migrations').filter((f) => f.endsWith('.up.sql'))) {
    const text = substituteGoTemplate(sources.auth.read(`migrations/${file}`), {
      Namespace: 'auth',
    })
    await run(`auth ${file}`, text, 'supabase_auth_admin')
    const version = file.split('_')[0]!
    await sql`insert into auth.schema_migrations (version) values (${version}) on conflict do nothing`
  }

  // As the Storage API's migrator runs them on a hosted project, where the roles already exist.
  await sql.unsafe(`select set_config('storage.install_roles', 'false', false);
    set role supabase_storage_admin;
    set search_path to storage, public, extensions;
    create table if not exists storage.migrations (
      id integer primary key, name varchar(100) unique not null, hash varchar(40) not null,
      executed_at timestamp default current_timestamp)`)
  const storageFiles = sources.storage.list('migrations/tenant').filter((f) => f.endsWith('.sql'))
  for (const file of storageFiles) {
    const text = sources.storage.read(`migrations/tenant/${file}`)
    await run(`storage ${file}`, text, 'supabase_storage_admin')
    const [, id, name] = /^(\d+)-(.+)\.sql$/.exec(file)!
    const hash = createHash('sha1').update(text).digest('hex')
    await sql`insert into storage.migrations (id, name, hash) values (${Number(id)}, ${name!}, ${hash})
      on conflict do nothing`
  }
  await sql.unsafe('reset role; reset search_path')

  const realtime = sources.realtime
  const [server] = await sql<{ major: number }[]>`
    select current_setting('server_version_num')::int / 10000 as major`
  const dumps = realtime
    .list('priv/repo')
    .flatMap((file) => /^tenant_db_dump_(\d+)\.sql$/.exec(file)?.[1] ?? [])
    .map(Number)
  const dump = options.realtimeFromMigrations ? null : realtimeDumpFor(server!.major, dumps)
  if (dump) {
    if (dump !== server!.major) {
      log.skipped.push(
        `realtime: no dump for Postgres ${server!.major}; loading the one for ${dump}, the newest ` +
          'older one (Realtime would replay its Ecto migrations, whose DSL this check cannot)',
      )
    }
    // What Realtime loads into a new tenant's empty database instead of replaying its migrations.
    const path = `priv/repo/tenant_db_dump_${dump}.sql`
    await run(`realtime ${path}`, realtime.read(path), 'supabase_admin')
  } else {
    await sql.unsafe(`create schema if not exists realtime;
      create table if not exists realtime.schema_migrations (
        version bigint primary key, inserted_at timestamp(0) without time zone)`)
    const dir = 'lib/realtime/tenants/repo/migrations'
    for (const file of realtime.list(dir).filter((f) => f.endsWith('.ex'))) {
      const source = realtime.read(`${dir}/${file}`)
      if (usesEctoDsl(source)) {
        log.skipped.push(`realtime ${file}: its Ecto DSL (only its execute() SQL is replayed)`)
      }
      const text = extractEctoExecutes(source).join(';\n')
      await run(
        `realtime ${file}`,
        `set search_path to realtime, public;\n${text}`,
        'supabase_admin',
      )
      await sql`insert into realtime.schema_migrations (version, inserted_at)
        values (${file.split('_')[0]!}, now()) on conflict do nothing`
    }
  }
  await sql.unsafe('reset role; reset search_path')
  return log
}

/**
 * Which of Realtime's tenant dumps (one per Postgres major it supports) to load on a server of
 * `major`: its own, else the newest older one, since only a dump holds what Realtime's migrations
 * written in Ecto's DSL create. None when every dump is for a newer major.
 */
export function realtimeDumpFor(major: number, dumps: number[]): number | null {
  const usable = dumps.filter((dump) => dump <= major)
  return usable.length === 0 ? null : Math.max(...usable)
}

/** Statements that would change the shared server for every database on it, not just this one. */
export function unsafeForSharedServer(statement: string): string | null {
  const text = statement.replace(/--.*$/gm, '').trim()
  if (/^alter\s+(role|user)\s+"?postgres"?\s/i.test(text)) {
    return 'changes the server’s own superuser'
  }
  if (/^alter\s+system\b/i.test(text)) return 'changes the server’s configuration'
  return null
}

/** `create role x` fails when a role of that name exists on the server already (from another database). */
export function toleratingExistingRole(statement: string): string {
  const text = statement.replace(/--.*$/gm, '').trim()
  const match = /^create\s+(role|user)\s+("?)(\w+)\2(.*)$/is.exec(text)
  if (!match) return statement
  const [, kind, , name, rest] = match
  const given = rest!.replace(/^\s*with\b/i, '').trim()
  const login = kind!.toLowerCase() === 'user' && !/\blogin\b/i.test(given) ? 'login ' : ''
  const options = `${login}${given}`.trim()
  const alter = options ? `alter role ${name} with ${options};` : ''
  return `do $vendor$ begin
    if not exists (select from pg_roles where rolname = '${name}') then ${text}; else ${alter} end if;
  end $vendor$`
}

/**
 * Drops `GRANTED BY supabase_admin` from role grants. Since Postgres 16 only the bootstrap superuser
 * may be named grantor without holding ADMIN OPTION on the role; hosted that is supabase_admin,
 * but on our databases it is postgres (PGlite's too). Who granted is not part of the comparison.
 */
export function withoutGrantorSupabaseAdmin(statement: string): string {
  return statement.replace(/\s+granted\s+by\s+"?supabase_admin"?(?=\s*;|\s*$)/gim, '')
}

function firstLine(statement: string): string {
  const line = statement.replace(/--.*$/gm, '').trim().split('\n')[0]!
  return line.length > 100 ? `${line.slice(0, 100)}…` : line
}
