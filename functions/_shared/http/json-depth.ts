/** No body of ours nests deeper than this (a checkout: body → items → item → field). */
export const MAX_JSON_DEPTH = 32

/**
 * Whether JSON text nests arrays and objects deeper than `maxDepth`, read before it is parsed:
 * a body nested thousands of levels deep parses, but every walk over it afterwards (the unsafe-text
 * check, the schema) recurses once per level and overflows the stack, a 500 for one request that
 * costs the caller nothing to send. Brackets inside strings do not count.
 */
export function nestsDeeperThan(text: string, maxDepth: number = MAX_JSON_DEPTH): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index)
    if (inString) {
      if (char === 0x5c)
        index++ // a backslash escapes the next character
      else if (char === 0x22) inString = false
    } else if (char === 0x22) {
      inString = true
    } else if (char === 0x5b || char === 0x7b) {
      if (++depth > maxDepth) return true
    } else if (char === 0x5d || char === 0x7d) {
      depth--
    }
  }
  return false
}
