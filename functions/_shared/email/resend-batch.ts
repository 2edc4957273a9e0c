import { type OutboxEmail, postToResend, type ResendConfig, resendBody } from './resend-client.ts'

/** What `POST /emails/batch` takes in one request (Resend's API reference). */
export const RESEND_BATCH_MAX = 100

/** One email of a batch Resend answered: its id, or why Resend refused that one. */
export type BatchEmailResult =
  | { ok: true; providerMessageId: string }
  | { ok: false; error: string }

export type BatchResult =
  | {
      ok: true
      /** Per email, in the batch's order. */
      results: BatchEmailResult[]
    }
  | {
      ok: false
      error: string
      /** Resend's 429: nothing was sent; come back after this many milliseconds. */
      rateLimitedForMs?: number
      /**
       * Whether the batch may have gone out: no answer, or a 5xx. A retry must then send the
       * same emails under the same Idempotency-Key, so Resend answers the first sending.
       */
      outcomeUnknown: boolean
    }

/**
 * `POST {apiBase}/emails/batch` with up to 100 emails (none with attachments: the batch endpoint
 * takes none). Validation is permissive (`x-batch-validation`): Resend sends the valid ones and
 * names the others by index, so one bad address never holds back the rest.
 */
export async function sendBatchWithResend(
  config: ResendConfig,
  emails: OutboxEmail[],
  idempotencyKey: string,
): Promise<BatchResult> {
  if (emails.length === 0 || emails.length > RESEND_BATCH_MAX) {
    throw new RangeError(`A batch holds 1 to ${RESEND_BATCH_MAX} emails, not ${emails.length}.`)
  }
  const answer = await postToResend(
    config,
    '/emails/batch',
    emails.map((email) => resendBody(config.from, email)),
    idempotencyKey,
    { 'x-batch-validation': 'permissive' },
  )
  if (!answer.ok) {
    return {
      ...answer,
      outcomeUnknown: answer.status === undefined || answer.status >= 500,
    }
  }
  const parsed = parseBatchAnswer(answer.text, emails.length)
  if (!parsed) {
    return {
      ok: false,
      error: `HTTP ${answer.status} without the batch's ids: ${answer.text}`.slice(0, 1000),
      outcomeUnknown: true,
    }
  }
  return { ok: true, results: parsed }
}

/**
 * `{ data: [{ id }], errors?: [{ index, message }] }`: `data` holds the ids of the emails Resend
 * took, in order, and `errors` the ones it refused by their index in the request.
 */
function parseBatchAnswer(text: string, count: number): BatchEmailResult[] | null {
  let body: { data?: unknown; errors?: unknown }
  try {
    body = JSON.parse(text)
  } catch {
    return null
  }
  const ids = Array.isArray(body.data)
    ? body.data.map((entry) => (entry as { id?: unknown })?.id)
    : null
  const errors = new Map<number, string>()
  for (const entry of Array.isArray(body.errors) ? body.errors : []) {
    const { index, message } = (entry ?? {}) as { index?: unknown; message?: unknown }
    if (typeof index === 'number') errors.set(index, String(message ?? 'refused'))
  }
  if (!ids || ids.length + errors.size !== count) return null
  if (ids.some((id) => typeof id !== 'string' || id === '')) return null
  const results: BatchEmailResult[] = []
  let next = 0
  for (let index = 0; index < count; index++) {
    const error = errors.get(index)
    results.push(
      error === undefined
        ? { ok: true, providerMessageId: ids[next++] as string }
        : { ok: false, error: `Resend refused it: ${error}` },
    )
  }
  return results
}
