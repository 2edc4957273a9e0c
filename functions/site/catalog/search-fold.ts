// Title search ignores case and accents ("reveil" finds "Réveil") without the unaccent extension,
// which neither PGlite nor a fresh Supabase project has installed: both sides go through the same
// character table, Postgres with translate() and lower(), the search term with foldForSearch().

/** Accented Latin letters visitors of a es/en/fr/de/pt site type or read. */
export const ACCENTED = 'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇçÝýÿ'

/** ACCENTED, letter by letter, without its accent and in lower case. */
export const FOLDED = [...ACCENTED]
  .map((letter) => letter.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase())
  .join('')

const FOLDS = new Map([...ACCENTED].map((letter, index) => [letter, FOLDED[index]]))

/** The search term as Postgres sees a title: `lower(translate(title, ACCENTED, FOLDED))`. */
export function foldForSearch(text: string): string {
  return [...text]
    .map((letter) => FOLDS.get(letter) ?? letter)
    .join('')
    .toLowerCase()
}
