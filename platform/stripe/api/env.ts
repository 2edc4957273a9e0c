import type { Context } from 'hono'
import { type FormObject, parseStripeForm } from '../form.ts'
import type { EventRequest } from '../types.ts'

export interface StripeEnv {
  Variables: { requestId: string; idempotencyKey: string | null }
}

/** Parameters of a Stripe API call: the form body of a POST, the query string otherwise. */
export async function readParams(c: Context<StripeEnv>): Promise<FormObject> {
  if (c.req.method === 'POST') return parseStripeForm(await c.req.text())
  return parseStripeForm(new URL(c.req.url).search.slice(1))
}

/** The `request` of an event caused by this API call. */
export function eventRequest(c: Context<StripeEnv>): EventRequest {
  return { id: c.get('requestId'), idempotency_key: c.get('idempotencyKey') }
}
