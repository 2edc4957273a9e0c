import type { CheckoutQuote, CheckoutQuoteInput } from '../../_shared/contract/checkout.ts'
import type { SiteDeps } from '../deps.ts'
import { readCatalog } from './catalog.ts'
import { priceCart } from './pricing.ts'
import { cartProblemError } from './problems.ts'
import { findPromotionCode, promotionDiscountCents } from './promotion-code.ts'

/**
 * The cart priced as `startCheckout` prices it, with the promotion code's discount as Stripe will
 * take it off: what the cart shows before the buyer leaves for Stripe's page. Nothing is written
 * and Stripe is not called; checkout checks the code again.
 */
export async function quoteCheckout(
  deps: SiteDeps,
  input: CheckoutQuoteInput,
): Promise<CheckoutQuote> {
  const { cart, promotion } = await priceCartWithCode(deps, input)
  const discount = promotion ? promotionDiscountCents(promotion, cart.totalCents) : 0
  return {
    subtotal: cart.subtotalCents,
    bundle_discount: cart.bundleDiscountCents,
    discount,
    promotion_code: promotion?.code ?? null,
    total: cart.totalCents - discount,
    currency: cart.currency,
  }
}

/**
 * The cart priced from the catalogue (a cart that cannot be sold is refused, 409) and its
 * promotion code looked up (an unknown or spent one is refused, 422): what the quote and the
 * checkout both start from.
 */
export async function priceCartWithCode(
  deps: Pick<SiteDeps, 'sql' | 'now'>,
  input: Pick<CheckoutQuoteInput, 'items' | 'promotion_code'>,
) {
  const catalog = await readCatalog(deps.sql, input.items)
  const pricing = priceCart(input.items, catalog, { bundle: catalog.bundleEnabled })
  if (!pricing.ok) throw cartProblemError(pricing.problems)
  const promotion = input.promotion_code
    ? await findPromotionCode(deps.sql, input.promotion_code, deps.now())
    : null
  return { catalog, cart: pricing.cart, promotion }
}
