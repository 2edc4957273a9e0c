import { fileURLToPath } from 'node:url'
import type { Sql } from './database.ts'
import { applyMigrations, applySupabaseBase, type Migration } from './migrations.ts'

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../supabase/migrations', import.meta.url))
export const SEED_FILE = fileURLToPath(new URL('../../supabase/seed.sql', import.meta.url))

/** Brings a database to the current schema: what Supabase provides, then our migrations. */
export async function prepareDatabase(
  sql: Sql,
  migrationsDir: string = MIGRATIONS_DIR,
): Promise<{ applied: Migration[] }> {
  await applySupabaseBase(sql)
  const applied = await applyMigrations(sql, migrationsDir)
  return { applied }
}
