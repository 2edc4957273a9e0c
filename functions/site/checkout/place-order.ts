import {
  CART_PROBLEMS,
  type CartProblem,
  type CheckoutInput,
  OPEN_CHECKOUTS_PER_ADDRESS,
  OPEN_CHECKOUTS_PER_EMAIL,
} from '../../_shared/contract/checkout.ts'
import { databaseError, refusalHint } from '../../_shared/db/refusals.ts'
import type { Tx } from '../../_shared/db/request-context.ts'
import { AppError } from '../../_shared/http/errors.ts'
import type { PricedCart, PricedLine } from './pricing.ts'
import { cartProblemError } from './problems.ts'

/**
 * Creates the pending order through private.place_order, which re-checks every price and reserves
 * the gear under row locks: a sale or a price change since the cart was priced refuses the order
 * (409 naming the line) instead of overselling.
 */
export async function placeOrder(
  tx: Tx,
  orderId: string,
  customer: Pick<CheckoutInput, 'email' | 'name' | 'locale'>,
  cart: PricedCart,
  /** The caller's network address (only its SHA-256 is kept), for the open-checkouts limit. */
  clientAddress: string | null = null,
): Promise<void> {
  const order = {
    id: orderId,
    buyer_address_hash: clientAddress ? await sha256(clientAddress) : null,
    open_checkouts_per_email: OPEN_CHECKOUTS_PER_EMAIL,
    open_checkouts_per_address: OPEN_CHECKOUTS_PER_ADDRESS,
    email: customer.email,
    name: customer.name,
    locale: customer.locale,
    currency: cart.currency,
    subtotal_cents: cart.subtotalCents,
    bundle_discount_cents: cart.bundleDiscountCents,
    total_cents: cart.totalCents,
    has_shipping: cart.hasShipping,
    has_exclusive: cart.hasExclusive,
  }
  // Tracks first, then products by id: concurrent checkouts lock shared rows in the same order.
  const items = [...cart.lines].sort(lockOrder).map((line) =>
    line.kind === 'track'
      ? {
          kind: 'track',
          track_id: line.trackId,
          slug: line.slug,
          licence: line.licence,
          title: line.title,
          quantity: 1,
          unit_price_cents: line.unitPriceCents,
          bundle_free: line.bundleFree,
        }
      : {
          kind: 'product',
          product_id: line.productId,
          slug: line.slug,
          title: line.title,
          quantity: line.quantity,
          unit_price_cents: line.unitPriceCents,
        },
  )
  try {
    await tx`select private.place_order(${tx.json(order)}, ${tx.json(items)})`
  } catch (error) {
    if (refusalHint(error, ['too_many_open_checkouts'])) throw tooManyOpenCheckouts()
    const refusal = catalogueRefusal(error)
    if (!refusal) throw error
    const lines = cart.lines.filter((line) => line.slug === refusal.slug)
    throw cartProblemError(
      lines.map((line) => ({
        index: line.index,
        slug: line.slug,
        title: line.title,
        code: refusal.code,
      })),
    )
  }
}

function lockOrder(a: PricedLine, b: PricedLine): number {
  const key = (line: PricedLine) =>
    line.kind === 'track' ? `0${line.trackId}` : `1${line.productId}`
  return key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0
}

/** private.place_order raises P0001 with the reason in HINT and the item's slug in DETAIL. */
function catalogueRefusal(error: unknown): { code: CartProblem; slug: string } | null {
  const code = refusalHint(error, CART_PROBLEMS)
  const slug = databaseError(error)?.detail
  return code && slug !== undefined ? { code, slug } : null
}

/** Unpaid checkouts holding gear or exclusives are limited per buyer, so nobody can hold the shop. */
function tooManyOpenCheckouts() {
  return new AppError(
    'too_many_open_checkouts',
    'You already have unpaid checkouts holding gear or exclusive rights. Pay or cancel one of them, or wait 30 minutes for them to expire.',
  )
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}
