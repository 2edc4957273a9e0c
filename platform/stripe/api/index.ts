import { Hono } from 'hono'
import type { SandboxContext } from '../context.ts'
import { StripeApiError } from '../errors.ts'
import { checkoutSessionRoutes } from './checkout-sessions.ts'
import { discountRoutes } from './discounts.ts'
import type { StripeEnv } from './env.ts'
import { idempotentRequests } from './idempotency.ts'
import { requestMetadata, requireSecretKey } from './middleware.ts'
import { paymentRoutes } from './payments.ts'

/** The `/v1` Stripe API subset, reached by the official client through its host setting. */
export function stripeApiRoutes(ctx: SandboxContext, secretKey: string) {
  const app = new Hono<StripeEnv>()
  app.use('/v1/*', requestMetadata, requireSecretKey(secretKey), idempotentRequests(ctx))
  app.route('/', checkoutSessionRoutes(ctx))
  app.route('/', paymentRoutes(ctx))
  app.route('/', discountRoutes(ctx))
  app.all('/v1/*', (c) => {
    const url = new URL(c.req.url)
    throw new StripeApiError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${c.req.method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    })
  })
  return app
}
