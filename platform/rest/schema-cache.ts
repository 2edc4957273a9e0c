import type { Sql } from '../db/database.ts'

/** A table or view of the exposed schema and its columns, in catalog order. */
export type Relation = { name: string; columns: ReadonlySet<string> }

export type SchemaCache = {
  /** The relation, reloading the catalog once when it is missing (a migration may have added it). */
  relation(name: string): Promise<Relation | null>
  /** Reloads after a request named a column the cached relation lacks. */
  refreshed(name: string): Promise<Relation | null>
}

/**
 * PostgREST's schema cache: which relations of `public` exist and their columns, read from the
 * catalog as the database owner. Identifiers in requests are checked against it before any SQL is
 * built, so nothing from the URL reaches the query text that the catalog has not named.
 */
export function createSchemaCache(sql: Sql): SchemaCache {
  let current: Promise<Map<string, Relation>> | null = null

  const load = () => {
    current = readCatalog(sql)
    current.catch(() => {
      current = null
    })
    return current
  }

  return {
    async relation(name) {
      const cached = (await (current ?? load())).get(name)
      return cached ?? (await load()).get(name) ?? null
    },
    async refreshed(name) {
      return (await load()).get(name) ?? null
    },
  }
}

async function readCatalog(sql: Sql): Promise<Map<string, Relation>> {
  const rows = await sql<{ relation: string; column: string }[]>`
    select c.relname as relation, a.attname as column
    from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'f', 'p')
    order by c.relname, a.attnum`
  const columns = new Map<string, Set<string>>()
  for (const row of rows) {
    const set = columns.get(row.relation) ?? new Set<string>()
    set.add(row.column)
    columns.set(row.relation, set)
  }
  return new Map([...columns].map(([name, set]) => [name, { name, columns: set }]))
}
