import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Sql } from './database.ts'

const MIGRATION_FILE = /^(\d{14})_([a-z0-9_]+)\.sql$/

export type Migration = { version: string; name: string; file: string }

/** What Supabase provides before any migration: roles, auth and storage schemas, auth.uid(), ... */
export async function applySupabaseBase(sql: Sql): Promise<void> {
  const base = await readFile(new URL('./supabase-base.sql', import.meta.url), 'utf8')
  await sql.unsafe(base).simple()
}

export async function listMigrations(dir: string): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort()
  return files.map((file) => {
    const match = MIGRATION_FILE.exec(file)
    if (!match) throw new Error(`Migration ${file} is not named YYYYMMDDHHmmss_verb_noun.sql`)
    return { version: match[1]!, name: match[2]!, file: join(dir, file) }
  })
}

/**
 * Applies the migrations not yet recorded in supabase_migrations.schema_migrations (the Supabase
 * CLI's own history table), each in its own transaction, in version order. Returns those applied.
 */
export async function applyMigrations(sql: Sql, dir: string): Promise<Migration[]> {
  const rows = await sql<{ version: string }[]>`
    select version from supabase_migrations.schema_migrations`
  const done = new Set(rows.map((row) => row.version))
  const applied: Migration[] = []
  for (const migration of await listMigrations(dir)) {
    if (done.has(migration.version)) continue
    const text = await readFile(migration.file, 'utf8')
    try {
      await sql.begin(async (tx) => {
        await tx.unsafe(text).simple()
        await tx`
          insert into supabase_migrations.schema_migrations (version, name, statements)
          values (${migration.version}, ${migration.name}, ${[text]})`
      })
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error)
      throw new Error(`Migration ${migration.version}_${migration.name} failed: ${detail}`)
    }
    applied.push(migration)
  }
  return applied
}
