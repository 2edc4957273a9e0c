import { randomBytes } from 'node:crypto'
import postgres from 'postgres'
import { openDatabase, type Sql } from '../../platform/db/database.ts'

/** The two databases the platform runs on: a PostgreSQL server, or the embedded PGlite. */
export const DATABASES = ['server', 'pglite'] as const
export type DatabaseKind = (typeof DATABASES)[number]

/** `--database server|pglite|both` (both when not given), in the order the check runs them. */
export function parseDatabaseFlag(value: string | undefined): DatabaseKind[] {
  if (value === undefined || value === 'both') return [...DATABASES]
  const kind = DATABASES.find((name) => name === value)
  if (!kind) throw new Error(`--database ${value}: say server, pglite or both`)
  return [kind]
}

/**
 * Two empty databases of one kind: one for the vendors' build, one for our base schema, and where
 * to read our roles. Roles belong to the whole server, so on it both databases see the same ones;
 * ours are then read from a fresh PGlite, where only our base schema has created any. Each PGlite
 * is its own cluster, so there they are read from our database itself.
 */
export type ScratchPair = {
  label: string
  vendor: Sql
  ours: Sql
  ourRoles: Sql
  close(): Promise<void>
}

export async function openScratchPair(
  kind: DatabaseKind,
  serverUrl: string | undefined,
): Promise<ScratchPair> {
  if (kind === 'pglite') {
    // Opened as the platform opens it (platform/db/database.ts): in memory, no extensions loaded.
    const vendor = await openDatabase({ kind: 'embedded', dataDir: null, port: 0 })
    const ours = await openDatabase({ kind: 'embedded', dataDir: null, port: 0 })
    const [version] = await ours.sql<{ version: string }[]>`select version()`
    return {
      label: `PGlite (${version!.version.split(' ').slice(0, 2).join(' ')}, in memory)`,
      vendor: vendor.sql,
      ours: ours.sql,
      ourRoles: ours.sql,
      async close() {
        await vendor.close()
        await ours.close()
      },
    }
  }
  if (!serverUrl) {
    throw new Error('TEST_DATABASE_URL is not set: the server check needs a PostgreSQL server')
  }
  const vendor = await scratchDatabase(serverUrl, 'vendor')
  const ours = await scratchDatabase(serverUrl, 'ours')
  const roles = await openDatabase({ kind: 'embedded', dataDir: null, port: 0 })
  const [version] = await vendor.sql<{ server_version: string }[]>`show server_version`
  const url = new URL(serverUrl)
  return {
    label: `PostgreSQL ${version!.server_version.split(' ')[0]} at ${url.host}`,
    vendor: vendor.sql,
    ours: ours.sql,
    ourRoles: roles.sql,
    async close() {
      await roles.close()
      await vendor.drop()
      await ours.drop()
    },
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
