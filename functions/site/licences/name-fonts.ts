import { readFile } from 'node:fs/promises'

// Noto Sans subsets for the holder's name on a certificate (fonts/README.md): read once per
// process, from beside this module (Node locally; Deno on Supabase, where config.toml ships them
// as the site function's static files).

const SUBSETS = ['latin', 'latin-ext', 'greek', 'cyrillic', 'vietnamese'] as const

let loaded: Promise<Uint8Array[]> | undefined

/** The font files, in the order a character is looked up in them. */
export function nameFontFiles(): Promise<Uint8Array[]> {
  loaded ??= Promise.all(
    SUBSETS.map(
      async (subset) =>
        new Uint8Array(
          await readFile(new URL(`./fonts/noto-sans-${subset}-400-normal.woff`, import.meta.url)),
        ),
    ),
  ).catch((error) => {
    loaded = undefined
    throw error
  })
  return loaded
}
