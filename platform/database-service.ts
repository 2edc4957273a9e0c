import type { PlatformConfig } from './config.ts'
import { type Database, openDatabase } from './db/database.ts'
import { prepareDatabase } from './db/setup.ts'
import { seedConfigBuckets } from './seed/config-buckets.ts'
import { seedDemo } from './seed/seed.ts'

export type DatabaseStartOptions = {
  config: PlatformConfig
  demoPassword: string
  /** Seed the demo data when the database has none yet (the default for `npm start`). */
  seed?: boolean
  /** Seconds of generated audio per demo track (tests use a few). */
  seedFullSeconds?: number
  log?: (line: string) => void
}

/**
 * The database part of the platform: the embedded PGlite on its Postgres socket (or the server in
 * DATABASE_URL), brought to the current schema, with the buckets config.toml declares, and seeded
 * once with the demo data.
 */
export async function startDatabase(options: DatabaseStartOptions): Promise<Database> {
  const { config } = options
  const log = options.log ?? (() => {})
  const db = config.databaseUrl
    ? await openDatabase({ kind: 'server', url: config.databaseUrl })
    : await openDatabase({ kind: 'embedded', dataDir: config.dataDir, port: config.dbPort })
  try {
    const { applied } = await prepareDatabase(db.sql)
    for (const migration of applied)
      log(`  applied migration ${migration.version}_${migration.name}`)
    // Buckets declared in supabase/config.toml (the CJK fonts of licence certificates).
    const { uploaded } = await seedConfigBuckets(db.sql, config.dataDir)
    if (uploaded) log(`  uploaded ${uploaded} files to the buckets in config.toml`)
    if (options.seed ?? true) {
      const started = Date.now()
      const { seeded } = await seedDemo(db.sql, {
        dataDir: config.dataDir,
        demoPassword: options.demoPassword,
        ...(options.seedFullSeconds ? { fullSeconds: options.seedFullSeconds } : {}),
        log,
      })
      if (seeded) log(`  demo data seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    }
    return db
  } catch (error) {
    await db.close()
    throw error
  }
}
