import type { EmailAttachment } from './outbox.ts'

/** Where and as whom emails are sent. */
export type ResendConfig = {
  apiKey: string
  /** `RESEND_API_BASE` (the local sandbox) or `https://api.resend.com`. */
  apiBase: string
  /** `EMAIL_FROM`, e.g. `Kael Voss <hello@kaelvoss.com>`. */
  from: string
  fetch?: typeof fetch
}

/** An outbox row as it is sent. */
export type OutboxEmail = {
  id: string
  template: string
  to_email: string
  reply_to: string | null
  subject: string
  html: string
  text_body: string
  attachments: EmailAttachment[]
}

export type SendResult =
  | { ok: true; providerMessageId: string }
  | {
      ok: false
      error: string
      /**
       * Resend refused for its rate limit (429): retry after this many milliseconds (its
       * Retry-After). Nothing was sent, so it is not a failed attempt.
       */
      rateLimitedForMs?: number
    }

/** Resend's default rate limit: requests per second per team. */
export const RESEND_REQUESTS_PER_SECOND = 2

export const DEFAULT_RESEND_API_BASE = 'https://api.resend.com'
const REQUEST_TIMEOUT_MS = 15_000
export const MAX_ERROR_LENGTH = 1000

/**
 * `POST {apiBase}/emails`. The outbox row id is the Idempotency-Key: if an earlier attempt reached
 * Resend but its answer was lost, the retry returns that email instead of sending a second one.
 */
export async function sendWithResend(
  config: ResendConfig,
  email: OutboxEmail,
): Promise<SendResult> {
  const answer = await postToResend(config, '/emails', resendBody(config.from, email), email.id)
  if (!answer.ok) return answer
  const id = parseId(answer.text)
  if (!id) return { ok: false, error: `HTTP ${answer.status} without an email id: ${answer.text}` }
  return { ok: true, providerMessageId: id }
}

export type ResendAnswer =
  | { ok: true; status: number; text: string }
  | {
      ok: false
      error: string
      /** Resend's 429: retry after this many milliseconds (its Retry-After); nothing was sent. */
      rateLimitedForMs?: number
      /** The HTTP status, when there was an answer at all (none: the outcome is unknown). */
      status?: number
    }

/** One JSON request to Resend, with its Idempotency-Key; a 429 says when to come back. */
export async function postToResend(
  config: ResendConfig,
  path: string,
  body: unknown,
  idempotencyKey: string,
  headers: Record<string, string> = {},
): Promise<ResendAnswer> {
  const doFetch = config.fetch ?? fetch
  let response: Response
  try {
    response = await doFetch(`${config.apiBase.replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${config.apiKey}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': idempotencyKey,
        ...headers,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
  } catch (error) {
    return { ok: false, error: `request failed: ${error instanceof Error ? error.message : error}` }
  }
  const text = await response.text().catch(() => '')
  if (response.status === 429) {
    const seconds = Number(response.headers.get('retry-after'))
    return {
      ok: false,
      status: 429,
      error: `HTTP 429: ${text}`.slice(0, MAX_ERROR_LENGTH),
      rateLimitedForMs: Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 1000,
    }
  }
  if (!response.ok) {
    return {
      ok: false,
      status: response.status,
      error: `HTTP ${response.status}: ${text}`.slice(0, MAX_ERROR_LENGTH),
    }
  }
  return { ok: true, status: response.status, text }
}

/** The body of Resend's send-email call, in its own field names. */
export function resendBody(from: string, email: OutboxEmail) {
  return {
    from,
    to: [email.to_email],
    subject: email.subject,
    html: email.html,
    text: email.text_body,
    ...(email.reply_to ? { reply_to: email.reply_to } : {}),
    ...(email.attachments.length > 0
      ? {
          attachments: email.attachments.map((attachment) => ({
            filename: attachment.filename,
            content: attachment.content_base64,
            content_type: attachment.content_type,
          })),
        }
      : {}),
    // Tag values allow only ASCII letters, digits, _ and -.
    tags: [{ name: 'template', value: email.template.replace(/[^A-Za-z0-9_-]/g, '_') }],
  }
}

function parseId(text: string): string | null {
  try {
    const body = JSON.parse(text) as { id?: unknown }
    return typeof body.id === 'string' && body.id !== '' ? body.id : null
  } catch {
    return null
  }
}
