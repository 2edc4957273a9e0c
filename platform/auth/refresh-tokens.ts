import { randomInt } from 'node:crypto'
import type { Db } from './context.ts'

export type RefreshTokenRow = {
  id: string
  token: string
  user_id: string
  revoked: boolean
  updated_at: Date
  parent: string | null
  session_id: string | null
}

// GoTrue's refresh tokens are 12 random characters of lower-case base32.
const TOKEN_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567'
const TOKEN_LENGTH = 12

export function newRefreshToken(): string {
  let token = ''
  for (let i = 0; i < TOKEN_LENGTH; i++) token += TOKEN_ALPHABET[randomInt(TOKEN_ALPHABET.length)]
  return token
}

async function insertRefreshToken(
  db: Db,
  now: Date,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<RefreshTokenRow> {
  const [row] = await db<RefreshTokenRow[]>`
    insert into auth.refresh_tokens (
      instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id
    ) values (
      '00000000-0000-0000-0000-000000000000', ${newRefreshToken()}, ${userId}, false, ${now},
      ${now}, ${parent}, ${sessionId}
    )
    returning id, token, user_id, revoked, updated_at, parent, session_id`
  return row!
}

/** The first refresh token of a new session. */
export function grantRefreshToken(db: Db, now: Date, userId: string, sessionId: string) {
  return insertRefreshToken(db, now, userId, sessionId, null)
}

/** Rotation: the token is revoked and a child of it becomes the session's active token. */
export async function swapRefreshToken(
  db: Db,
  now: Date,
  token: RefreshTokenRow & { session_id: string },
): Promise<RefreshTokenRow> {
  await db`update auth.refresh_tokens set revoked = true, updated_at = ${now} where id = ${token.id}`
  return insertRefreshToken(db, now, token.user_id, token.session_id, token.token)
}

/** Locks the token's row for the rest of the transaction, so concurrent refreshes queue. */
export async function findRefreshTokenForUpdate(
  db: Db,
  token: string,
): Promise<RefreshTokenRow | null> {
  const [row] = await db<RefreshTokenRow[]>`
    select id, token, user_id, revoked, updated_at, parent, session_id
    from auth.refresh_tokens where token = ${token}
    for update`
  return row ?? null
}

/** The session's newest unrevoked token (GoTrue's FindCurrentlyActiveRefreshToken). */
export async function findActiveRefreshToken(
  db: Db,
  sessionId: string,
): Promise<RefreshTokenRow | null> {
  const [row] = await db<RefreshTokenRow[]>`
    select id, token, user_id, revoked, updated_at, parent, session_id
    from auth.refresh_tokens where session_id = ${sessionId} and not revoked
    order by id desc limit 1`
  return row ?? null
}
