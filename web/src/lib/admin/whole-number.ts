/** What a number field holds, as a count: `"12"` → 12; `""`, `"1.5"`, `"-3"` or `"x"` → NaN, so the schema names the field. */
export const wholeNumber = (text: string | undefined): number =>
  /^\s*\d+\s*$/.test(text ?? '') ? Number(text) : Number.NaN
