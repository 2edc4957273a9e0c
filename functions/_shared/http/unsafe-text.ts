// Text no field of ours ever needs, and that breaks what it reaches: NUL, which PostgreSQL refuses
// in text and jsonb, and lone UTF-16 surrogates, which are not Unicode at all (no UTF-8 encoding
// exists for them). A request holding either is refused, by field, before anything runs.

export const TEXT_INVALID = 'text_invalid'

/** A NUL, or a surrogate without its pair (`isWellFormed`: ES2024, in Node 20 and Deno). */
export const isUnsafeText = (text: string) => text.includes('\u0000') || !text.isWellFormed()

/**
 * The paths (as the `fields` of the error shape: `items.0.slug`) of every string in `value`, keys
 * included, that holds unsafe text.
 */
export function unsafeTextPaths(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return isUnsafeText(value) ? [path.join('.') || '_'] : []
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => unsafeTextPaths(item, [...path, String(index)]))
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      isUnsafeText(key) ? [[...path, 'key'].join('.')] : unsafeTextPaths(item, [...path, key]),
    )
  }
  return []
}

/** The `fields` of a refusal: `text_invalid` at each unsafe path. */
export const unsafeTextFields = (paths: string[]): Record<string, string> =>
  Object.fromEntries(paths.map((path) => [path, TEXT_INVALID]))
