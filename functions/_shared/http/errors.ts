import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** A failure the caller can act on: a stable code, a message, optionally the fields at fault. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message)
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
  return c.json(
    { error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } },
    500,
  )
}

export function notFound(c: Context) {
  return c.json(
    {
      error: {
        code: 'not_found',
        message: `No route for ${c.req.method} ${new URL(c.req.url).pathname}`,
      },
    },
    404,
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
      405,
      { Allow: allowed.join(', ') },
    )
}
