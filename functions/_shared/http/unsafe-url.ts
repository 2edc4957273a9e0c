import type { MiddlewareHandler } from 'hono'
import { AppError } from './errors.ts'
import { isUnsafeText, unsafeTextFields } from './unsafe-text.ts'

/**
 * Refuses, before any route runs, an address holding text no path or parameter of ours may: a NUL
 * or a lone surrogate in a path segment (`tracks/%00`, `products/a%00b`: no row has such a key, so
 * it is a 404 `not_found`, where PostgreSQL would refuse the parameter with a 500), or in a query
 * parameter's name or value (`?token=%00`: 400 `invalid_query`, naming it `text_invalid`).
 */
export const refuseUnsafeUrl: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url)
  for (const segment of url.pathname.split('/')) {
    const decoded = decodeSegment(segment)
    if (decoded === null || isUnsafeText(decoded)) {
      throw new AppError('not_found', 'No resource has this address.')
    }
  }
  const unsafe = [...url.searchParams].flatMap(([name, value]) =>
    isUnsafeText(name) ? ['key'] : isUnsafeText(value) ? [name] : [],
  )
  if (unsafe.length > 0) {
    throw new AppError(
      'invalid_query',
      'Some query parameters are not valid.',
      unsafeTextFields(unsafe),
    )
  }
  await next()
}

/** A path segment decoded, or null when its percent-encoding is not UTF-8. */
function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}
