import Stripe from 'stripe'
import type { FunctionEnv } from './env.ts'

/**
 * The one Stripe client of a function. Locally STRIPE_API_BASE points the official library at the
 * platform's sandbox through its host settings; in production it is unset and Stripe is Stripe.
 */
export function createStripeClient(env: FunctionEnv): Stripe {
  const config: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000 }
  if (env.STRIPE_API_BASE) {
    const base = new URL(env.STRIPE_API_BASE)
    config.host = base.hostname
    config.port = Number(base.port || (base.protocol === 'https:' ? 443 : 80))
    config.protocol = base.protocol === 'https:' ? 'https' : 'http'
  }
  return new Stripe(env.STRIPE_SECRET_KEY, config)
}
