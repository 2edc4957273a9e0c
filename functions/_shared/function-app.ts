import { type Env, Hono } from 'hono'
import type { BlankEnv } from 'hono/types'
import type Stripe from 'stripe'
import { jwksTokenVerifier, type TokenVerifier } from './auth/verify-token.ts'
import type { Sql } from './db/request-context.ts'
import type { FunctionEnv } from './env.ts'
import { siteCors } from './http/cors.ts'
import { answerWrongMethods, errorResponse, notFound } from './http/errors.ts'
import { refuseUnsafeUrl } from './http/unsafe-url.ts'
import { createStripeClient } from './stripe.ts'

/** What a browser-facing function's routes and services are given, never reach for. */
export type FunctionDeps = {
  env: FunctionEnv
  sql: Sql
  stripe: Stripe
  /** Checks a caller's access token against the project's JWKS. */
  verifyToken: TokenVerifier
  /** The clock, so rules about dates and expiry can be tested. */
  now: () => Date
  /** Wakes the email outbox after a request's emails are committed (the platform's worker locally). */
  kickOutbox?: () => void
}

/** The deps a test or the entry passed, the real ones for the rest. */
export function functionDeps(
  options: { env: FunctionEnv; sql: Sql } & Partial<FunctionDeps>,
): FunctionDeps {
  return {
    env: options.env,
    sql: options.sql,
    stripe: options.stripe ?? createStripeClient(options.env),
    verifyToken: options.verifyToken ?? jwksTokenVerifier(options.env.SUPABASE_URL),
    now: options.now ?? (() => new Date()),
    ...(options.kickOutbox ? { kickOutbox: options.kickOutbox } : {}),
  }
}

/**
 * A browser-facing function's app under `basePath`: a known path called with a method it does not
 * take answered 405 naming those it does, the site's CORS, unsafe URLs refused, and every error
 * and unknown path answered in the catalogue's JSON shape.
 */
export function browserFunctionApp<E extends Env = BlankEnv>(basePath: string, deps: FunctionDeps) {
  const app = new Hono<E>().basePath(basePath)
  app.use('*', answerWrongMethods(app))
  app.use('*', siteCors(deps.env.SITE_URL))
  app.use('*', refuseUnsafeUrl)
  app.onError(errorResponse)
  app.notFound(notFound)
  return app
}
