import type { HonoRequest } from 'hono'
import { z } from 'zod'
import { storageErrors } from './errors.ts'

/** A JSON request body checked against `schema`; anything else is Storage's InvalidRequest. */
export async function jsonBody<T extends z.ZodType>(
  request: HonoRequest,
  schema: T,
): Promise<z.infer<T>> {
  let body: unknown
  try {
    body = await request.json()
  } catch {
    throw storageErrors.invalidRequest('Body is not valid JSON')
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw storageErrors.invalidRequest(z.prettifyError(parsed.error))
  return parsed.data
}
