import Stripe from 'stripe'
import type { CheckoutCreated, CheckoutInput } from '../../_shared/contract/checkout.ts'
import { runAs } from '../../_shared/db/request-context.ts'
import { AppError } from '../../_shared/http/errors.ts'
import { release } from '../../_shared/orders/release.ts'
import { publicStorageUrls } from '../catalog/storage-url.ts'
import type { SiteDeps } from '../deps.ts'
import { readPublicSettings } from '../settings.ts'
import { placeOrder } from './place-order.ts'
import { promotionCodeError, reservePromotionCode } from './promotion-code.ts'
import { priceCartWithCode } from './quote.ts'
import { enforceCheckoutLimits } from './rate-limit.ts'
import { checkoutSessionParams } from './session-params.ts'

/**
 * Prices the cart, then checks out in three steps, none of them calling Stripe while a database
 * transaction is open (see `runAs`):
 * 1. one transaction (as the visitor) places the order and reserves its gear, and commits;
 * 2. the Checkout Session is created, keyed by the order (a retry returns the same session);
 * 3. a second transaction attaches the session to the order, or, when Stripe refused or did not
 *    answer, the order is cancelled and its gear released.
 * A session that is paid but was never attached (a crash between 2 and 3) still finds its order
 * by the `order_id` in its metadata when Stripe reports the payment (fulfil.ts).
 */
export async function startCheckout(
  deps: SiteDeps,
  input: CheckoutInput,
  clientAddress: string | null = null,
): Promise<CheckoutCreated> {
  const { cart, promotion } = await priceCartWithCode(deps, input)
  const shippingRates = cart.hasShipping
    ? (await readPublicSettings(deps.sql, publicStorageUrls(deps.env.SUPABASE_URL))).shipping_rates
    : []

  const orderId = crypto.randomUUID()
  const terms = await runAs(deps.sql, { role: 'anon' }, async (tx) => {
    await enforceCheckoutLimits(tx, { email: input.email, address: clientAddress })
    await placeOrder(tx, orderId, input, cart, clientAddress)
    if (promotion) await reservePromotionCode(tx, orderId, promotion)
    // What the order just recorded (private.place_order reads the same, in this transaction).
    const [row] = await tx<{ version: string; prices_include_tax: boolean }[]>`
      select private.licence_terms_version() as version, prices_include_tax
      from public.settings`
    return row
  })

  let session: CreatedSession
  try {
    session = await createSession(
      deps.stripe,
      checkoutSessionParams({
        orderId,
        cart,
        customer: input,
        siteUrl: deps.env.SITE_URL,
        now: deps.now(),
        shippingRates,
        promotionCodeId: promotion?.stripePromotionCodeId ?? null,
        pricesIncludeTax: terms?.prices_include_tax ?? true,
        termsVersion: terms?.version ?? null,
      }),
      orderId,
    )
  } catch (error) {
    // Nothing can be paid for this order: give its gear back at once.
    await release(deps, orderId, 'cancelled')
    throw error
  }

  await runAs(
    deps.sql,
    { role: 'anon' },
    (tx) => tx`
      select private.attach_checkout_session(${orderId}, ${session.id}, ${tx.json(session.shippingOptions)})`,
  )
  return { order_id: orderId, url: session.url }
}

/** Stripe's shipping rate ids of the options a session offers, with the names the buyer saw. */
type OfferedShipping = { id: string; name: string; amount_cents: number }

type CreatedSession = { id: string; url: string; shippingOptions: OfferedShipping[] }

async function createSession(
  stripe: Stripe,
  params: Stripe.Checkout.SessionCreateParams,
  orderId: string,
): Promise<CreatedSession> {
  let session: Stripe.Checkout.Session
  try {
    // Keyed by the order: if an answer is lost and the request retried, Stripe returns the same
    // session instead of opening a second one for the same order.
    session = await stripe.checkout.sessions.create(params, {
      idempotencyKey: `checkout-${orderId}`,
    })
  } catch (error) {
    // Our mirror said the code was good, Stripe says otherwise (switched off in its dashboard, or
    // its last redemption just went): the buyer can remove it and pay.
    if (
      error instanceof Stripe.errors.StripeInvalidRequestError &&
      error.param?.startsWith('discounts')
    ) {
      throw promotionCodeError('promotion_code_invalid', 'Stripe refused this promotion code.')
    }
    console.error('Stripe refused or did not answer the Checkout Session', error)
    throw new AppError(
      'payment_provider_unavailable',
      'The payment page could not be opened. Nothing was charged; please try again in a moment.',
    )
  }
  if (!session.url) throw new Error(`Checkout Session ${session.id} came back without a url`)
  // Stripe lists the options in the order they were given, each with the rate it created.
  const offered = params.shipping_options ?? []
  const shippingOptions = session.shipping_options.flatMap((option, index) => {
    const id =
      typeof option.shipping_rate === 'string' ? option.shipping_rate : option.shipping_rate.id
    const name = offered[index]?.shipping_rate_data?.display_name
    return name ? [{ id, name, amount_cents: option.shipping_amount }] : []
  })
  return { id: session.id, url: session.url, shippingOptions }
}
