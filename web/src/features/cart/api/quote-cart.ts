import type { CheckoutQuote } from '@contract/checkout.ts'
import useSWR from 'swr'
import { apiRequest } from '@/lib/api-client'
import type { CartLine } from '@/stores/cart'

// `POST site/checkout/quote` `{ items, promotion_code }` → the cart priced as checkout prices it,
// with the code's discount as Stripe will take it off; 422 with `fields.promotion_code` for a
// code that cannot be used.

const quoteItems = (lines: readonly CartLine[]) =>
  lines.map((line) =>
    line.kind === 'track'
      ? { kind: 'track', slug: line.slug, licence: line.licence }
      : { kind: 'product', slug: line.slug, quantity: line.quantity },
  )

/** The SWR key of a quote: the code and the lines as sent. */
export const quoteKey = (lines: readonly CartLine[], code: string) =>
  `checkout/quote:${code}:${JSON.stringify(quoteItems(lines))}`

export const quoteCart = (lines: readonly CartLine[], code: string) =>
  apiRequest<CheckoutQuote>('checkout/quote', {
    method: 'POST',
    body: { items: quoteItems(lines), promotion_code: code },
  })

/** The quote for these lines with the code applied; asked again whenever the lines change. */
export function useCartQuote(lines: readonly CartLine[], code: string | null) {
  return useSWR(
    code && lines.length > 0 ? quoteKey(lines, code) : null,
    () => quoteCart(lines, code ?? ''),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  )
}
