import { randomUUID } from 'node:crypto'
import type { Db, RequestOrigin } from './context.ts'

export type Aal = 'aal1' | 'aal2'

export type SessionRow = {
  id: string
  user_id: string
  factor_id: string | null
  aal: Aal | null
  not_after: Date | null
  created_at: Date
}

export type AmrEntry = { method: string; timestamp: number }

// The authentication methods that prove a second factor (GoTrue's AMRClaim.IsAAL2Claim).
const SECOND_FACTOR_METHODS = new Set(['totp', 'mfa/phone', 'mfa/webauthn'])

export async function createSession(
  db: Db,
  now: Date,
  userId: string,
  origin: RequestOrigin,
): Promise<SessionRow> {
  const [session] = await db<SessionRow[]>`
    insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
    values (${randomUUID()}, ${userId}, ${now}, ${now}, 'aal1', ${origin.userAgent}, ${origin.ip})
    returning id, user_id, factor_id, aal, not_after, created_at`
  return session!
}

export async function findSession(db: Db, id: string): Promise<SessionRow | null> {
  const [session] = await db<SessionRow[]>`
    select id, user_id, factor_id, aal, not_after, created_at from auth.sessions where id = ${id}`
  return session ?? null
}

/** Records how the session was authenticated; a repeated method only refreshes its time. */
export async function addAmrClaim(db: Db, now: Date, sessionId: string, method: string) {
  await db`
    insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
    values (${randomUUID()}, ${sessionId}, ${now}, ${now}, ${method})
    on conflict (session_id, authentication_method) do update set updated_at = excluded.updated_at`
}

/**
 * GoTrue's Session.CalculateAALAndAMR: aal2 once a second factor is among the session's methods;
 * the `amr` claim lists the methods most recent first.
 */
export async function sessionAssurance(
  db: Db,
  sessionId: string,
): Promise<{ aal: Aal; amr: AmrEntry[] }> {
  const claims = await db<{ authentication_method: string; updated_at: Date }[]>`
    select authentication_method, updated_at from auth.mfa_amr_claims
    where session_id = ${sessionId}
    order by updated_at desc, created_at desc`
  const aal = claims.some((claim) => SECOND_FACTOR_METHODS.has(claim.authentication_method))
    ? 'aal2'
    : 'aal1'
  const amr = claims.map((claim) => ({
    method: claim.authentication_method,
    timestamp: Math.floor(claim.updated_at.getTime() / 1000),
  }))
  return { aal, amr }
}

export async function touchSessionRefresh(
  db: Db,
  now: Date,
  sessionId: string,
  origin: RequestOrigin,
) {
  await db`
    update auth.sessions
    set refreshed_at = ${now}, updated_at = ${now}, user_agent = ${origin.userAgent},
      ip = ${origin.ip}
    where id = ${sessionId}`
}

export async function upgradeSessionToAal2(db: Db, now: Date, sessionId: string, factorId: string) {
  await db`
    update auth.sessions set aal = 'aal2', factor_id = ${factorId}, updated_at = ${now}
    where id = ${sessionId}`
}

/** After an MFA verification every other session of the user that never reached aal2 ends. */
export async function endSessionsBelowAal2(db: Db, userId: string) {
  await db`delete from auth.sessions where user_id = ${userId} and (aal is null or aal < 'aal2')`
}

/** Sessions that were raised to aal2 with a factor fall back to aal1 when it is removed. */
export async function downgradeSessionsOfFactor(db: Db, factorId: string, amrMethod: string) {
  await db`
    delete from auth.mfa_amr_claims
    where authentication_method = ${amrMethod}
      and session_id in (select id from auth.sessions where factor_id = ${factorId})`
  await db`update auth.sessions set aal = 'aal1', factor_id = null where factor_id = ${factorId}`
}

export type LogoutScope = 'global' | 'local' | 'others'

/** Ending a session deletes its refresh tokens and AMR claims with it (foreign keys cascade). */
export async function logout(
  db: Db,
  scope: LogoutScope,
  userId: string,
  session: SessionRow | null,
): Promise<void> {
  if (!session) {
    // A token from before sessions existed: GoTrue revokes every refresh token of the user.
    await db`delete from auth.refresh_tokens where user_id = ${userId}`
  } else if (scope === 'local') {
    await db`delete from auth.sessions where id = ${session.id}`
  } else if (scope === 'others') {
    await db`delete from auth.sessions where user_id = ${userId} and id <> ${session.id}`
  } else {
    await db`delete from auth.sessions where user_id = ${userId}`
  }
}
