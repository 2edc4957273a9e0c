import type { z } from 'zod'
import { fieldErrors } from '../../_shared/contract/forms.ts'
import { AppError } from '../../_shared/http/errors.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function messageNotFound(): AppError {
  return new AppError(
    404,
    'message_not_found',
    'There is no such message. It may have been deleted.',
  )
}

/** The `:id` of a message route; anything that is not a UUID names no message. */
export function messageId(param: string): string {
  if (!UUID.test(param)) throw messageNotFound()
  return param.toLowerCase()
}

/** Parses a query string's parameters; 400 `invalid_query` with `fields` when one is wrong. */
export function parseQuery<Schema extends z.ZodType>(
  schema: Schema,
  query: Record<string, string>,
): z.infer<Schema> {
  const parsed = schema.safeParse(query)
  if (!parsed.success) {
    throw new AppError(
      400,
      'invalid_query',
      'Some query parameters are not valid.',
      fieldErrors(parsed.error),
    )
  }
  return parsed.data
}
