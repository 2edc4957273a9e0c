import { type CheckoutCreated, CheckoutInput } from '@contract/checkout.ts'
import type { z } from 'zod'
import { apiRequest } from '@/lib/api-client'

// `POST site/checkout` → 201 `{ order_id, url }`; the browser then goes to `url` (Stripe Checkout).
// Only the lazy checkout form imports this file: it is what brings zod into the page.

export type CheckoutRequest = z.input<typeof CheckoutInput>

/** The server's own rules, run in the browser before sending. */
export const checkoutRequestSchema = CheckoutInput

export const createCheckout = (input: CheckoutRequest) =>
  apiRequest<CheckoutCreated>('checkout', { method: 'POST', body: input })
