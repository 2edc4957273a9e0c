import { Hono } from 'hono'
import Stripe from 'stripe'
import type { Sql } from '../_shared/db/request-context.ts'
import type { FunctionEnv } from '../_shared/env.ts'
import { AppError, answerWrongMethods, errorResponse, notFound } from '../_shared/http/errors.ts'
import { readLimitedBody } from '../_shared/http/limited-body.ts'
import { afterFulfilment, afterUnmatchedPayment } from '../_shared/orders/after-fulfilment.ts'
import type { OrdersDeps } from '../_shared/orders/deps.ts'
import { createStripeClient } from '../_shared/stripe.ts'
import { parseEvent } from './event-schema.ts'
import { handleEvent } from './handle-event.ts'

/** Stripe's events stay well under this; anything bigger is not Stripe. */
const MAX_EVENT_BYTES = 1024 * 1024

/**
 * The Stripe webhook: verifies the signature over the raw body, then hands the event to the order
 * services. 2xx for events handled, replayed or ignored; 5xx only when a retry may succeed.
 */
export function createStripeWebhookApp(options: {
  env: FunctionEnv
  sql: Sql
  stripe?: Stripe
  now?: () => Date
  /** Wakes the email outbox once a fulfilment's emails are committed (the platform's worker). */
  kickOutbox?: () => void
}) {
  const deps: OrdersDeps = {
    env: options.env,
    sql: options.sql,
    stripe: options.stripe ?? createStripeClient(options.env),
    now: options.now ?? (() => new Date()),
  }
  // Web Crypto works on Deno and Node alike; Stripe's default provider is Node's crypto.
  const cryptoProvider = Stripe.createSubtleCryptoProvider()
  const app = new Hono().basePath('/stripe-webhook')
  // A known path called with a method it does not take: 405 naming those it does.
  app.use('*', answerWrongMethods(app))
  app.onError(errorResponse)
  app.notFound(notFound)

  app.post('/', async (c) => {
    const signature = c.req.header('stripe-signature')
    if (!signature) {
      throw new AppError('signature_missing', 'The Stripe-Signature header is missing.')
    }
    // Counted as it streams in: a chunked body has no Content-Length to refuse it by.
    const bytes = await readLimitedBody(c.req.raw, MAX_EVENT_BYTES)
    if (!bytes) throw new AppError('payload_too_large', 'This is larger than any Stripe event.')
    const payload = new TextDecoder().decode(bytes)
    try {
      await deps.stripe.webhooks.constructEventAsync(
        payload,
        signature,
        deps.env.STRIPE_WEBHOOK_SECRET,
        undefined,
        cryptoProvider,
      )
    } catch {
      throw new AppError('signature_invalid', 'The Stripe signature does not match this payload.')
    }
    // Signed by Stripe; now checked for the shape the order services rely on.
    const event = parseEvent(payload)
    const result = await handleEvent(deps, event)
    if (!result.duplicate) {
      const { after } = result
      if (after.kind === 'order-payment') {
        await afterFulfilment({ ...deps, ...options }, after.outcome)
      } else if (after.kind === 'unmatched-payment') {
        await afterUnmatchedPayment({ ...deps, ...options })
      } else if (after.kind === 'emails-queued') {
        options.kickOutbox?.()
      }
    }
    if (result.duplicate) return c.json({ received: true, duplicate: true })
    const { after: _after, ...answer } = result
    return c.json({ received: true, ...answer })
  })

  return app
}
