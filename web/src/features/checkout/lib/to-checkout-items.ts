import type { CartLine } from '@/stores/cart'
import type { CheckoutRequest } from '../api/create-checkout'

/** The cart as the server reads it: slugs, licences and quantities, never a price. */
export const toCheckoutItems = (lines: readonly CartLine[]): CheckoutRequest['items'] =>
  lines.map((line) =>
    line.kind === 'track'
      ? { kind: 'track', slug: line.slug, licence: line.licence }
      : { kind: 'product', slug: line.slug, quantity: line.quantity },
  )
