import type Stripe from 'stripe'
import type { CheckoutCreated, CheckoutInput } from '../../_shared/contract/checkout.ts'
import { runAs } from '../../_shared/db/request-context.ts'
import { AppError } from '../../_shared/http/errors.ts'
import type { SiteDeps } from '../deps.ts'
import { readCatalog } from './catalog.ts'
import { placeOrder } from './place-order.ts'
import { priceCart } from './pricing.ts'
import { cartProblemError } from './problems.ts'
import { enforceCheckoutLimits } from './rate-limit.ts'
import { checkoutSessionParams } from './session-params.ts'

/**
 * Prices the cart from the catalogue, then in one transaction (as the visitor) places the order,
 * opens its Stripe Checkout Session and attaches the one to the other. Anything failing on the
 * way rolls it all back: no order, no reserved stock.
 */
export async function startCheckout(
  deps: SiteDeps,
  input: CheckoutInput,
  clientAddress: string | null = null,
): Promise<CheckoutCreated> {
  const pricing = priceCart(input.items, await readCatalog(deps.sql, input.items))
  if (!pricing.ok) throw cartProblemError(pricing.problems)
  const { cart } = pricing

  const orderId = crypto.randomUUID()
  const opened: { sessionId?: string } = {}
  try {
    return await runAs(deps.sql, { role: 'anon' }, async (tx) => {
      await enforceCheckoutLimits(tx, { email: input.email, address: clientAddress })
      await placeOrder(tx, orderId, input, cart, clientAddress)
      const session = await createSession(
        deps.stripe,
        checkoutSessionParams({
          orderId,
          cart,
          customer: input,
          siteUrl: deps.env.SITE_URL,
          now: deps.now(),
        }),
        orderId,
      )
      opened.sessionId = session.id
      await tx`select private.attach_checkout_session(${orderId}, ${session.id})`
      return { order_id: orderId, url: session.url }
    })
  } catch (error) {
    // The order is gone with the rollback; close its session too, so it cannot be paid.
    if (opened.sessionId) await expireQuietly(deps.stripe, opened.sessionId)
    throw error
  }
}

async function createSession(
  stripe: Stripe,
  params: Stripe.Checkout.SessionCreateParams,
  orderId: string,
): Promise<{ id: string; url: string }> {
  let session: Stripe.Checkout.Session
  try {
    // Keyed by the order: if an answer is lost and the request retried, Stripe returns the same
    // session instead of opening a second one for the same order.
    session = await stripe.checkout.sessions.create(params, {
      idempotencyKey: `checkout-${orderId}`,
    })
  } catch (error) {
    console.error('Stripe refused or did not answer the Checkout Session', error)
    throw new AppError(
      502,
      'payment_provider_unavailable',
      'The payment page could not be opened. Nothing was charged; please try again in a moment.',
    )
  }
  if (!session.url) throw new Error(`Checkout Session ${session.id} came back without a url`)
  return { id: session.id, url: session.url }
}

async function expireQuietly(stripe: Stripe, sessionId: string): Promise<void> {
  try {
    await stripe.checkout.sessions.expire(sessionId)
  } catch (error) {
    console.error(`Could not expire the orphaned Checkout Session ${sessionId}`, error)
  }
}
