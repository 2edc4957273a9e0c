import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import postgres from 'postgres'

export type Sql = postgres.Sql

export type Database = {
  /** Where psql and the functions connect. */
  url: string
  kind: 'embedded' | 'server'
  sql: Sql
  close(): Promise<void>
}

export type OpenDatabaseOptions =
  | { kind: 'embedded'; dataDir: string | null; port: number; host?: string }
  | { kind: 'server'; url: string }

/**
 * The embedded database is PGlite served on a Postgres socket, so everything (platform, functions,
 * psql) talks the wire protocol exactly as it would to Supabase's Postgres. PGlite is a single
 * session: our client keeps one connection, and other connections (psql) share that session.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.kind === 'server') {
    const sql = postgres(options.url, { max: 4, prepare: false, onnotice: () => {} })
    return { url: options.url, kind: 'server', sql, close: () => sql.end({ timeout: 5 }) }
  }

  let pgDir: string | undefined
  if (options.dataDir) {
    pgDir = join(options.dataDir, 'pgdata')
    await mkdir(pgDir, { recursive: true })
  }
  const pglite = await PGlite.create(pgDir)
  const host = options.host ?? '127.0.0.1'
  const server = new PGLiteSocketServer({ db: pglite, host, port: options.port, maxConnections: 8 })
  await server.start()
  const port = Number(server.getServerConn().split(':').at(-1))
  const url = `postgresql://postgres:postgres@${host}:${port}/postgres`
  const sql = postgres(url, { max: 1, prepare: false, onnotice: () => {} })
  return {
    url,
    kind: 'embedded',
    sql,
    async close() {
      await sql.end({ timeout: 5 })
      await server.stop()
      await pglite.close()
    },
  }
}
