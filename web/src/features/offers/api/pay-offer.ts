import { AcceptOfferInput, type PaymentPage } from '@contract/site/offers.ts'
import { apiRequest } from '@/lib/api-client'

// `POST site/offers/{token}/accept` (sign, then the deposit's Checkout page) and
// `POST site/offers/{token}/balance` (the balance's). Both answer `{ url }`.
export { AcceptOfferInput }

export const acceptOffer = (token: string, input: AcceptOfferInput) =>
  apiRequest<PaymentPage>(`offers/${encodeURIComponent(token)}/accept`, {
    method: 'POST',
    body: input,
  })

export const payBalance = (token: string) =>
  apiRequest<PaymentPage>(`offers/${encodeURIComponent(token)}/balance`, { method: 'POST' })
