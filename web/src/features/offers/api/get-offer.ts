import type { OfferView } from '@contract/site/offers.ts'
import useSWR from 'swr'
import { apiRequest } from '@/lib/api-client'

// `GET site/offers/{token}`: the offer its link points to; 404 `offer_not_found`, 410
// `offer_expired` / `offer_withdrawn`. Polled while a payment just made is being confirmed
// (Stripe's webhook may arrive a moment after the organiser is back from the payment page).

export const offerKey = (token: string) => `offers/${encodeURIComponent(token)}`

export type AwaitedPayment = 'deposit' | 'balance' | null

/** Whether the payment the organiser just made has not been recorded yet. */
export function isProcessing(offer: OfferView | undefined, awaited: AwaitedPayment): boolean {
  if (!offer || !awaited) return false
  return awaited === 'deposit' ? offer.state !== 'confirmed' : offer.money.balance_paid_at === null
}

export function useOffer(token: string, awaited: AwaitedPayment) {
  return useSWR(
    offerKey(token),
    (key: string) => apiRequest<OfferView>(key, { cache: 'no-cache' }),
    {
      refreshInterval: (offer) => (isProcessing(offer, awaited) ? 2000 : 0),
    },
  )
}
