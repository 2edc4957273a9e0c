import type { CjkFamily } from './manifest.ts'

/** Where each character of a name is found: a stretch of characters in one font file. */
export type Segment = {
  text: string
  /** The font file, or null when no font has these characters (they print as "?"). */
  file: string | null
}

/** What segments.ts asks of the font catalogue (fonts.ts). */
export type FontLookup = {
  bundledFor(codePoint: number): string | undefined
  storedFor(codePoint: number, families: readonly CjkFamily[]): string | undefined
  covers(file: string, codePoint: number): boolean
}

/** Marks, joiners and variation selectors: they belong to the letter before them, shaped with it. */
export const ATTACHED = /^(?:\p{M}|\u200C|\u200D|\u2060|[\uFE00-\uFE0F\u{E0100}-\u{E01EF}])$/u
const LETTER = /\p{L}/u
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u
const HANGUL = /\p{Script=Hangul}/u

/**
 * The CJK families to look a name's Han characters up in, best first. Han alone does not tell
 * Chinese from Japanese, kana does, and hangul tells Korean; otherwise Simplified Chinese, whose
 * chunks cover the most Han, then the others for the characters it lacks.
 */
export function cjkFamilies(name: string): CjkFamily[] {
  const first: CjkFamily = KANA.test(name) ? 'jp' : HANGUL.test(name) ? 'kr' : 'sc'
  return [first, ...(['sc', 'tc', 'jp', 'kr'] as const).filter((family) => family !== first)]
}

/**
 * Splits a name (NFC) into stretches that each come from one font: a letter from the first font
 * beside the function that has it, else from a CJK chunk in storage; spaces, digits and
 * punctuation stay in the font of the letter before them when it has them; marks and joiners
 * always do.
 */
export function segmentName(name: string, fonts: FontLookup): Segment[] {
  const families = cjkFamilies(name)
  const segments: Segment[] = []
  for (const char of name) {
    const code = char.codePointAt(0)!
    const previous = segments.at(-1)
    let file: string | null
    if (previous && ATTACHED.test(char)) file = previous.file
    else if (previous?.file && !LETTER.test(char) && fonts.covers(previous.file, code)) {
      file = previous.file
    } else file = fonts.bundledFor(code) ?? fonts.storedFor(code, families) ?? null
    if (previous && previous.file === file) previous.text += char
    else segments.push({ text: char, file })
  }
  return segments
}
