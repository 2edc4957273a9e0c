import type { Context } from 'hono'
import { ResendError, validationError } from './errors.ts'

/** A JSON object body, or Resend's 422 `validation_error`. An empty body reads as `{}`. */
export async function readObjectBody(c: Context): Promise<Record<string, unknown>> {
  const raw = await c.req.text()
  if (raw.trim() === '') return {}
  let body: unknown
  try {
    body = JSON.parse(raw)
  } catch {
    throw validationError('The request body is not valid JSON.')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw validationError('The request body must be a JSON object.')
  }
  return body as Record<string, unknown>
}

export function optionalText(body: Record<string, unknown>, field: string): string | null {
  const value = body[field]
  if (value === undefined || value === null) return null
  if (typeof value !== 'string') throw validationError(`The \`${field}\` field must be a string.`)
  return value
}

export function optionalBoolean(body: Record<string, unknown>, field: string): boolean | null {
  const value = body[field]
  if (value === undefined || value === null) return null
  if (typeof value !== 'boolean') throw validationError(`The \`${field}\` field must be a boolean.`)
  return value
}

export function notFound(what: string) {
  return new ResendError(404, 'not_found', `${what} not found`)
}

/** Resend's cursor pagination: `limit` (1-100, default 20) and `after`/`before` an id. */
export function paginate<Item extends { id: string }>(items: readonly Item[], c: Context) {
  const limitText = c.req.query('limit')
  const limit = limitText === undefined ? 20 : Number(limitText)
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    throw validationError('The `limit` parameter must be an integer between 1 and 100.')
  }
  const after = c.req.query('after')
  const before = c.req.query('before')
  if (after && before) {
    throw validationError('Use either the `after` or the `before` parameter, not both.')
  }
  let start = 0
  let end = items.length
  if (after) start = items.findIndex((item) => item.id === after) + 1
  if (before)
    end = Math.max(
      0,
      items.findIndex((item) => item.id === before),
    )
  const page = before
    ? items.slice(Math.max(0, end - limit), end)
    : items.slice(start, start + limit)
  const hasMore = before ? end - limit > 0 : start + limit < items.length
  return { object: 'list' as const, has_more: hasMore, data: page }
}
