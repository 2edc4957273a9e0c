import { describe, expect, it } from 'vitest'
import type { Pcm } from './pcm.ts'
import { STYLES, type Style } from './style-profiles.ts'
import { renderTrack } from './synth.ts'

const FULL_SCALE = 32767

function stats(pcm: Pcm) {
  let peak = 0
  let sumOfSquares = 0
  for (const channel of [pcm.left, pcm.right]) {
    for (const sample of channel) {
      peak = Math.max(peak, Math.abs(sample))
      sumOfSquares += sample * sample
    }
  }
  const rms = Math.sqrt(sumOfSquares / (pcm.left.length * 2))
  return { peak, rmsDbfs: 20 * Math.log10(rms / FULL_SCALE) }
}

/**
 * Energy below ~100 Hz over each sixteenth of a bar, summed over the middle bars: kicks
 * dominate it, so the profile shows where the kicks fall.
 */
function lowEnergyPerSixteenth(pcm: Pcm, bpm: number, bars: readonly number[]): number[] {
  const samplesPerStep = (pcm.sampleRate * 60) / bpm / 4
  const smoothing = Math.exp((-2 * Math.PI * 100) / pcm.sampleRate)
  const low = new Float64Array(pcm.left.length)
  let state = 0
  for (let i = 0; i < low.length; i++) {
    state = (1 - smoothing) * ((pcm.left[i]! + pcm.right[i]!) / 2) + smoothing * state
    low[i] = state
  }
  const energy = new Array<number>(16).fill(0)
  for (const bar of bars) {
    for (let step = 0; step < 16; step++) {
      const start = Math.round((bar * 16 + step) * samplesPerStep)
      for (let i = start; i < start + samplesPerStep; i++) energy[step]! += low[i]! ** 2
    }
  }
  return energy
}

describe('renderTrack', () => {
  it('renders exactly the requested length as 44.1 kHz stereo', () => {
    const pcm = renderTrack({ seed: 1, bpm: 128, seconds: 3.5, style: 'techno' })
    expect(pcm.sampleRate).toBe(44_100)
    expect(pcm.left.length).toBe(154_350)
    expect(pcm.right.length).toBe(154_350)
  })

  it.each(STYLES)('%s is loud enough, never clips and is really stereo', (style) => {
    const pcm = renderTrack({
      seed: 42,
      bpm: style === 'drum-and-bass' ? 174 : 124,
      seconds: 6,
      style,
    })
    const { peak, rmsDbfs } = stats(pcm)
    expect(peak).toBeLessThan(FULL_SCALE * 0.95)
    expect(peak).toBeGreaterThan(FULL_SCALE * 0.5)
    expect(rmsDbfs).toBeGreaterThan(-24)
    expect(pcm.left).not.toEqual(pcm.right)
  })

  it('fades in and out instead of starting or stopping abruptly', () => {
    const pcm = renderTrack({ seed: 7, bpm: 126, seconds: 8, style: 'house' })
    const edge = (from: number) => Math.max(...pcm.left.subarray(from, from + 100).map(Math.abs))
    expect(edge(0)).toBeLessThan(200)
    expect(edge(pcm.left.length - 100)).toBeLessThan(200)
    expect(
      stats({
        ...pcm,
        left: pcm.left.subarray(88_200, 132_300),
        right: pcm.right.subarray(88_200, 132_300),
      }).peak,
    ).toBeGreaterThan(10_000)
  })

  it('is deterministic for a spec and changes with the seed and the style', () => {
    const spec = { seed: 3, bpm: 130, seconds: 4, style: 'trance' } as const
    const first = renderTrack(spec)
    expect(renderTrack(spec)).toEqual(first)
    expect(renderTrack({ ...spec, seed: 4 }).left).not.toEqual(first.left)
    expect(renderTrack({ ...spec, style: 'techno' }).left).not.toEqual(first.left)
  })

  const fourOnTheFloor: Style[] = STYLES.filter((style) => style !== 'drum-and-bass')
  it.each(fourOnTheFloor)('%s has a kick on every beat', (style) => {
    const pcm = renderTrack({ seed: 5, bpm: 125, seconds: 16, style })
    const energy = lowEnergyPerSixteenth(pcm, 125, [3, 4, 5, 6])
    for (const beat of [0, 4, 8, 12]) {
      for (const offbeat of [2, 6, 10, 14]) {
        expect(energy[beat]).toBeGreaterThan(energy[offbeat]! * 1.8)
      }
    }
  })

  it('drum-and-bass has a broken two-step kick, not four on the floor', () => {
    const pcm = renderTrack({ seed: 5, bpm: 174, seconds: 16, style: 'drum-and-bass' })
    const energy = lowEnergyPerSixteenth(pcm, 174, [3, 4, 5, 6])
    // Beats 2 and 3 (steps 4 and 8) are where four on the floor would put kicks.
    for (const kick of [0, 10]) {
      for (const noKick of [4, 8]) expect(energy[kick]).toBeGreaterThan(energy[noKick]! * 3)
    }
  })

  it('rejects specs it cannot render', () => {
    expect(() => renderTrack({ seed: 1, bpm: 0, seconds: 5, style: 'house' })).toThrow(RangeError)
    expect(() => renderTrack({ seed: 1, bpm: 120, seconds: 0, style: 'house' })).toThrow(RangeError)
    expect(() => renderTrack({ seed: 1, bpm: 120, seconds: 5, style: 'polka' as Style })).toThrow(
      RangeError,
    )
  })
})
