// Slugs name tracks and products in public URLs (/track/{slug}, /product/{slug}). The tables
// check the same pattern and length, so a slug that passes here is one the database accepts.

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/
export const SLUG_MAX_LENGTH = 120

/** Room left for a `-N` suffix when a generated slug is already taken. */
const GENERATED_MAX_LENGTH = SLUG_MAX_LENGTH - 8

// Letters that Unicode does not decompose into a base letter plus an accent.
const LIGATURES: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
}

export function isValidSlug(slug: string): boolean {
  return slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug)
}

/**
 * A URL slug from a title: lower case, accents stripped ("Réveil" → "reveil"), apostrophes
 * dropped ("Don't" → "dont"), every other run of non-alphanumerics one hyphen. Cut at a word
 * boundary to leave room for a `-N` suffix. Empty when the title has no Latin letter or digit.
 */
export function slugify(text: string): string {
  const folded = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøđðłþı]/g, (letter) => LIGATURES[letter] ?? letter)
    .replace(/['’`]/g, '')
  const slug = folded.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')
  if (slug.length <= GENERATED_MAX_LENGTH) return slug
  const cut = slug.slice(0, GENERATED_MAX_LENGTH + 1)
  const lastHyphen = cut.lastIndexOf('-')
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut.slice(0, GENERATED_MAX_LENGTH)).replace(
    /-+$/,
    '',
  )
}

/**
 * `base` when free, else `base-2`, `base-3`… : the first that `taken` does not hold. `taken` need
 * only hold the slugs that are `base` or `base-<number>`.
 */
export function firstFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken)
  if (!used.has(base)) return base
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`
    if (!used.has(candidate)) return candidate
  }
}
