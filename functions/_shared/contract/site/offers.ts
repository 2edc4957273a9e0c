import { z } from 'zod'
import { EVENT_TYPES, LOCALES } from '../forms.ts'

// Show offers as the organiser sees them at /offer/{token} (`site` function), shared by the site
// function (the authority) and the web page. Money in integer cents of `currency`; instants are
// ISO 8601 in UTC; days are `YYYY-MM-DD`.

/**
 * Where an offer stands for its organiser: `open` (to sign), `signed` (deposit to pay),
 * `confirmed` (deposit paid, the date held), `expired`, `withdrawn`.
 */
export const OFFER_STATES = ['open', 'signed', 'confirmed', 'expired', 'withdrawn'] as const
export type OfferState = (typeof OFFER_STATES)[number]

/** `POST site/offers/{token}/accept`: the organiser's full legal name and their acceptance. */
export const AcceptOfferInput = z.strictObject({
  signer_name: z.string('name_too_short').trim().min(2, 'name_too_short').max(120, 'name_too_long'),
  accept_terms: z.literal(true, 'terms_not_accepted'),
})
export type AcceptOfferInput = z.infer<typeof AcceptOfferInput>

/** The answer to accepting, or to paying the balance: the Stripe Checkout page to go to. */
export const PaymentPage = z.strictObject({ url: z.url() })
export type PaymentPage = z.infer<typeof PaymentPage>

export const OfferView = z.strictObject({
  state: z.enum(OFFER_STATES),
  locale: z.enum(LOCALES),
  artist: z.strictObject({ name: z.string(), email: z.string() }),
  organiser: z.strictObject({ name: z.string(), email: z.string() }),
  event: z.strictObject({
    type: z.enum(EVENT_TYPES),
    date: z.iso.date(),
    location: z.string().nullable(),
    details: z.string(),
    /** The set's start and end, in `time_zone` on the page; null when still to be agreed. */
    set_starts_at: z.string().nullable(),
    set_ends_at: z.string().nullable(),
    time_zone: z.string(),
  }),
  money: z.strictObject({
    currency: z.string().length(3),
    fee_cents: z.number().int(),
    deposit_percent: z.number().int(),
    deposit_cents: z.number().int(),
    balance_cents: z.number().int(),
    balance_due_on: z.iso.date(),
    deposit_paid_at: z.string().nullable(),
    balance_paid_at: z.string().nullable(),
  }),
  travel_terms: z.string(),
  contract_terms: z.string(),
  /** The SHA-256 of the document above, as the signed contract prints it. */
  document_sha256: z.string().regex(/^[0-9a-f]{64}$/),
  sent_at: z.string(),
  expires_at: z.string(),
  signature: z.strictObject({ signer_name: z.string(), signed_at: z.string() }).nullable(),
  /** The signed contract (PDF), once signed. */
  contract_url: z.string().nullable(),
  /** What the organiser can pay now, if anything. */
  payable: z.enum(['deposit', 'balance']).nullable(),
})
export type OfferView = z.infer<typeof OfferView>
