import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** The body Stripe sends inside `{ error: ... }`; the stripe client maps status + type to its error classes. */
export interface StripeErrorBody {
  type: 'invalid_request_error' | 'idempotency_error' | 'card_error' | 'api_error'
  message: string
  code?: string
  param?: string
  decline_code?: string
}

/** The one error the sandbox throws; `renderStripeError` turns it into Stripe's JSON error shape. */
export class StripeApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly body: StripeErrorBody,
  ) {
    super(status, { message: body.message })
  }
}

export function invalidRequest(param: string | undefined, message: string, code?: string) {
  return new StripeApiError(400, { type: 'invalid_request_error', message, code, param })
}

export function missingParam(param: string) {
  return invalidRequest(param, `Missing required param: ${param}.`, 'parameter_missing')
}

export function unknownParam(param: string) {
  return invalidRequest(
    param,
    `Received unknown parameter: ${param} (the local Stripe sandbox does not implement it)`,
    'parameter_unknown',
  )
}

export function resourceMissing(objectName: string, id: string, param: string) {
  return new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${objectName}: '${id}'`,
  })
}

export function renderStripeError(error: Error, c: Context): Response {
  if (error instanceof StripeApiError) {
    const { code } = error.body
    const docUrl = code
      ? `https://stripe.com/docs/error-codes/${code.replaceAll('_', '-')}`
      : undefined
    return c.json({ error: { ...error.body, doc_url: docUrl } }, error.status)
  }
  if (error instanceof HTTPException) return error.getResponse()
  console.error('[stripe sandbox]', error)
  return c.json({ error: { type: 'api_error', message: 'An unexpected error occurred.' } }, 500)
}
