import { readFile } from 'node:fs/promises'

// Noto Sans subsets for the holder's name on a certificate (fonts/README.md): read once per
// process, from beside this module (Node locally; Deno on Supabase, where config.toml ships them
// as the site function's static files).

const FILES = [
  'noto-sans-latin-400-normal.woff',
  'noto-sans-latin-ext-400-normal.woff',
  'noto-sans-greek-400-normal.woff',
  'noto-sans-cyrillic-400-normal.woff',
  'noto-sans-vietnamese-400-normal.woff',
  // Right to left: fontkit lays out each run for display, page-writer.ts orders the runs of a
  // name that mixes directions. (Not Arabic: its dots are marks placed by GPOS, which pdf-lib does
  // not apply, so names would print misspelled; they print "?" like other missing scripts.)
  'noto-sans-hebrew-hebrew-400-normal.woff',
] as const

let loaded: Promise<Uint8Array[]> | undefined

/** The font files, in the order a character is looked up in them. */
export function nameFontFiles(): Promise<Uint8Array[]> {
  loaded ??= Promise.all(
    FILES.map(
      async (file) => new Uint8Array(await readFile(new URL(`./fonts/${file}`, import.meta.url))),
    ),
  ).catch((error) => {
    loaded = undefined
    throw error
  })
  return loaded
}
