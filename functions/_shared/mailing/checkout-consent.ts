import { LOCALES, type Locale } from '../contract/forms.ts'
import type { Tx } from '../db/request-context.ts'
import { fill } from '../email/format.ts'
import { type CheckoutSessionFacts, isPaid } from '../orders/checkout-session.ts'
import type { OrdersDeps } from '../orders/deps.ts'
import { readBrandName, requestSubscription } from './request.ts'
import { MAILING_TEXTS } from './texts/index.ts'

/**
 * A buyer who ticked Checkout's promotions box (`consent_collection.promotions`, answered in the
 * session's `consent.promotions`) is asked to confirm, as a fan signing up on the site is: paying
 * is not confirming an address for news. Runs in the webhook's transaction, once per event, for
 * any paid session whose order exists (whoever fulfilled it first: the webhook or the success page).
 */
export async function subscribeFromCheckout(
  tx: Tx,
  deps: Pick<OrdersDeps, 'env' | 'now'>,
  session: CheckoutSessionFacts & { consent?: unknown },
): Promise<boolean> {
  if (!isPaid(session) || promotionsConsent(session.consent) !== 'opt_in') return false
  const [order] = await tx<{ email: string; locale: string; number: number }[]>`
    select email, locale, number::integer as number from public.orders
    where stripe_checkout_session_id = ${session.id}`
  if (!order) return false
  const locale: Locale = (LOCALES as readonly string[]).includes(order.locale)
    ? (order.locale as Locale)
    : 'es'
  return requestSubscription(
    tx,
    { siteUrl: deps.env.SITE_URL, brand: await readBrandName(tx), now: deps.now() },
    {
      email: order.email,
      locale,
      source: 'checkout',
      consentText: fill(MAILING_TEXTS[locale].checkout_consent, { order: `#${order.number}` }),
      consentIp: null,
    },
  )
}

function promotionsConsent(consent: unknown): string | null {
  if (typeof consent !== 'object' || consent === null) return null
  const promotions = (consent as { promotions?: unknown }).promotions
  return typeof promotions === 'string' ? promotions : null
}
