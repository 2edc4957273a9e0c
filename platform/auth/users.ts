import { randomBytes, randomUUID } from 'node:crypto'
import bcrypt from 'bcryptjs'
import type { Sql } from '../db/database.ts'
import { BCRYPT_COST } from './admin-users.ts'
import type { Db } from './context.ts'

export type NewUser = {
  email: string
  password: string
  userMetadata?: Record<string, unknown>
}

/**
 * Creates a confirmed email/password user the way GoTrue's admin API does: the auth.users row and
 * its 'email' identity. Returns the existing user's id when the email is taken.
 */
export async function createUser(
  sql: Sql,
  user: NewUser,
): Promise<{ id: string; created: boolean }> {
  const email = user.email.trim().toLowerCase()
  const [existing] = await sql<{ id: string }[]>`select id from auth.users where email = ${email}`
  if (existing) return { id: existing.id, created: false }

  const id = randomUUID()
  const hash = await bcrypt.hash(user.password, BCRYPT_COST)
  const appMetadata = { provider: 'email', providers: ['email'] }
  const userMetadata = user.userMetadata ?? {}
  await sql.begin(async (tx) => {
    await tx`
      insert into auth.users (
        instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
        raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at
      ) values (
        '00000000-0000-0000-0000-000000000000', ${id}, 'authenticated', 'authenticated', ${email},
        ${hash}, now(), ${tx.json(appMetadata)}, ${tx.json(userMetadata as never)}, false, now(), now()
      )`
    await tx`
      insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
      values (
        ${id}, ${id},
        ${tx.json({ sub: id, email, email_verified: true, phone_verified: false })},
        'email', now(), now()
      )`
  })
  return { id, created: true }
}

/**
 * GoTrue's sign-up for an email OTP request from an unknown address: an unconfirmed user with a
 * random password nobody knows, its metadata from the request's `data`, and its 'email'
 * identity. The email link (or code) confirms it.
 */
export async function createUnconfirmedEmailUser(
  db: Db,
  now: Date,
  email: string,
  data: Record<string, unknown>,
): Promise<string> {
  const hash = await bcrypt.hash(randomBytes(33).toString('base64url'), BCRYPT_COST)
  return createEmailUser(db, now, email, hash, data)
}

/**
 * An unconfirmed user signing in with their email, with this password hash: the `auth.users` row
 * (metadata from the request's `data`) and its 'email' identity. Returns the new user's id.
 */
export async function createEmailUser(
  db: Db,
  now: Date,
  email: string,
  hash: string,
  data: Record<string, unknown>,
): Promise<string> {
  const id = randomUUID()
  const claims = { sub: id, email, email_verified: false, phone_verified: false }
  await db`
    insert into auth.users (
      instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data,
      raw_user_meta_data, is_super_admin, created_at, updated_at
    ) values (
      '00000000-0000-0000-0000-000000000000', ${id}, 'authenticated', 'authenticated', ${email},
      ${hash}, ${db.json({ provider: 'email', providers: ['email'] })},
      ${db.json({ ...data, ...claims } as never)}, false, ${now}, ${now}
    )`
  await db`
    insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
    values (${id}, ${id}, ${db.json({ ...data, ...claims } as never)}, 'email', ${now}, ${now})`
  return id
}
