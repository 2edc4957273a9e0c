import type Stripe from 'stripe'
import type { TokenVerifier } from '../_shared/auth/verify-token.ts'
import type { Sql } from '../_shared/db/request-context.ts'
import type { FunctionEnv } from '../_shared/env.ts'

/** What the site function's routes and services are given, never reach for. */
export type SiteDeps = {
  env: FunctionEnv
  sql: Sql
  stripe: Stripe
  /** Checks a buyer's access token against the project's JWKS (the library's routes). */
  verifyToken: TokenVerifier
  /** The clock, so rules about dates and expiry can be tested. */
  now: () => Date
  /** Wakes the email outbox after a request's emails are committed (the platform's worker locally). */
  kickOutbox?: () => void
}
