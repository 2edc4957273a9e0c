// Settings forms hold what was typed, as text; these turn it into the numbers the API takes.
// Anything that is not a number becomes NaN, which the shared schema names at its field.

/** `"12"` → 12; `""`, `"1.5"` or `"x"` → NaN. */
export const wholeNumber = (text: string | undefined): number =>
  /^\s*\d+\s*$/.test(text ?? '') ? Number(text) : Number.NaN

/** Form values for `{ min, max }` under `name`: `name.min`, `name.max`. */
export const rangeValues = (name: string, range: { min: number; max: number }) => ({
  [`${name}.min`]: String(range.min),
  [`${name}.max`]: String(range.max),
})

export const rangeOf = (values: Record<string, string>, name: string) => ({
  min: wholeNumber(values[`${name}.min`]),
  max: wholeNumber(values[`${name}.max`]),
})
