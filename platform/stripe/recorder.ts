import type { MiddlewareHandler } from 'hono'
import { type FormObject, parseStripeForm } from './form.ts'
import type { EventObject } from './types.ts'

/** One API call as it crossed the wire: the decoded parameters and the JSON answer. */
export interface RecordedExchange {
  method: string
  /** The path without the query string, e.g. `/v1/checkout/sessions/cs_test_…/expire`. */
  path: string
  /** The form body of a POST or the query string otherwise, decoded as the sandbox reads it. */
  params: FormObject
  status: number
  body: unknown
}

/**
 * Sees every API call and every event the sandbox sends, for tests that check them against the
 * published definitions. Only a sandbox given one records: without it nothing is added.
 */
export interface StripeRecorder {
  exchange(exchange: RecordedExchange): void
  event(event: EventObject): void
}

export function recordExchanges(recorder: StripeRecorder): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url)
    const encoded = c.req.method === 'POST' ? await c.req.text() : url.search.slice(1)
    await next()
    const text = await c.res.clone().text()
    recorder.exchange({
      method: c.req.method,
      path: url.pathname,
      params: parseStripeForm(encoded),
      status: c.res.status,
      body: text ? JSON.parse(text) : null,
    })
  }
}
