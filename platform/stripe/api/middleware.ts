import { timingSafeEqual } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import Stripe from 'stripe'
import { StripeApiError } from '../errors.ts'
import { ID_PREFIX, newId } from '../ids.ts'
import type { StripeEnv } from './env.ts'

const NO_KEY_MESSAGE =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/."

/** Gives every API call a `Request-Id` and answers with the API version it used, as Stripe does. */
export const requestMetadata: MiddlewareHandler<StripeEnv> = async (c, next) => {
  const requestId = newId(ID_PREFIX.request, 14)
  c.set('requestId', requestId)
  c.set('idempotencyKey', c.req.header('Idempotency-Key') ?? null)
  await next()
  const headers = c.res.headers
  if (!headers.has('Request-Id')) headers.set('Request-Id', requestId)
  headers.set('Stripe-Version', c.req.header('Stripe-Version') ?? Stripe.API_VERSION)
  const idempotencyKey = c.get('idempotencyKey')
  if (idempotencyKey !== null) headers.set('Idempotency-Key', idempotencyKey)
}

/** Accepts the secret key as Bearer auth (stripe-node) or as the Basic auth user (curl -u). */
export function requireSecretKey(secretKey: string): MiddlewareHandler<StripeEnv> {
  return async (c, next) => {
    const provided = readApiKey(c.req.header('Authorization'))
    if (!provided) {
      throw new StripeApiError(401, { type: 'invalid_request_error', message: NO_KEY_MESSAGE })
    }
    if (!sameString(provided, secretKey)) {
      throw new StripeApiError(401, {
        type: 'invalid_request_error',
        message: `Invalid API Key provided: ${redactKey(provided)}`,
      })
    }
    await next()
  }
}

function readApiKey(authorization: string | undefined): string | undefined {
  const [scheme, credentials] = authorization?.trim().split(/\s+/, 2) ?? []
  if (!credentials) return undefined
  if (scheme?.toLowerCase() === 'bearer') return credentials
  if (scheme?.toLowerCase() === 'basic') {
    return Buffer.from(credentials, 'base64').toString('utf8').split(':')[0] || undefined
  }
  return undefined
}

function sameString(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

function redactKey(key: string): string {
  if (key.length <= 12) return '*'.repeat(key.length)
  return `${key.slice(0, 8)}${'*'.repeat(key.length - 12)}${key.slice(-4)}`
}
