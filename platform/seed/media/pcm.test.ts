import { describe, expect, it } from 'vitest'
import { slice, withFades } from './pcm.ts'

const constant = (length: number, value: number) => ({
  sampleRate: 1000,
  left: new Int16Array(length).fill(value),
  right: new Int16Array(length).fill(-value),
})

describe('withFades', () => {
  it('ramps both ends to silence and leaves the middle alone', () => {
    const faded = withFades(constant(1000, 10_000), { inSeconds: 0.1, outSeconds: 0.2 })
    expect(faded.left[0]).toBe(0)
    expect(faded.left[999]).toBe(0)
    expect(faded.right[999]).toBe(0)
    expect(faded.left[50]).toBe(5000)
    expect(faded.left[500]).toBe(10_000)
    expect(faded.right[500]).toBe(-10_000)
    expect(faded.left[850]).toBeLessThan(10_000)
  })

  it('does not modify its input', () => {
    const pcm = constant(100, 1000)
    withFades(pcm, { inSeconds: 0.05, outSeconds: 0.05 })
    expect(pcm.left[0]).toBe(1000)
  })
})

describe('slice', () => {
  it('copies the samples between two times and clamps to the end', () => {
    const pcm = {
      sampleRate: 10,
      left: Int16Array.from({ length: 50 }, (_, i) => i),
      right: new Int16Array(50),
    }
    expect([...slice(pcm, 1, 0.5).left]).toEqual([10, 11, 12, 13, 14])
    expect(slice(pcm, 4, 10).left.length).toBe(10)
  })
})
