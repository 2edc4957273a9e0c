/**
 * The code points a font file covers, written compactly for fonts/manifest.json: ascending ranges
 * "start" or "start+extra" in base 36, each start relative to the end of the range before it.
 */
export function encodeCoverage(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b)
  const parts: string[] = []
  let previousEnd = 0
  for (let index = 0; index < sorted.length; ) {
    const start = sorted[index]!
    let end = start
    while (sorted[index + 1] === end + 1) {
      end++
      index++
    }
    index++
    const gap = (start - previousEnd).toString(36)
    parts.push(end === start ? gap : `${gap}+${(end - start).toString(36)}`)
    previousEnd = end
  }
  return parts.join(',')
}

/** A font's coverage as sorted [start, end] pairs, searched by halves. */
export class Coverage {
  private readonly bounds: Uint32Array

  constructor(encoded: string) {
    const parts = encoded ? encoded.split(',') : []
    this.bounds = new Uint32Array(parts.length * 2)
    let previousEnd = 0
    parts.forEach((part, index) => {
      const [gap, extra] = part.split('+')
      const start = previousEnd + Number.parseInt(gap!, 36)
      const end = start + (extra ? Number.parseInt(extra, 36) : 0)
      this.bounds[index * 2] = start
      this.bounds[index * 2 + 1] = end
      previousEnd = end
    })
  }

  has(codePoint: number): boolean {
    let low = 0
    let high = this.bounds.length / 2 - 1
    while (low <= high) {
      const middle = (low + high) >> 1
      if (codePoint < this.bounds[middle * 2]!) high = middle - 1
      else if (codePoint > this.bounds[middle * 2 + 1]!) low = middle + 1
      else return true
    }
    return false
  }

  *codePoints(): Generator<number> {
    for (let index = 0; index < this.bounds.length; index += 2) {
      for (let point = this.bounds[index]!; point <= this.bounds[index + 1]!; point++) yield point
    }
  }
}
