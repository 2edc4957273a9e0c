import { resolve } from 'node:path'
import { z } from 'zod'

const port = z.coerce.number().int().min(0).max(65535)

const EnvSchema = z.object({
  PORT: port.default(5173),
  PLATFORM_PORT: port.default(54321),
  DB_PORT: port.default(54322),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /**
   * A transaction pooler (PgBouncer, Supavisor) in front of DATABASE_URL: handed to the functions
   * as `DB_POOLER_URL`, as the hosted project's secret is, so their queries go through it.
   */
  DB_POOLER_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DEMO_PASSWORD: z.string().min(8, 'DEMO_PASSWORD must have at least 8 characters').optional(),
  /** Access-token lifetime in seconds, as `jwt_expiry` in supabase/config.toml. */
  JWT_EXPIRY: z.coerce.number().int().min(2).max(604800).default(3600),
  /**
   * Sign-in with the keycloak OAuth provider (on by default): the local identity provider at
   * /_oauth stands in for the realm, unless AUTH_EXTERNAL_KEYCLOAK_URL names a real one (then
   * with its client id and secret, as config.toml's `[auth.external.keycloak]`).
   */
  AUTH_EXTERNAL_KEYCLOAK_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  AUTH_EXTERNAL_KEYCLOAK_URL: z.url({ protocol: /^https?$/ }).optional(),
  AUTH_EXTERNAL_KEYCLOAK_CLIENT_ID: z.string().min(1).optional(),
  AUTH_EXTERNAL_KEYCLOAK_SECRET: z.string().min(1).optional(),
})

export type PlatformConfig = {
  sitePort: number
  platformPort: number
  dbPort: number
  dataDir: string
  databaseUrl: string | undefined
  /** The functions' database (a transaction pooler in front of `databaseUrl`), when given. */
  poolerUrl: string | undefined
  demoPassword: string | undefined
  jwtExpirySeconds: number
  /** The keycloak provider: off, the local identity provider, or a real realm. */
  keycloak:
    | { enabled: false }
    | { enabled: true; realm: 'local' }
    | { enabled: true; realm: { url: string; clientId: string; secret: string } }
}

/** Reads the platform's environment; a bad value stops the program with the list of problems. */
export function readPlatformConfig(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  const parsed = EnvSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    )
    throw new Error(`Invalid environment:\n${problems.join('\n')}`)
  }
  const values = parsed.data
  if (values.DB_POOLER_URL && !values.DATABASE_URL) {
    // The embedded database serves one session: a pooler's several connections would break it.
    throw new Error(
      'Invalid environment:\n  DB_POOLER_URL needs DATABASE_URL (a PostgreSQL server)',
    )
  }
  const realUrl = values.AUTH_EXTERNAL_KEYCLOAK_URL
  if (
    realUrl &&
    !(values.AUTH_EXTERNAL_KEYCLOAK_CLIENT_ID && values.AUTH_EXTERNAL_KEYCLOAK_SECRET)
  ) {
    throw new Error(
      'Invalid environment:\n  AUTH_EXTERNAL_KEYCLOAK_URL needs AUTH_EXTERNAL_KEYCLOAK_CLIENT_ID and AUTH_EXTERNAL_KEYCLOAK_SECRET',
    )
  }
  return {
    sitePort: values.PORT,
    platformPort: values.PLATFORM_PORT,
    dbPort: values.DB_PORT,
    dataDir: resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    poolerUrl: values.DB_POOLER_URL,
    demoPassword: values.DEMO_PASSWORD,
    jwtExpirySeconds: values.JWT_EXPIRY,
    keycloak: !values.AUTH_EXTERNAL_KEYCLOAK_ENABLED
      ? { enabled: false }
      : realUrl
        ? {
            enabled: true,
            realm: {
              url: realUrl,
              clientId: values.AUTH_EXTERNAL_KEYCLOAK_CLIENT_ID!,
              secret: values.AUTH_EXTERNAL_KEYCLOAK_SECRET!,
            },
          }
        : { enabled: true, realm: 'local' },
  }
}
