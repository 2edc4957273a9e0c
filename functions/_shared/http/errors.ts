import type { Context, Env, Hono, MiddlewareHandler, Schema } from 'hono'
import { methodNotAllowed as honoMethodNotAllowed } from 'hono/method-not-allowed'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { ERRORS, type ErrorCode } from '../contract/error-codes.ts'

export { ERRORS, type ErrorCode } from '../contract/error-codes.ts'

/**
 * A failure the caller can act on: a code from the catalogue (which decides the status), a
 * message (the catalogue's unless a more precise one is given), optionally the fields at fault.
 */
export class AppError extends Error {
  readonly status: ContentfulStatusCode
  constructor(
    readonly code: ErrorCode,
    message: string = ERRORS[code].message,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message)
    this.status = ERRORS[code].status
  }
}

/** The one place errors become responses: `{ error: { code, message, fields? } }`, no stack traces. */
export function errorResponse(error: Error, c: Context) {
  if (error instanceof AppError) {
    const body = {
      error: {
        code: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
      },
    }
    return c.json(body, error.status, error.headers)
  }
  console.error(error)
  return c.json({ error: { code: 'internal', message: ERRORS.internal.message } }, 500)
}

export function notFound(c: Context) {
  return c.json(
    {
      error: {
        code: 'not_found',
        message: `No route for ${c.req.method} ${new URL(c.req.url).pathname}`,
      },
    },
    ERRORS.not_found.status,
  )
}

/** For a known path called with the wrong method: 405 with the methods it does accept. */
export function methodNotAllowed(...allowed: string[]) {
  return (c: Context) =>
    c.json(
      {
        error: {
          code: 'method_not_allowed',
          message: `Use ${allowed.join(' or ')} for this path.`,
        },
      },
      ERRORS.method_not_allowed.status,
      { Allow: allowed.join(', ') },
    )
}

/**
 * The one place wrong methods are answered, for every path of `app`: Hono's own middleware finds
 * the methods a known path takes (after the app answered 404 without an error, so a guard's 401
 * or 403 still comes first), and the answer is `methodNotAllowed`'s. HEAD, which Hono answers
 * with a path's GET handler, is not named in `Allow`.
 */
export function answerWrongMethods<E extends Env, S extends Schema, B extends string>(
  app: Hono<E, S, B>,
): MiddlewareHandler<E> {
  return honoMethodNotAllowed<E>({
    app,
    onMethodNotAllowed: (c, methods) =>
      methodNotAllowed(...methods.filter((method) => method !== 'HEAD'))(c),
  })
}
