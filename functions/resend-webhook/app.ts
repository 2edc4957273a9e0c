import { Hono } from 'hono'
import type { Sql } from '../_shared/db/request-context.ts'
import type { FunctionEnv } from '../_shared/env.ts'
import { AppError, errorResponse, methodNotAllowed, notFound } from '../_shared/http/errors.ts'
import { readLimitedBody } from '../_shared/http/limited-body.ts'
import { createResendClient } from '../_shared/mailing/resend.ts'
import { parseResendEvent } from './event-schema.ts'
import { handleResendEvent } from './handle-event.ts'

/** Resend's events are a few KB; anything bigger is not Resend. */
const MAX_EVENT_BYTES = 256 * 1024

/**
 * Resend's webhook (bounces and spam complaints), signed by Svix: `svix-id`, `svix-timestamp` and
 * `svix-signature` over the raw body, checked with the `resend` client's `webhooks.verify` (the
 * Standard Webhooks scheme: HMAC-SHA256 of `{id}.{timestamp}.{body}` with the secret's bytes,
 * compared in constant time, the timestamp within five minutes). 2xx for events handled, replayed
 * or ignored, so Resend stops retrying; 400 for a missing or wrong signature.
 */
export function createResendWebhookApp(options: { env: FunctionEnv; sql: Sql }) {
  const secret = options.env.RESEND_WEBHOOK_SECRET
  if (!secret) {
    throw new Error(
      "The function's environment is incomplete:\n  RESEND_WEBHOOK_SECRET: the webhook's signing secret (whsec_…) is not set",
    )
  }
  const resend = createResendClient(options.env)
  const app = new Hono().basePath('/resend-webhook')
  app.onError(errorResponse)
  app.notFound(notFound)

  app.post('/', async (c) => {
    const id = c.req.header('svix-id')
    const timestamp = c.req.header('svix-timestamp')
    const signature = c.req.header('svix-signature')
    if (!id || !timestamp || !signature) {
      throw new AppError(
        'signature_missing',
        'The svix-id, svix-timestamp and svix-signature headers are required.',
      )
    }
    // Counted as it streams in: a chunked body has no Content-Length to refuse it by.
    const bytes = await readLimitedBody(c.req.raw, MAX_EVENT_BYTES)
    if (!bytes) throw new AppError('payload_too_large', 'This is larger than any Resend event.')
    const payload = new TextDecoder().decode(bytes)
    let verified: unknown
    try {
      verified = resend.webhooks.verify({
        payload,
        headers: { id, timestamp, signature },
        webhookSecret: secret,
      })
    } catch {
      throw new AppError(
        'signature_invalid',
        'The webhook signature does not match this payload, or it is too old.',
      )
    }
    if (id.length > 200) throw new AppError('validation_failed', 'The svix-id is too long.')
    const outcome = await handleResendEvent(options.sql, id, parseResendEvent(payload, verified))
    return c.json({ received: true, ...outcome })
  })
  app.all('/', methodNotAllowed('POST'))

  return app
}
