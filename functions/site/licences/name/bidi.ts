/** Scripts written right to left that a name may hold (Hebrew, Arabic, Syriac, Thaana, N'Ko…, and their presentation forms). */
const RIGHT_TO_LEFT =
  /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u
const LETTER = /\p{L}/u

export function directionOf(text: string): 'rtl' | 'ltr' | 'neutral' {
  if (RIGHT_TO_LEFT.test(text)) return 'rtl'
  return LETTER.test(text) ? 'ltr' : 'neutral'
}

/**
 * The runs of a name left to right as they are drawn, a small part of the Unicode bidirectional
 * algorithm: HarfBuzz already lays out each right-to-left run backwards; here runs themselves are
 * ordered. The first letter sets the direction; a stretch in the other direction (the neutral
 * spaces inside it included) keeps its own order inside the reversed line, or is itself reversed.
 */
export function visualOrder<R extends { text: string }>(runs: R[]): R[] {
  const directions = runs.map((run) => directionOf(run.text))
  const base = directions.find((direction) => direction !== 'neutral') ?? 'ltr'
  const other = base === 'ltr' ? 'rtl' : 'ltr'
  // Units: a stretch of the other direction (from its first strong run to its last), or one run.
  const units: R[][] = []
  for (let index = 0; index < runs.length; index++) {
    if (directions[index] !== other) {
      units.push([runs[index]!])
      continue
    }
    let end = index
    for (let next = index + 1; next < runs.length && directions[next] !== base; next++) {
      if (directions[next] === other) end = next
    }
    units.push(runs.slice(index, end + 1))
    index = end
  }
  if (base === 'ltr') return units.flatMap((unit) => (unit.length > 1 ? [...unit].reverse() : unit))
  return units.reverse().flat()
}
