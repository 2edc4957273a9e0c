import type Stripe from 'stripe'
import type { TokenVerifier } from '../_shared/auth/verify-token.ts'
import type { Sql } from '../_shared/db/request-context.ts'
import type { FunctionEnv } from '../_shared/env.ts'

/** What the admin function's routes and services are given. */
export type AdminDeps = {
  env: FunctionEnv
  sql: Sql
  stripe: Stripe
  verifyToken: TokenVerifier
  now: () => Date
  /** Wakes the email outbox after emails are committed (the platform's worker locally). */
  kickOutbox?: () => void
}
