import type { Locale } from '../../_shared/contract/forms.ts'
import type { OfferState, OfferView } from '../../_shared/contract/site/offers.ts'
import type { FunctionEnv } from '../../_shared/env.ts'
import { AppError } from '../../_shared/http/errors.ts'
import type { OfferRecord } from './record.ts'

/** Where the offer stands now: expiry is a matter of the clock, not a stored status. */
export function offerState(offer: OfferRecord, now: Date): OfferState {
  if (offer.status === 'withdrawn') return 'withdrawn'
  if (offer.status === 'confirmed') return 'confirmed'
  if (offer.expires_at.getTime() <= now.getTime()) return 'expired'
  return offer.status === 'signed' ? 'signed' : 'open'
}

/** A withdrawn or expired offer is gone (410); a confirmed one stays, as the booking's page. */
export function assertStillThere(offer: OfferRecord, now: Date): OfferState {
  const state = offerState(offer, now)
  if (state === 'withdrawn') throw new AppError('offer_withdrawn', 'This offer has been withdrawn.')
  if (state === 'expired') throw new AppError('offer_expired', 'This offer has expired.')
  return state
}

export function contractUrl(env: Pick<FunctionEnv, 'SUPABASE_URL'>, token: string): string {
  return `${env.SUPABASE_URL.replace(/\/+$/, '')}/functions/v1/site/offers/${token}/contract.pdf`
}

export function toOfferView(
  offer: OfferRecord,
  state: OfferState,
  env: Pick<FunctionEnv, 'SUPABASE_URL'>,
  token: string,
): OfferView {
  const iso = (moment: Date | null) => moment?.toISOString() ?? null
  const balanceOpen = state === 'confirmed' && offer.balance_cents > 0 && !offer.balance_paid_at
  return {
    state,
    locale: offer.locale as Locale,
    artist: { name: offer.owner_name, email: offer.owner_email },
    organiser: { name: offer.organiser_name, email: offer.organiser_email },
    event: {
      type: offer.event_type,
      date: offer.event_date,
      location: offer.location,
      details: offer.details,
      set_starts_at: iso(offer.set_starts_at),
      set_ends_at: iso(offer.set_ends_at),
      time_zone: offer.time_zone,
    },
    money: {
      currency: offer.currency,
      fee_cents: offer.fee_cents,
      deposit_percent: offer.deposit_percent,
      deposit_cents: offer.deposit_cents,
      balance_cents: offer.balance_cents,
      balance_due_on: offer.balance_due_on,
      deposit_paid_at: iso(offer.confirmed_at),
      balance_paid_at: iso(offer.balance_paid_at),
    },
    travel_terms: offer.travel_terms,
    contract_terms: offer.contract_terms,
    document_sha256: offer.document_sha256,
    sent_at: offer.sent_at.toISOString(),
    expires_at: offer.expires_at.toISOString(),
    signature:
      offer.signer_name && offer.signed_at
        ? { signer_name: offer.signer_name, signed_at: offer.signed_at.toISOString() }
        : null,
    contract_url: offer.signed_at ? contractUrl(env, token) : null,
    payable: state === 'signed' ? 'deposit' : balanceOpen ? 'balance' : null,
  }
}
