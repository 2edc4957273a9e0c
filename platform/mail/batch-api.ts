import { createHash, randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { ResendError, validationError } from './errors.ts'
import type { MessageStore } from './message-store.ts'
import {
  checkApiKey,
  type FailurePlan,
  MAX_IDEMPOTENCY_KEY_LENGTH,
  type RateLimit,
} from './resend-api.ts'
import { type EmailDraft, parseSendRequest } from './send-request.ts'

/** Emails one batch request may hold (Resend's API reference: "up to 100"). */
export const BATCH_MAX = 100

type BatchAnswer = { data: { id: string }[]; errors?: { index: number; message: string }[] }

/**
 * `POST /resend/emails/batch`, as Resend answers it: a JSON array of 1 to 100 emails, each as
 * `POST /emails` takes it except that a batch takes no `attachments` nor `scheduled_at`; one
 * request against the rate limit whatever its size. `x-batch-validation: strict` (the default)
 * refuses the whole batch for one invalid email and sends nothing; `permissive` sends the valid
 * ones and names the others by index in `errors`. The answer lists the sent emails' ids in order
 * (`{ data: [{ id }] }`). An Idempotency-Key replays the first answer for the same body (while
 * the platform runs) and refuses another body with 409, as for a single email.
 */
export function batchApiRoutes(
  apiKey: string,
  store: MessageStore,
  failures: FailurePlan,
  rateLimit: RateLimit,
) {
  const app = new Hono()
  const answered = new Map<string, { requestHash: string; answer: BatchAnswer }>()

  app.post('/resend/emails/batch', async (c) => {
    checkApiKey(c.req.header('Authorization'), apiKey)
    rateLimit.take()
    const mode = c.req.header('x-batch-validation') ?? 'strict'
    if (mode !== 'strict' && mode !== 'permissive') {
      throw validationError('The `x-batch-validation` header must be `strict` or `permissive`.')
    }
    const raw = await c.req.text()
    let body: unknown
    try {
      body = JSON.parse(raw)
    } catch {
      throw validationError('The request body is not valid JSON.')
    }
    if (!Array.isArray(body)) throw validationError('The request body must be an array of emails.')
    if (body.length === 0) throw validationError('The batch must contain at least one email.')
    if (body.length > BATCH_MAX) {
      throw validationError(`The batch can contain at most ${BATCH_MAX} emails.`)
    }
    const key = c.req.header('Idempotency-Key')
    const requestHash = createHash('sha256').update(`${mode}\n${raw}`).digest('hex')
    if (key !== undefined) {
      if (key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
        throw new ResendError(
          400,
          'invalid_idempotency_key',
          'The key must be between 1-256 chars.',
        )
      }
      const earlier = answered.get(key)
      if (earlier && earlier.requestHash !== requestHash) {
        throw new ResendError(
          409,
          'invalid_idempotent_request',
          'Same idempotency key used with a different request payload.',
        )
      }
      if (earlier) return c.json(earlier.answer)
    }

    const drafts: (EmailDraft | ResendError)[] = body.map((email) => parseBatchEmail(email))
    const invalid = drafts.findIndex((draft) => draft instanceof ResendError)
    if (mode === 'strict' && invalid >= 0) {
      const error = drafts[invalid] as ResendError
      throw new ResendError(error.status, error.errorName, `emails[${invalid}]: ${error.message}`)
    }
    const failure = failures.takeFailure()
    if (failure !== undefined) {
      throw ResendError.forStatus(failure, 'The local mail sandbox was told to fail this send.')
    }
    const answer: BatchAnswer = { data: [] }
    const errors: { index: number; message: string }[] = []
    for (const [index, draft] of drafts.entries()) {
      if (draft instanceof ResendError) {
        errors.push({ index, message: draft.message })
        continue
      }
      const message = { id: randomUUID(), created_at: new Date().toISOString(), ...draft }
      store.add(message, null)
      answer.data.push({ id: message.id })
    }
    if (mode === 'permissive') answer.errors = errors
    if (key !== undefined) answered.set(key, { requestHash, answer })
    return c.json(answer)
  })

  return app
}

function parseBatchEmail(email: unknown): EmailDraft | ResendError {
  try {
    const fields = (email ?? {}) as Record<string, unknown>
    if (typeof email === 'object' && email !== null && !Array.isArray(email)) {
      for (const field of ['attachments', 'scheduled_at']) {
        if (fields[field] !== undefined) {
          throw validationError(`The \`${field}\` field is not supported in batch emails.`)
        }
      }
    }
    return parseSendRequest(email)
  } catch (error) {
    if (error instanceof ResendError) return error
    throw error
  }
}
