import type { EVENT_TYPES } from '../contract/forms.ts'

// What an offer says, as one canonical text: the contract's content (parties, event, money, travel
// and terms) in a fixed order. Its SHA-256 is printed on the offer page and the signed contract,
// and checked again when the organiser signs, so the signature covers exactly this content.

/** An offer's contract content, as stored on `public.show_offers` when it is sent. */
export type OfferTerms = {
  id: string
  locale: string
  owner_name: string
  owner_email: string
  organiser_name: string
  organiser_email: string
  event_type: (typeof EVENT_TYPES)[number]
  /** `YYYY-MM-DD` */
  event_date: string
  location: string | null
  details: string
  time_zone: string
  set_starts_at: Date | null
  set_ends_at: Date | null
  currency: string
  fee_cents: number
  deposit_percent: number
  deposit_cents: number
  balance_cents: number
  /** `YYYY-MM-DD` */
  balance_due_on: string
  travel_terms: string
  contract_terms: string
  sent_at: Date
  expires_at: Date
}

const iso = (moment: Date | null) => (moment ? moment.toISOString() : null)

/** The content, serialised the same way every time (keys in this order, instants in UTC). */
export function offerDocument(terms: OfferTerms): string {
  return JSON.stringify({
    document: 'show-offer/1',
    offer: terms.id,
    locale: terms.locale,
    artist: { name: terms.owner_name, email: terms.owner_email },
    organiser: { name: terms.organiser_name, email: terms.organiser_email },
    event: {
      type: terms.event_type,
      date: terms.event_date,
      location: terms.location,
      details: terms.details,
      time_zone: terms.time_zone,
      set_starts_at: iso(terms.set_starts_at),
      set_ends_at: iso(terms.set_ends_at),
    },
    money: {
      currency: terms.currency,
      fee_cents: terms.fee_cents,
      deposit_percent: terms.deposit_percent,
      deposit_cents: terms.deposit_cents,
      balance_cents: terms.balance_cents,
      deposit_due: 'on_signing',
      balance_due_on: terms.balance_due_on,
    },
    travel_terms: terms.travel_terms,
    contract_terms: terms.contract_terms,
    sent_at: iso(terms.sent_at),
    expires_at: iso(terms.expires_at),
  })
}

/** The SHA-256 of the offer's content, lower-case hex (Web Crypto: Deno and Node alike). */
export async function documentSha256(terms: OfferTerms): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(offerDocument(terms)),
  )
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The fee split: the deposit is the share rounded to the cent, the balance the rest. */
export function splitFee(feeCents: number, depositPercent: number) {
  const deposit = Math.max(1, Math.min(feeCents, Math.round((feeCents * depositPercent) / 100)))
  return { depositCents: deposit, balanceCents: feeCents - deposit }
}

/** The second balance reminder goes out this many days before the event; the balance is due then. */
export const FINAL_REMINDER_DAYS = 3

/** 32 random bytes, base64url: the key of an offer's or a session's link. */
export function newLinkToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}
