import { describe, expect, it } from 'vitest'
import { createRandom } from './prng.ts'

const draws = (seed: number, count: number) => {
  const random = createRandom(seed)
  return Array.from({ length: count }, () => random.next())
}

describe('createRandom', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    expect(draws(1, 50)).toEqual(draws(1, 50))
    expect(draws(2, 50)).not.toEqual(draws(1, 50))
  })

  it('stays inside the requested bounds and covers them', () => {
    const random = createRandom(9)
    const ints = new Set<number>()
    for (let i = 0; i < 2000; i++) {
      const value = random.next()
      expect(value).toBeGreaterThanOrEqual(0)
      expect(value).toBeLessThan(1)
      ints.add(random.int(-2, 2))
    }
    expect([...ints].sort()).toEqual([-1, -2, 0, 1, 2])
  })

  it('treats seeds above 2^31 (hash-derived) as ordinary seeds', () => {
    expect(draws(4_000_000_000, 5)).toEqual(draws(4_000_000_000, 5))
    expect(draws(4_000_000_000, 5)).not.toEqual(draws(4_000_000_001, 5))
  })

  it('forks independent streams that do not depend on draws from the parent', () => {
    const a = createRandom(5)
    const b = createRandom(5)
    b.next()
    b.next()
    expect(a.fork('drums').next()).toBe(b.fork('drums').next())
    expect(a.fork('drums').next()).not.toBe(a.fork('bass').next())
  })
})
