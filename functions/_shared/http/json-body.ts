import type { Context } from 'hono'
import type { z } from 'zod'
import { fieldErrors } from '../contract/forms.ts'
import { AppError } from './errors.ts'
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.ts'
import { readLimitedBody } from './limited-body.ts'
import { unsafeTextFields, unsafeTextPaths } from './unsafe-text.ts'

/** The largest JSON body any site endpoint accepts. */
export const MAX_JSON_BYTES = 32 * 1024

/**
 * Reads and validates a JSON body: 415 when it is not JSON, 413 when too large (counted as it
 * streams in), 400 when it does not parse or nests absurdly deep, 422 with `fields` when a string holds unsafe text (`text_invalid`: a NUL, a lone
 * surrogate) or the body breaks the schema. Nothing has happened yet when this throws.
 */
export async function readJson<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
  maxBytes: number = MAX_JSON_BYTES,
): Promise<z.infer<Schema>> {
  const contentType = c.req.header('content-type') ?? ''
  if (!/^application\/json\b/i.test(contentType)) {
    throw new AppError('unsupported_media_type', 'Send the request body as application/json.')
  }
  const bytes = await readLimitedBody(c.req.raw, maxBytes)
  if (!bytes) throw tooLarge(maxBytes)

  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new AppError('invalid_json', 'The request body is not valid JSON.')
  }
  if (nestsDeeperThan(text)) {
    throw new AppError(
      'invalid_json',
      `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`,
    )
  }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new AppError('invalid_json', 'The request body is not valid JSON.')
  }
  // Refused by field before the schema, whose own messages would hide why.
  const unsafe = unsafeTextPaths(body)
  if (unsafe.length > 0) {
    throw new AppError('validation_failed', 'Some fields need attention.', unsafeTextFields(unsafe))
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success) {
    throw new AppError(
      'validation_failed',
      'Some fields need attention.',
      fieldErrors(parsed.error),
    )
  }
  return parsed.data
}

function tooLarge(maxBytes: number) {
  return new AppError('payload_too_large', `The request body must be at most ${maxBytes} bytes.`)
}
