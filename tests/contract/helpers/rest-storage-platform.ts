import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SupabaseClient } from '@supabase/supabase-js'
import { Hono } from 'hono'
import { type ApiKeys, loadApiKeys } from '../../../platform/api-keys.ts'
import { loadSigningKeys, type SigningKeys } from '../../../platform/auth/keys.ts'
import { createUser } from '../../../platform/auth/users.ts'
import type { Database } from '../../../platform/db/database.ts'
import { prepareDatabase } from '../../../platform/db/setup.ts'
import { createRestApi } from '../../../platform/rest/index.ts'
import { createStorageApi } from '../../../platform/storage/index.ts'
import { openFreshDatabase } from '../../helpers/database.ts'
import { supabaseClient } from './auth-clients.ts'
import { serveApp } from './serve.ts'

export type TestUser = { id: string; email: string; token: string; client: SupabaseClient }

/** A clock the signed-URL tokens read; tests move it forward instead of sleeping. */
export type TestClock = { now(): number; advance(seconds: number): void }

export type TestPlatform = {
  url: string
  db: Database
  dataDir: string
  keys: ApiKeys
  signing: SigningKeys
  clock: TestClock
  /** A confirmed user with a fresh access token and a client that sends it. */
  user(options?: { admin?: boolean }): Promise<TestUser>
  /** A client with the publishable key only: the anon role. */
  anon(): SupabaseClient
  /** A client with the secret key: the service role. */
  service(): SupabaseClient
  close(): Promise<void>
}

/**
 * The Storage and REST APIs as the platform serves them, over a fresh PGlite with the migrations
 * applied, on a loopback port, for the official supabase-js to talk to.
 */
export async function startRestStoragePlatform(): Promise<TestPlatform> {
  const dataDir = await mkdtemp(join(tmpdir(), 'dj-contract-'))
  const db = await openFreshDatabase('pglite')
  await prepareDatabase(db.sql)
  const keys = await loadApiKeys(dataDir)
  const signing = await loadSigningKeys(dataDir, 'http://127.0.0.1/auth/v1')
  let offset = 0
  const clock: TestClock = {
    now: () => Date.now() + offset,
    advance: (seconds) => {
      offset += seconds * 1000
    },
  }

  const app = new Hono()
  app.route('/', createRestApi({ sql: db.sql, keys, signing }))
  app.route(
    '/',
    createStorageApi({
      sql: db.sql,
      dataDir,
      keys,
      signing,
      publicUrl: 'http://127.0.0.1',
      clock: clock.now,
    }),
  )
  const served = await serveApp(app)
  const url = served.origin

  return {
    url,
    db,
    dataDir,
    keys,
    signing,
    clock,
    async user(options = {}) {
      const email = `user-${randomUUID()}@example.com`
      const { id } = await createUser(db.sql, { email, password: 'correct horse battery staple' })
      if (options.admin)
        await db.sql`insert into public.roles (user_id, role) values (${id}, 'admin')`
      const token = await signing.sign(
        {
          sub: id,
          role: 'authenticated',
          aud: 'authenticated',
          aal: 'aal1',
          session_id: randomUUID(),
          email,
        },
        3600,
      )
      const client = supabaseClient(url, keys.publishable_key, {
        global: { headers: { Authorization: `Bearer ${token}` } },
      })
      return { id, email, token, client }
    },
    anon: () => supabaseClient(url, keys.publishable_key),
    service: () => supabaseClient(url, keys.secret_key),
    async close() {
      await served.close()
      await db.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
