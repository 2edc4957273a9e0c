import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import type { z } from 'zod'
import type { RequestOrigin } from '../context.ts'
import { badRequest } from '../errors.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const isUuid = (value: string) => UUID.test(value)

/** GoTrue's retrieveRequestParams: a JSON body, or 400 `bad_json`. */
export async function readJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const text = await c.req.text()
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw badRequest('bad_json', `Could not parse request body as JSON: ${reason}`)
  }
  // Postgres cannot store a NUL in text or jsonb; GoTrue would fail there with a 500.
  if (holdsNul(value)) {
    throw badRequest('validation_failed', 'Request body must not contain NUL characters')
  }
  const parsed = schema.safeParse(value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue?.path.join('.') || 'body'
    throw badRequest(
      'bad_json',
      `Could not parse request body as JSON: ${where}: ${issue?.message ?? 'invalid'}`,
    )
  }
  return parsed.data
}

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (Array.isArray(value)) return value.some(holdsNul)
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item))
  }
  return false
}

/**
 * The client's address and user agent. The address is the socket's peer; requests that do not
 * come through a socket (tests calling `app.request`) count as loopback.
 */
export function requestOrigin(c: Context): RequestOrigin {
  let ip = '127.0.0.1'
  try {
    ip = getConnInfo(c).remote.address ?? ip
  } catch {
    // Not served by @hono/node-server.
  }
  return { ip, userAgent: c.req.header('user-agent') ?? null }
}
