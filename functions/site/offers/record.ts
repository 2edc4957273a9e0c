import { z } from 'zod'
import type { OfferTerms } from '../../_shared/bookings/offer-document.ts'
import { EVENT_TYPES } from '../../_shared/contract/forms.ts'
import { runAs, type Sql } from '../../_shared/db/request-context.ts'
import { AppError } from '../../_shared/http/errors.ts'

// An offer as `private.show_offer_by_token` answers it (jsonb: instants as text), read as the
// visitor holding the link. The token is the only key, so it is checked for shape before it
// reaches SQL: anything else names no offer.

const TOKEN = /^[A-Za-z0-9_-]{43}$/

const instant = z.string().transform((text) => new Date(text))

const OfferRecord = z.object({
  id: z.string(),
  message_id: z.string(),
  status: z.enum(['sent', 'signed', 'confirmed', 'withdrawn']),
  booking_status: z.string(),
  locale: z.string(),
  owner_name: z.string(),
  owner_email: z.string(),
  organiser_name: z.string(),
  organiser_email: z.string(),
  event_type: z.enum(EVENT_TYPES),
  event_date: z.string(),
  location: z.string().nullable(),
  details: z.string(),
  time_zone: z.string(),
  set_starts_at: instant.nullable(),
  set_ends_at: instant.nullable(),
  currency: z.string(),
  fee_cents: z.number(),
  deposit_percent: z.number(),
  deposit_cents: z.number(),
  balance_cents: z.number(),
  balance_due_on: z.string(),
  travel_terms: z.string(),
  contract_terms: z.string(),
  document_sha256: z.string(),
  sent_at: instant,
  expires_at: instant,
  signer_name: z.string().nullable(),
  signed_at: instant.nullable(),
  confirmed_at: instant.nullable(),
  balance_paid_at: instant.nullable(),
  has_contract_pdf: z.boolean(),
  payments: z.array(
    z.object({
      kind: z.enum(['deposit', 'balance']),
      status: z.string(),
      paid_at: z.string().nullable(),
    }),
  ),
})
export type OfferRecord = z.infer<typeof OfferRecord> & OfferTerms

export function offerNotFound(): AppError {
  return new AppError('offer_not_found', 'There is no offer at this address.')
}

/** The token of a route, or the offer's 404 for anything that cannot be one. */
export function offerToken(param: string | undefined): string {
  if (!param || !TOKEN.test(param)) throw offerNotFound()
  return param
}

export async function readOffer(sql: Sql, token: string): Promise<OfferRecord> {
  const [row] = await runAs(
    sql,
    { role: 'anon' },
    (tx) => tx<{ offer: unknown }[]>`select private.show_offer_by_token(${token}) as offer`,
  )
  if (!row?.offer) throw offerNotFound()
  return OfferRecord.parse(row.offer) as OfferRecord
}
