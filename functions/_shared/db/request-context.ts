import type postgres from 'postgres'

export type Sql = postgres.Sql
export type Tx = postgres.TransactionSql

/** The caller a request runs as, exactly as PostgREST would see it. */
export type RequestIdentity =
  | { role: 'anon' }
  | { role: 'authenticated'; claims: JwtClaims }
  /** Bypasses RLS: only the Stripe webhook and background work use it, and say so where they do. */
  | { role: 'service_role' }

export type JwtClaims = {
  sub: string
  role: 'authenticated'
  aal: 'aal1' | 'aal2'
  email?: string
  session_id?: string
  [claim: string]: unknown
}

const DATABASE_ROLES = new Set(['anon', 'authenticated', 'service_role'])

/**
 * Runs `work` in one transaction that first takes the caller's role and JWT claims, so the same
 * row-level security policies apply as through Supabase's REST API.
 *
 * The rule: no call to another service (Stripe, email, Storage) inside `work`. A transaction that
 * waits on the network holds its row locks (a product's stock) and a connection for as long as the
 * other side takes, and a crash in between leaves the two sides disagreeing. Commit first, call
 * the service, then record its answer in a transaction of its own (checkout/service.ts does).
 */
export function runAs<T>(sql: Sql, identity: RequestIdentity, work: (tx: Tx) => Promise<T>) {
  return sql.begin(async (tx) => {
    await setRequestIdentity(tx, identity)
    return work(tx)
  }) as Promise<T>
}

export async function setRequestIdentity(tx: Tx, identity: RequestIdentity): Promise<void> {
  if (!DATABASE_ROLES.has(identity.role)) throw new Error(`Unknown database role ${identity.role}`)
  const claims = identity.role === 'authenticated' ? identity.claims : { role: identity.role }
  await tx`select set_config('request.jwt.claims', ${JSON.stringify(claims)}, true)`
  // The role name is one of three constants checked above; SET ROLE takes no bind parameter.
  await tx.unsafe(`set local role ${identity.role}`)
}
