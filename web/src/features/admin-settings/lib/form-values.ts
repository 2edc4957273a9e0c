// Settings forms hold what was typed, as text; these turn it into the numbers the API takes.
// Anything that is not a number becomes NaN, which the shared schema names at its field.

import { wholeNumber } from '@/lib/admin/whole-number'

/** Form values for `{ min, max }` under `name`: `name.min`, `name.max`. */
export const rangeValues = (name: string, range: { min: number; max: number }) => ({
  [`${name}.min`]: String(range.min),
  [`${name}.max`]: String(range.max),
})

export const rangeOf = (values: Record<string, string>, name: string) => ({
  min: wholeNumber(values[`${name}.min`]),
  max: wholeNumber(values[`${name}.max`]),
})
