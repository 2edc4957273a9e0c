import { createHash, randomUUID, timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { ResendError, validationError } from './errors.ts'
import type { MessageStore } from './message-store.ts'
import { parseSendRequest } from './send-request.ts'

/** Makes the next sends fail, so tests can prove an email survives a provider outage. */
export class FailurePlan {
  private remaining = 0
  private status: ContentfulStatusCode = 500

  failNext(count: number, status: ContentfulStatusCode = 500): void {
    if (!Number.isInteger(count) || count < 0) throw new RangeError('count must be an integer ≥ 0')
    if (status < 400 || status > 599) throw new RangeError('status must be an HTTP error status')
    this.remaining = count
    this.status = status
  }

  takeFailure(): ContentfulStatusCode | undefined {
    if (this.remaining <= 0) return undefined
    this.remaining -= 1
    return this.status
  }
}

export const MAX_IDEMPOTENCY_KEY_LENGTH = 256

/**
 * Resend's rate limit: `perSecond` requests a second per team (2 by default), answered beyond it
 * with 429 `rate_limit_exceeded`, `retry-after` and the `ratelimit-*` headers its API sends.
 */
export class RateLimit {
  private readonly recent: number[] = []
  constructor(
    private readonly perSecond: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Counts a request, or throws Resend's 429 when the last second already had `perSecond`. */
  take(): void {
    const now = this.now()
    while (this.recent.length > 0 && this.recent[0]! <= now - 1000) this.recent.shift()
    if (this.recent.length >= this.perSecond) {
      const resetSeconds = Math.max(1, Math.ceil((this.recent[0]! + 1000 - now) / 1000))
      throw new ResendError(
        429,
        'rate_limit_exceeded',
        `Too many requests. You can only make ${this.perSecond} requests per second. See rate limit response headers for more information. Or contact support to increase rate limit.`,
        {
          'retry-after': String(resetSeconds),
          'ratelimit-limit': String(this.perSecond),
          'ratelimit-remaining': '0',
          'ratelimit-reset': String(resetSeconds),
        },
      )
    }
    this.recent.push(now)
  }
}

/**
 * `POST /resend/emails`: Resend's send API (`RESEND_API_BASE` is `{platform}/resend`). Its batch
 * (`POST /resend/emails/batch`) is in batch-api.ts.
 */
export function resendApiRoutes(
  apiKey: string,
  store: MessageStore,
  failures: FailurePlan,
  rateLimit: RateLimit,
) {
  const app = new Hono()

  app.post('/resend/emails', async (c) => {
    checkApiKey(c.req.header('Authorization'), apiKey)
    rateLimit.take()
    const raw = await c.req.text()
    let body: unknown
    try {
      body = JSON.parse(raw)
    } catch {
      throw validationError('The request body is not valid JSON.')
    }
    const draft = parseSendRequest(body)
    const key = c.req.header('Idempotency-Key')
    const requestHash = createHash('sha256').update(raw).digest('hex')
    if (key !== undefined) {
      if (key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
        throw new ResendError(
          400,
          'invalid_idempotency_key',
          'The key must be between 1-256 chars.',
        )
      }
      const earlier = store.findByIdempotencyKey(key)
      if (earlier && earlier.idempotency?.requestHash !== requestHash) {
        throw new ResendError(
          409,
          'invalid_idempotent_request',
          'Same idempotency key used with a different request payload.',
        )
      }
      if (earlier) return c.json({ id: earlier.message.id })
    }
    const failure = failures.takeFailure()
    if (failure !== undefined) {
      throw ResendError.forStatus(failure, 'The local mail sandbox was told to fail this send.')
    }
    const message = { id: randomUUID(), created_at: new Date().toISOString(), ...draft }
    store.add(message, key === undefined ? null : { key, requestHash })
    return c.json({ id: message.id })
  })

  return app
}

/** Resend's key check: 401 without a bearer key, 403 with a wrong one. */
export function checkApiKey(authorization: string | undefined, apiKey: string): void {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')
  if (!match?.[1]) {
    throw new ResendError(
      401,
      'missing_api_key',
      'Missing API key in the authorization header. Include the following header in the request: Authorization: Bearer YOUR_API_KEY',
    )
  }
  const provided = Buffer.from(match[1])
  const expected = Buffer.from(apiKey)
  if (provided.length !== expected.length || !timingSafeEqual(provided, expected)) {
    throw new ResendError(403, 'invalid_api_key', 'API key is invalid')
  }
}
