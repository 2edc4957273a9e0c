import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import postgres from 'postgres'
import type { DatabaseRole, GatewayEnv } from '../gateway.ts'
import type { TokenProblem } from './identity.ts'

/** An error in PostgREST's shape: `{ code, details, hint, message }` with PostgREST's status. */
export class PostgrestError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }

  toJSON() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message }
  }
}

const STAND_IN = 'the local platform serves a read-only subset of PostgREST'

export const restErrors = {
  parse: (message: string, details: string | null = null) =>
    new PostgrestError(400, 'PGRST100', message, details),
  unsupported: (message: string, feature: string) =>
    new PostgrestError(400, 'PGRST100', message, `${feature} is not supported: ${STAND_IN}`),
  embedding: (table: string, target: string) =>
    new PostgrestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${table}' and '${target}' in the schema cache`,
      `Resource embedding is not supported: ${STAND_IN}`,
    ),
  tableNotFound: (table: string) =>
    new PostgrestError(
      404,
      'PGRST205',
      `Could not find the table 'public.${table}' in the schema cache`,
    ),
  columnNotFound: (table: string, column: string) =>
    new PostgrestError(400, '42703', `column ${table}.${column} does not exist`),
  functionNotFound: (name: string) =>
    new PostgrestError(
      404,
      'PGRST202',
      `Could not find the function public.${name} in the schema cache`,
      `Functions are not exposed: ${STAND_IN}`,
    ),
  invalidPath: () => new PostgrestError(404, 'PGRST125', 'Invalid path specified in request URL'),
  readOnly: (method: string) =>
    new PostgrestError(
      405,
      'PGRST117',
      `Unsupported HTTP method: ${method}`,
      `Writes go through the edge functions: ${STAND_IN}`,
    ),
  invalidSchema: (schema: string) =>
    new PostgrestError(
      406,
      'PGRST106',
      `Invalid schema: ${schema}`,
      null,
      'Only the following schemas are exposed: public',
    ),
  notAcceptable: (accept: string) =>
    new PostgrestError(406, 'PGRST107', `None of these media types are available: ${accept}`),
  singular: (rows: number) =>
    new PostgrestError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${rows} rows`,
    ),
  rangeNotSatisfiable: (details: string) =>
    new PostgrestError(416, 'PGRST103', 'Requested range not satisfiable', details),
  token: (problem: TokenProblem) => {
    const message =
      problem === 'expired'
        ? 'JWT expired'
        : problem === 'bad_signature'
          ? 'JWSError JWSInvalidSignature'
          : 'JWT could not be decoded'
    const challenge = `Bearer error="invalid_token", error_description="${message}"`
    return new PostgrestError(
      401,
      problem === 'expired' ? 'PGRST303' : 'PGRST301',
      message,
      null,
      null,
      { 'WWW-Authenticate': challenge },
    )
  },
}

/**
 * A Postgres error as PostgREST reports it: the SQLSTATE as the code, and PostgREST's status
 * mapping (42501 is 401 for anonymous callers, 403 for everyone else).
 */
export function fromDatabaseError(error: postgres.PostgresError, role: DatabaseRole) {
  const status = statusForSqlState(error.code, role)
  return new PostgrestError(
    status,
    error.code,
    error.message,
    error.detail ?? null,
    error.hint ?? null,
  )
}

function statusForSqlState(code: string, role: DatabaseRole): ContentfulStatusCode {
  if (code === '42501') return role === 'anon' ? 401 : 403
  if (code === '42883' || code === '42P01') return 404
  if (code === '23503' || code === '23505') return 409
  if (code === '25006') return 405
  if (code === 'P0001') return 400
  if (/^(08|53)/.test(code)) return 503
  if (/^(0L|0P|28)/.test(code)) return 403
  if (/^(09|25|2D|38|39|3B|40|54|55|57|58|F0|HV|P0|XX)/.test(code) || code === '42P17') return 500
  return 400
}

/** The one place errors become responses, in PostgREST's shape. */
export function renderRestError(error: Error, c: Context<GatewayEnv>): Response {
  const known =
    error instanceof PostgrestError
      ? error
      : error instanceof postgres.PostgresError
        ? fromDatabaseError(error, c.get('caller')?.role ?? 'anon')
        : null
  if (!known) {
    console.error('rest: unexpected error', error)
    return c.json({ code: 'PGRST000', details: null, hint: null, message: 'Internal error' }, 500)
  }
  for (const [name, value] of Object.entries(known.headers)) c.header(name, value)
  return c.json(known.toJSON(), known.status)
}
