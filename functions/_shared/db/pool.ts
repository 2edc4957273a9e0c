import postgres from 'postgres'
import type { FunctionEnv } from '../env.ts'
import type { Sql } from './request-context.ts'

/**
 * Where the functions' queries go: `DB_POOLER_URL` (a project secret holding Supavisor's
 * transaction-mode URL, port 6543) when it is set, else `SUPABASE_DB_URL`, which on a hosted
 * project is the direct connection (port 5432). Every function instance is a small worker and a
 * shared link can start hundreds of them: straight to Postgres they would use up its ~60
 * connections in seconds ("too many clients"), whereas the pooler multiplexes them over a few.
 */
export function functionDatabaseUrl(env: Pick<FunctionEnv, 'DB_POOLER_URL' | 'SUPABASE_DB_URL'>) {
  return env.DB_POOLER_URL ?? env.SUPABASE_DB_URL
}

/**
 * The pool of one function instance, fit for a transaction pooler:
 * - `prepare: false`: a named prepared statement lives in one server connection, and a
 *   transaction pooler hands the next transaction another one ("prepared statement does not
 *   exist"). Nothing else may outlive a transaction either (session `set`, advisory locks,
 *   `listen`): every request runs in one transaction that sets its role with `set local`.
 * - `max: 2`: a worker handles a few requests at a time; more connections per worker only
 *   multiply what hundreds of workers hold.
 * - `idle_timeout`: an idle worker gives its connections back within seconds (postgres.js keeps
 *   them forever by default), so a burst's workers do not hold the pooler's client slots after it.
 * - `max_lifetime`: connections are renewed every half hour, so a pooler or database restart or
 *   failover is followed promptly.
 * - `connect_timeout`: a pooler that cannot take us answers the request with an error in
 *   seconds, instead of after postgres.js's default 30.
 */
export const FUNCTION_POOL_OPTIONS = {
  prepare: false,
  max: 2,
  idle_timeout: 10,
  max_lifetime: 30 * 60,
  connect_timeout: 10,
} as const satisfies postgres.Options<Record<string, never>>

export function openFunctionPool(
  env: Pick<FunctionEnv, 'DB_POOLER_URL' | 'SUPABASE_DB_URL'>,
  /** The local platform runs every function in one process: it stands for several instances. */
  instances = 1,
): Sql {
  return postgres(functionDatabaseUrl(env), {
    ...FUNCTION_POOL_OPTIONS,
    max: FUNCTION_POOL_OPTIONS.max * instances,
    onnotice: () => {},
  })
}
