import type { PlatformConfig } from './config.ts'
import { startDatabase } from './database-service.ts'
import { loadLocalSecrets } from './secrets.ts'
import { DEMO_ACCOUNTS } from './seed/demo-users.ts'

export type RunningPlatform = {
  databaseUrl: string
  stop(): Promise<void>
}

export async function startPlatform(
  config: PlatformConfig,
  options: { log?: (line: string) => void; seed?: boolean } = {},
): Promise<RunningPlatform> {
  const log = options.log ?? (() => {})
  const secrets = await loadLocalSecrets(config.dataDir, { demoPassword: config.demoPassword })
  log(`Data folder: ${config.dataDir}`)
  const db = await startDatabase({
    config,
    demoPassword: secrets.demo_password,
    log,
    ...(options.seed === undefined ? {} : { seed: options.seed }),
  })

  log('')
  log(`Database (${db.kind === 'embedded' ? 'embedded PGlite' : 'PostgreSQL server'}): ${db.url}`)
  log(`  psql "${db.url}"`)
  log('Demo accounts (local only):')
  for (const account of DEMO_ACCOUNTS) log(`  ${account.email}  password: ${secrets.demo_password}`)
  if (secrets.generated && !config.demoPassword) {
    log(
      `  (generated at first start; kept in ${config.dataDir}/secrets.json, or set DEMO_PASSWORD)`,
    )
  }

  return {
    databaseUrl: db.url,
    stop: () => db.close(),
  }
}
