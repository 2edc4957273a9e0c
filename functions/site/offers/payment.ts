import type Stripe from 'stripe'
import { offerUrl } from '../../_shared/bookings/emails/offer-emails.ts'
import { bookingTexts } from '../../_shared/bookings/texts/index.ts'
import { answer, refusalError } from '../../_shared/db/refusals.ts'
import { runAs } from '../../_shared/db/request-context.ts'
import { AppError } from '../../_shared/http/errors.ts'
import type { SiteDeps } from '../deps.ts'
import type { OfferRecord } from './record.ts'

// Opening the Checkout Session that pays a deposit or a balance, in three steps and never with a
// transaction open during the call to Stripe (see runAs): the payment row is chosen or written
// under the offer's lock and committed; the session is created with the row's id as idempotency
// key (a double click, or a retry, gets the same session); its id and page are recorded.

export type OfferPaymentKind = 'deposit' | 'balance'

/** Stripe's minimum lifetime for a session, plus a minute (as checkout's CHECKOUT_LIFETIME_SECONDS). */
const MIN_LIFETIME_MS = 31 * 60 * 1000
const MAX_LIFETIME_MS = 23 * 60 * 60 * 1000

type Begun = {
  payment_id: string
  offer_id: string
  status: 'opening' | 'open'
  checkout_url: string | null
  amount_cents: number
  currency: string
  expires_at: string
}

const REFUSALS = {
  offer_not_found: answer('offer_not_found'),
  offer_withdrawn: answer('offer_withdrawn'),
  offer_expired: answer('offer_expired'),
  offer_not_signed: answer('offer_not_signed'),
  already_paid: answer('already_paid'),
  balance_not_due: answer('balance_not_due'),
}

/** The database's refusals (HINT) as the API's errors. */
export function offerRefusal(error: unknown): AppError | null {
  return refusalError(error, REFUSALS)
}

export async function openOfferPayment(
  deps: SiteDeps,
  token: string,
  offer: OfferRecord,
  kind: OfferPaymentKind,
): Promise<{ url: string }> {
  const begun = await runAs(deps.sql, { role: 'anon' }, async (tx) => {
    const [row] = await tx<{ payment: Begun }[]>`
      select private.begin_offer_payment(${token}, ${kind}) as payment`
    return row!.payment
  }).catch((error: unknown) => {
    throw offerRefusal(error) ?? error
  })
  if (begun.status === 'open' && begun.checkout_url) return { url: begun.checkout_url }

  const now = deps.now()
  // A deposit's page closes with the offer (Stripe's minimum permitting); a balance's in a day.
  const closes =
    kind === 'deposit'
      ? Math.min(Date.parse(begun.expires_at), now.getTime() + MAX_LIFETIME_MS)
      : now.getTime() + MAX_LIFETIME_MS
  const expiresAt = new Date(Math.max(closes, now.getTime() + MIN_LIFETIME_MS))
  let session: Stripe.Checkout.Session
  try {
    session = await deps.stripe.checkout.sessions.create(
      sessionParams(deps, token, offer, kind, begun, expiresAt),
      { idempotencyKey: `offer-payment-${begun.payment_id}` },
    )
  } catch (error) {
    console.error('Stripe refused or did not answer the offer payment session', error)
    await runAs(
      deps.sql,
      { role: 'anon' },
      (tx) => tx`select private.fail_offer_payment(${begun.payment_id})`,
    )
    throw new AppError(
      'payment_provider_unavailable',
      'The payment page could not be opened. Nothing was charged; please try again in a moment.',
    )
  }
  if (!session.url) throw new Error(`Checkout Session ${session.id} came back without a url`)
  await runAs(
    deps.sql,
    { role: 'anon' },
    (tx) => tx`
      select private.attach_offer_payment(${begun.payment_id}, ${session.id}, ${session.url},
        ${new Date(session.expires_at * 1000)})`,
  )
  return { url: session.url }
}

function sessionParams(
  deps: SiteDeps,
  token: string,
  offer: OfferRecord,
  kind: OfferPaymentKind,
  begun: Begun,
  expiresAt: Date,
): Stripe.Checkout.SessionCreateParams {
  const t = bookingTexts(offer.locale)
  const label = kind === 'deposit' ? t.label_deposit : t.label_balance
  const page = offerUrl(deps.env.SITE_URL, token)
  const metadata = {
    kind: kind === 'deposit' ? 'show_deposit' : 'show_balance',
    offer_id: begun.offer_id,
    payment_id: begun.payment_id,
  }
  return {
    mode: 'payment',
    customer_email: offer.organiser_email,
    locale:
      offer.locale === 'pt'
        ? 'pt-BR'
        : (offer.locale as Stripe.Checkout.SessionCreateParams.Locale),
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: begun.currency.toLowerCase(),
          unit_amount: begun.amount_cents,
          product_data: {
            name: `${label}: ${offer.owner_name}, ${t[`event_${offer.event_type}`]} ${offer.event_date}`,
          },
        },
      },
    ],
    metadata,
    payment_intent_data: { metadata },
    success_url: `${page}?paid=${kind}`,
    cancel_url: page,
    expires_at: Math.floor(expiresAt.getTime() / 1000),
  }
}
