import type { z } from 'zod'
import { fieldErrors } from '../contract/forms.ts'
import { AppError } from './errors.ts'
import { unsafeTextFields, unsafeTextPaths } from './unsafe-text.ts'

/**
 * Parses a query string's parameters: 400 `invalid_query` with `fields` when one is wrong, or
 * holds text no parameter may (a NUL, a lone surrogate: `text_invalid`), before any reaches SQL.
 */
export function parseQuery<Schema extends z.ZodType>(
  schema: Schema,
  query: Record<string, string>,
): z.infer<Schema> {
  const unsafe = unsafeTextPaths(query)
  if (unsafe.length > 0) throw invalidQuery(unsafeTextFields(unsafe))
  const parsed = schema.safeParse(query)
  if (!parsed.success) throw invalidQuery(fieldErrors(parsed.error))
  return parsed.data
}

const invalidQuery = (fields: Record<string, string>) =>
  new AppError('invalid_query', 'Some query parameters are not valid.', fields)
