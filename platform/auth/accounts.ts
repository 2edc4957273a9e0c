import type { Db } from './context.ts'
import { type FactorRow, factorJson, listFactors } from './mfa/factors.ts'

export type UserRow = {
  id: string
  aud: string | null
  role: string | null
  email: string | null
  encrypted_password: string | null
  email_confirmed_at: Date | null
  invited_at: Date | null
  /** The hash of the live sign-up code (`pkce_` prefixed in PKCE flows), '' once spent. */
  confirmation_token: string | null
  confirmation_sent_at: Date | null
  /** The hash of the live magic-link code, likewise. */
  recovery_token: string | null
  recovery_sent_at: Date | null
  last_sign_in_at: Date | null
  raw_app_meta_data: Record<string, unknown> | null
  raw_user_meta_data: Record<string, unknown> | null
  created_at: Date | null
  updated_at: Date | null
  phone: string | null
  phone_confirmed_at: Date | null
  confirmed_at: Date | null
  banned_until: Date | null
  deleted_at: Date | null
  is_anonymous: boolean
  /** The address an email change is waiting to be confirmed for. */
  email_change: string | null
  email_change_sent_at: Date | null
  email_change_token_current: string | null
  email_change_token_new: string | null
  email_change_confirm_status: number | null
  reauthentication_token: string | null
  reauthentication_sent_at: Date | null
}

type IdentityRow = {
  id: string
  provider_id: string
  user_id: string
  identity_data: Record<string, unknown>
  provider: string
  last_sign_in_at: Date | null
  created_at: Date | null
  updated_at: Date | null
  email: string | null
}

/** A user as GoTrue loads it: the row with its identities and MFA factors. */
export type User = UserRow & { identities: IdentityRow[]; factors: FactorRow[] }

// GoTrue's default audience (JWT_AUD) and the one every user of this project has.
export const AUDIENCE = 'authenticated'

async function withRelations(db: Db, row: UserRow | undefined): Promise<User | null> {
  if (!row) return null
  const identities = await db<IdentityRow[]>`
    select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at,
      updated_at, email
    from auth.identities where user_id = ${row.id} order by created_at`
  return { ...row, identities, factors: await listFactors(db, row.id) }
}

export async function findUserById(db: Db, id: string): Promise<User | null> {
  const [row] = await db<UserRow[]>`select * from auth.users where id = ${id}`
  return withRelations(db, row)
}

/** GoTrue's FindUserByEmailAndAudience: case-insensitive, SSO users excluded. */
export async function findUserByEmail(db: Db, email: string): Promise<User | null> {
  const [row] = await db<UserRow[]>`
    select * from auth.users
    where lower(email) = ${email.toLowerCase()} and aud = ${AUDIENCE} and is_sso_user = false`
  return withRelations(db, row)
}

export function isBanned(user: UserRow, now: Date): boolean {
  return user.banned_until !== null && user.banned_until > now
}

const iso = (date: Date | null) => (date ? date.toISOString() : undefined)

/** The user object GoTrue serialises (`models.User`): empty optional fields are left out. */
export function userJson(user: User) {
  return {
    id: user.id,
    aud: user.aud ?? '',
    role: user.role ?? '',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    invited_at: iso(user.invited_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    email_change_sent_at: iso(user.email_change_sent_at),
    new_email: user.email_change || undefined,
    reauthentication_sent_at: iso(user.reauthentication_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    factors: user.factors.length > 0 ? user.factors.map(factorJson) : undefined,
    identities: user.identities.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      last_sign_in_at: iso(identity.last_sign_in_at),
      created_at: iso(identity.created_at),
      updated_at: iso(identity.updated_at),
      email: identity.email ?? undefined,
    })),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    banned_until: iso(user.banned_until),
    deleted_at: iso(user.deleted_at),
    is_anonymous: user.is_anonymous,
  }
}

export type UserJson = ReturnType<typeof userJson>
