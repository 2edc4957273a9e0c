import { randomUUID } from 'node:crypto'
import bcrypt from 'bcryptjs'
import type { Sql } from '../db/database.ts'

// GoTrue's cost factor for password hashes.
const BCRYPT_COST = 10

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
