/**
 * A tiny seeded PRNG so that every generated file is reproducible byte for byte.
 * mulberry32: 32-bit state, good enough statistics for audio noise and design choices.
 */
export type Random = {
  /** Uniform in [0, 1). */
  next(): number
  /** Uniform in [min, max). */
  range(min: number, max: number): number
  /** Integer in [min, max] (both inclusive). */
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  chance(probability: number): boolean
  /** An independent generator, so adding draws in one place does not shift another. */
  fork(label: string): Random
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      if (items.length === 0) throw new Error('pick() needs at least one item')
      return items[Math.floor(next() * items.length)]!
    },
    chance: (probability) => next() < probability,
    fork: (label) => createRandom(hashSeed(seed, label)),
  }
}

/** FNV-1a over the label, mixed with the seed: stable sub-seeds per purpose. */
export function hashSeed(seed: number, label: string): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0
  for (let i = 0; i < label.length; i++) {
    hash ^= label.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}
