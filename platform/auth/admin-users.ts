import { randomBytes, randomUUID } from 'node:crypto'
import bcrypt from 'bcryptjs'
import { AUDIENCE, findUserByEmail, findUserById, type User } from './accounts.ts'
import type { AuthContext, Db } from './context.ts'
import { AuthError, badRequest, unprocessable } from './errors.ts'

// GoTrue's bcrypt cost and its default minimum password length (PASSWORD_MIN_LENGTH).
export const BCRYPT_COST = 10
const MIN_PASSWORD_LENGTH = 6
const MAX_PASSWORD_BYTES = 72
// GoTrue's email check: something@something.tld, no spaces.
const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export type AdminCreateUserParams = {
  id?: string
  email?: string
  phone?: string
  password?: string
  email_confirm?: boolean
  role?: string
  user_metadata?: Record<string, unknown>
  app_metadata?: Record<string, unknown>
}

export function checkPasswordStrength(password: string) {
  // bcrypt reads 72 bytes; GoTrue refuses longer passwords rather than ignore their end.
  if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES) {
    throw badRequest(
      'validation_failed',
      `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`,
    )
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AuthError(
      422,
      'weak_password',
      `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
      { weak_password: { reasons: ['length'] } },
    )
  }
}

/** `POST /admin/users` (GoTrue's adminUserCreate) for email users. */
export async function adminCreateUser(
  ctx: AuthContext,
  params: AdminCreateUserParams,
): Promise<User> {
  if (params.phone) {
    throw badRequest('validation_failed', 'Phone users are not supported by the local platform')
  }
  const email = params.email?.trim().toLowerCase() ?? ''
  if (!email) {
    throw badRequest('validation_failed', 'Cannot create a user without either an email or phone')
  }
  if (!EMAIL_FORMAT.test(email)) {
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format')
  }
  if (await findUserByEmail(ctx.sql, email)) {
    throw unprocessable(
      'email_exists',
      'A user with this email address has already been registered',
    )
  }
  if (params.password) checkPasswordStrength(params.password)
  // Without a password GoTrue sets a random one: the user exists but cannot sign in with it.
  const password = params.password || randomBytes(48).toString('base64url')
  const hash = await bcrypt.hash(password, BCRYPT_COST)
  const id = params.id ?? randomUUID()
  const now = ctx.now()
  const appMetadata = { provider: 'email', providers: ['email'], ...params.app_metadata }
  const userMetadata = {
    ...params.user_metadata,
    ...(params.email_confirm ? { email_verified: true } : {}),
  }

  return ctx.sql.begin(async (tx) => {
    await tx`
      insert into auth.users (
        instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
        raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at
      ) values (
        '00000000-0000-0000-0000-000000000000', ${id}, ${AUDIENCE},
        ${params.role || 'authenticated'}, ${email}, ${hash},
        ${params.email_confirm ? now : null}, ${tx.json(appMetadata)},
        ${tx.json(userMetadata as never)}, false, ${now}, ${now}
      )`
    await tx`
      insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
      values (
        ${id}, ${id},
        ${tx.json({ sub: id, email, email_verified: false, phone_verified: false })},
        'email', ${now}, ${now}
      )`
    return (await findUserById(tx, id)) as User
  })
}

/** `DELETE /admin/users/{id}`: the user and, by cascade, identities, sessions and factors. */
export async function adminDeleteUser(db: Db, userId: string, softDelete: boolean) {
  if (softDelete) {
    throw badRequest('validation_failed', 'Soft deletion is not supported by the local platform')
  }
  await db`delete from auth.users where id = ${userId}`
}

/** `GET /admin/users`: one page, newest first, and the total for `X-Total-Count`. */
export async function adminListUsers(db: Db, page: number, perPage: number) {
  const rows = await db<{ id: string }[]>`
    select id from auth.users where aud = ${AUDIENCE}
    order by created_at desc limit ${perPage} offset ${(page - 1) * perPage}`
  const [count] = await db<{ total: number }[]>`
    select count(*)::int as total from auth.users where aud = ${AUDIENCE}`
  const users = await Promise.all(rows.map((row) => findUserById(db, row.id)))
  return { users: users.filter((user): user is User => user !== null), total: count?.total ?? 0 }
}
