/** The CJK families, each split in unicode-range chunks kept in the `fonts` storage bucket. */
export const CJK_FAMILIES = ['sc', 'tc', 'jp', 'kr'] as const
export type CjkFamily = (typeof CJK_FAMILIES)[number]

/** One WOFF file and the code points it covers (coverage.ts). */
export type FontEntry = { file: string; cover: string }

/** fonts/manifest.json, written by scripts/name-fonts.ts. */
export type FontManifest = {
  /** Shipped beside the function, in the order a character is looked up in them. */
  bundled: FontEntry[]
  /** Fetched from storage when a name needs them. */
  storage: Record<CjkFamily, FontEntry[]>
}
