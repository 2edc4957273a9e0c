/**
 * Production, mixing, mastering and private sessions are not offered for Latin or reggaeton music
 * (seed spec, section 1). Matched on a normalised form, so accents, case, spacing and common
 * spellings ("Reguetón", "REGGAETON", "latin-trap", "Dembow") all count.
 */
const REFUSED_GENRE_WORDS = [
  /\blatin[oa]?\b/,
  /\breg+[aeu]{1,3}t+on\b/, // reggaeton, regueton, reggeaton, reguetton…
  /\bdembow\b/,
  /\bperreo\b/,
  /\burbano\b/,
  /\btrap latino\b/,
  /\bsalsa\b/,
  /\bbachata\b/,
  /\bmerengue\b/,
  /\bcumbia\b/,
]

export function normaliseGenre(genre: string): string {
  return genre
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

export function isRefusedGenre(genre: string): boolean {
  const normalised = normaliseGenre(genre)
  return REFUSED_GENRE_WORDS.some((pattern) => pattern.test(normalised))
}
