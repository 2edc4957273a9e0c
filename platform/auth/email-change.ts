import { findUserById, type User } from './accounts.ts'
import type { AuthContext, Db } from './context.ts'
import { forbidden } from './errors.ts'
import { PKCE_PREFIX } from './flow-state.ts'
import { findOneTimeToken, otpTokenHash } from './one-time-tokens.ts'

// Confirming an email change (GoTrue's emailChangeVerify with secure email change): one link or
// code went to the current address and one to the new. The first confirmation only marks its
// side; the second makes the new address the account's. Either address's code may come first.

export const SINGLE_CONFIRMATION =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email'

type Side = 'current' | 'new'
const COLUMN = { current: 'email_change_token_current', new: 'email_change_token_new' } as const

const LINK_INVALID = 'Email link is invalid or has expired'
const TOKEN_INVALID = 'Token has expired or is invalid'

function fresh(ctx: AuthContext, user: User) {
  const sentAt = user.email_change_sent_at
  return !!sentAt && ctx.now().getTime() <= sentAt.getTime() + ctx.otpExpirySeconds * 1000
}

/** The link's secret: which account, and which of its two addresses it went to. */
export async function emailChangeFromLink(ctx: AuthContext, db: Db, linkToken: string) {
  const token = await findOneTimeToken(db, linkToken, [
    'email_change_token_current',
    'email_change_token_new',
  ])
  const user = token ? await findUserById(db, token.user_id) : null
  if (!token || !user?.email_change || !fresh(ctx, user))
    throw forbidden('otp_expired', LINK_INVALID)
  const side: Side = token.token_type === 'email_change_token_current' ? 'current' : 'new'
  return { user, side }
}

/** A typed code with the address it was sent to (the current one or the new one). */
export async function emailChangeFromCode(ctx: AuthContext, db: Db, email: string, code: string) {
  const [row] = await db<{ id: string }[]>`
    select id from auth.users
    where aud = 'authenticated' and (lower(email) = ${email} or lower(email_change) = ${email})
    limit 1`
  const user = row ? await findUserById(db, row.id) : null
  if (!user?.email_change || !fresh(ctx, user)) throw forbidden('otp_expired', TOKEN_INVALID)
  const matches = (stored: string | null, address: string) => {
    const hash = otpTokenHash(address.toLowerCase(), code)
    return !!stored && (stored === hash || stored === `${PKCE_PREFIX}${hash}`)
  }
  if (matches(user.email_change_token_current, user.email ?? ''))
    return { user, side: 'current' as const }
  if (matches(user.email_change_token_new, user.email_change)) return { user, side: 'new' as const }
  throw forbidden('otp_expired', TOKEN_INVALID)
}

/** Marks one side confirmed; returns the user once both are, with the new address in place. */
export async function confirmEmailChange(
  ctx: AuthContext,
  db: Db,
  { user, side }: { user: User; side: Side },
): Promise<User | null> {
  const now = ctx.now()
  const otherPending =
    (side === 'current' ? user.email_change_token_new : user.email_change_token_current) ?? ''
  if (otherPending !== '') {
    await db`
      update auth.users set ${db(COLUMN[side])} = '', email_change_confirm_status = 1, updated_at = ${now}
      where id = ${user.id}`
    await db`delete from auth.one_time_tokens where user_id = ${user.id} and token_type = ${COLUMN[side]}`
    return null
  }
  const email = user.email_change ?? ''
  await db`
    update auth.users
    set email = ${email}, email_change = '', email_change_token_current = '',
      email_change_token_new = '', email_change_confirm_status = 0, email_change_sent_at = null,
      updated_at = ${now}
    where id = ${user.id}`
  await db`
    update auth.identities
    set identity_data = identity_data || ${db.json({ email, email_verified: true })},
      updated_at = ${now}
    where user_id = ${user.id} and provider = 'email'`
  await db`
    delete from auth.one_time_tokens
    where user_id = ${user.id} and token_type in ('email_change_token_current', 'email_change_token_new')`
  return (await findUserById(db, user.id)) as User
}
