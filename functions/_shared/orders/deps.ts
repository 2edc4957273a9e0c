import type Stripe from 'stripe'
import type { Sql } from '../db/request-context.ts'
import type { FunctionEnv } from '../env.ts'

/** What the order services are given (the site function's and the webhook's deps both fit). */
export type OrdersDeps = {
  env: FunctionEnv
  sql: Sql
  stripe: Stripe
  now: () => Date
}

/** Each track licence may be downloaded this many times (product rule). */
export const DOWNLOADS_PER_LICENCE = 5

/**
 * Order services act for Stripe (a verified webhook, or a Checkout Session fetched from Stripe
 * with our secret key), never for the visitor asking, and must write tables no visitor may touch:
 * so they run as the service role.
 */
export const STRIPE_IDENTITY = { role: 'service_role' } as const
