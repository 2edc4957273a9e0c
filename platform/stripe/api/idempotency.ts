import { createHash } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { SandboxContext } from '../context.ts'
import { StripeApiError } from '../errors.ts'
import type { StripeEnv } from './env.ts'

const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000
const MAX_KEY_LENGTH = 255

/**
 * Stripe's idempotent requests: a POST repeated with the same `Idempotency-Key` and the same
 * parameters gets the first response back (with `Idempotent-Replayed: true`) instead of running
 * again; the same key with other parameters is an `idempotency_error`. Only successful responses
 * are kept, so a request that failed validation can be corrected and retried with its key.
 */
export function idempotentRequests(ctx: SandboxContext): MiddlewareHandler<StripeEnv> {
  const running = new Set<string>()

  return async (c, next) => {
    const key = c.get('idempotencyKey')
    if (c.req.method !== 'POST' || key === null) return next()
    if (key.length > MAX_KEY_LENGTH) {
      throw idempotencyError(
        400,
        `Idempotency keys can be at most ${MAX_KEY_LENGTH} characters long.`,
      )
    }
    const path = new URL(c.req.url).pathname
    const requestHash = createHash('sha256')
      .update(`${c.req.method} ${path}\n${await c.req.text()}`)
      .digest('hex')
    const saved = ctx.state.idempotency[key]
    if (saved && saved.createdAt + KEY_LIFETIME_MS > ctx.now()) {
      if (saved.requestHash !== requestHash) {
        throw idempotencyError(
          400,
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        )
      }
      return new Response(saved.body, {
        status: saved.status,
        headers: {
          'Content-Type': 'application/json',
          'Idempotent-Replayed': 'true',
          'Request-Id': saved.requestId,
        },
      })
    }
    if (running.has(key)) {
      throw idempotencyError(
        409,
        `There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through): ${key}. Please try again later.`,
      )
    }
    running.add(key)
    try {
      await next()
    } finally {
      running.delete(key)
    }
    if (c.res.status >= 300) return
    forgetExpiredKeys(ctx)
    ctx.state.idempotency[key] = {
      method: c.req.method,
      path,
      requestHash,
      status: c.res.status,
      body: await c.res.clone().text(),
      requestId: c.get('requestId'),
      createdAt: ctx.now(),
    }
    ctx.persist()
  }
}

function idempotencyError(status: 400 | 409, message: string) {
  return new StripeApiError(status, { type: 'idempotency_error', message })
}

function forgetExpiredKeys(ctx: SandboxContext): void {
  const oldest = ctx.now() - KEY_LIFETIME_MS
  for (const [key, record] of Object.entries(ctx.state.idempotency)) {
    if (record.createdAt < oldest) delete ctx.state.idempotency[key]
  }
}
