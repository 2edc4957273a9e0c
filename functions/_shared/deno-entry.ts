import { openFunctionPool } from './db/pool.ts'
import type { Sql } from './db/request-context.ts'
import { runAfterResponse } from './edge-runtime.ts'
import { DEFAULT_RESEND_API_BASE } from './email/resend-client.ts'
import { deliverDueEmails } from './email/sender.ts'
import { type FunctionEnv, readFunctionEnv } from './env.ts'

/**
 * What every function's Deno entry needs on Supabase: its validated environment, a small pool on
 * the transaction pooler (db/pool.ts), and a way to send queued emails once a
 * response is out (a scheduled job retries what fails).
 */
export function edgeFunctionDeps(source: Record<string, string | undefined>) {
  const env: FunctionEnv = readFunctionEnv(source)
  const sql: Sql = openFunctionPool(env)
  const kickOutbox = () =>
    runAfterResponse(() =>
      deliverDueEmails(sql, {
        apiKey: env.RESEND_API_KEY,
        apiBase: env.RESEND_API_BASE ?? DEFAULT_RESEND_API_BASE,
        from: env.EMAIL_FROM,
      }),
    )
  return { env, sql, kickOutbox }
}
