import { AppError } from '../http/errors.ts'

// The one place a database refusal becomes the catalogue's AppError. The SQL functions refuse on
// purpose with `raise exception … using errcode = 'P0001', hint = '<reason>'` (the reason being an
// error code of the catalogue, or one the caller maps); constraints refuse with their own SQLSTATE
// (unique, foreign key, check, exclusion) and name. Whatever is not a known refusal is left alone,
// so the caller rethrows it and errorResponse answers 500.

/** The SQLSTATEs the functions answer for. */
export const SQLSTATE = {
  /** `raise exception` without an errcode, or with P0001: our functions' refusals. */
  raised: 'P0001',
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  exclusionViolation: '23P01',
} as const

export type SqlState = (typeof SQLSTATE)[keyof typeof SQLSTATE]

/** What the functions read of a Postgres error (postgres.js's PostgresError, by its field names). */
export type DatabaseError = {
  code: string
  hint?: string
  detail?: string
  constraint_name?: string
}

/** `error` as a Postgres error, if it is one (and has SQLSTATE `code`, when given). */
export function databaseError(error: unknown, code?: SqlState): DatabaseError | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null
  if (typeof error.code !== 'string' || (code !== undefined && error.code !== code)) return null
  const text = (key: string) => {
    const value = (error as Record<string, unknown>)[key]
    return typeof value === 'string' ? value : undefined
  }
  return {
    code: error.code,
    hint: text('hint'),
    detail: text('detail'),
    constraint_name: text('constraint_name'),
  }
}

/** Whether `error` is a Postgres error with SQLSTATE `code`. */
export function isDatabaseError(error: unknown, code: SqlState): boolean {
  return databaseError(error, code) !== null
}

/**
 * The reason a SQL function gave for refusing, when it is one of `known`: SQLSTATE `code` (P0001,
 * a plain `raise exception`, unless said) with the reason in HINT.
 */
export function refusalHint<Hint extends string>(
  error: unknown,
  known: readonly Hint[],
  code: SqlState = SQLSTATE.raised,
): Hint | null {
  const hint = databaseError(error, code)?.hint
  return hint !== undefined && (known as readonly string[]).includes(hint) ? (hint as Hint) : null
}

/** How a known refusal is answered: the catalogue's code (with its own message), or the error itself. */
export type Refusals<Hint extends string> = Record<Hint, () => AppError>

/**
 * The AppError for a refusal `refusals` knows (by its HINT, SQLSTATE P0001 unless said), else null:
 * `throw refusalError(error, REFUSALS) ?? error`.
 */
export function refusalError<Hint extends string>(
  error: unknown,
  refusals: Refusals<Hint>,
  code: SqlState = SQLSTATE.raised,
): AppError | null {
  const hint = refusalHint(error, Object.keys(refusals) as Hint[], code)
  return hint === null ? null : refusals[hint]()
}

/** A constraint's refusal, when the constraint is `name` (or ends with it, for `*_slug_key`). */
export function constraintViolation(
  error: unknown,
  code: SqlState,
  name: string | ((constraint: string) => boolean),
): boolean {
  const constraint = databaseError(error, code)?.constraint_name
  if (constraint === undefined) return false
  return typeof name === 'string' ? constraint === name : name(constraint)
}

/** `new AppError(code)` as a refusal's answer, with the catalogue's message unless one is given. */
export function answer(...args: ConstructorParameters<typeof AppError>): () => AppError {
  return () => new AppError(...args)
}
