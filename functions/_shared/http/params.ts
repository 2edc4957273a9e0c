import type { AppError } from './errors.ts'

// Path parameters, checked before they reach SQL (a malformed id names no row: that row's 404).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value)

/** The `:id` of a row, lower-cased; anything but a UUID throws the row's not-found error. */
export function uuidParam(value: string | undefined, notFound: () => AppError): string {
  if (!isUuid(value)) throw notFound()
  return value.toLowerCase()
}
