import { z } from 'zod'
import { LOCALES } from '../../_shared/contract/forms.ts'
import { runAs, type Sql } from '../../_shared/db/request-context.ts'
import { AppError } from '../../_shared/http/errors.ts'

// A session as `private.session_booking_by_token` answers it, for the holder of its link.

const TOKEN = /^[A-Za-z0-9_-]{43}$/
const instant = z.string().transform((text) => new Date(text))

const SessionRecord = z.object({
  id: z.string(),
  status: z.enum(['held', 'confirmed', 'cancelled', 'expired']),
  name: z.string(),
  email: z.string(),
  locale: z.enum(LOCALES),
  genre: z.string(),
  details: z.string(),
  hours: z.number(),
  starts_at: instant,
  ends_at: instant,
  amount_cents: z.number(),
  currency: z.string(),
  hold_expires_at: instant.nullable(),
  stripe_payment_intent_id: z.string().nullable(),
  refund_cents: z.number().nullable(),
})
export type SessionRecord = z.infer<typeof SessionRecord> & { token: string }

export function sessionNotFound(): AppError {
  return new AppError('session_not_found', 'There is no session at this address.')
}

export function sessionToken(param: string | undefined): string {
  if (!param || !TOKEN.test(param)) throw sessionNotFound()
  return param
}

export async function readSession(sql: Sql, token: string): Promise<SessionRecord> {
  const [row] = await runAs(
    sql,
    { role: 'anon' },
    (tx) =>
      tx<{ session: unknown }[]>`select private.session_booking_by_token(${token}) as session`,
  )
  if (!row?.session) throw sessionNotFound()
  return { ...SessionRecord.parse(row.session), token }
}
