import { describe, expect, it } from 'vitest'
import { peakCollector } from './waveform.ts'

const RATE = 44_100

/** `seconds` of a 440 Hz tone whose level is `level(t)` at time t (0-1 of the clip). */
function tone(seconds: number, level: (t: number) => number): Float32Array {
  const samples = new Float32Array(Math.round(seconds * RATE))
  for (let index = 0; index < samples.length; index++) {
    const t = index / samples.length
    samples[index] = level(t) * Math.sin((2 * Math.PI * 440 * index) / RATE)
  }
  return samples
}

describe('peakCollector', () => {
  it('folds streamed blocks into 800 peaks, the loudest being 1, and the exact duration', () => {
    const left = tone(12, (t) => 0.1 + 0.4 * t)
    const right = tone(12, (t) => (t < 0.5 ? 0.05 : 0.2))
    const collector = peakCollector()
    // Blocks of uneven sizes, as a decoder hands them out.
    for (let start = 0; start < left.length; start += 1152 * 3 + 17) {
      const end = Math.min(left.length, start + 1152 * 3 + 17)
      collector.add([left.subarray(start, end), right.subarray(start, end)], end - start, RATE)
    }
    const waveform = collector.finish()!
    expect(waveform.duration_seconds).toBe(12)
    expect(waveform.peaks).toHaveLength(800)
    expect(Math.max(...waveform.peaks)).toBe(1)
    // Left grows from 0.1 to 0.5 and is always the louder channel: peaks follow it.
    expect(waveform.peaks[0]).toBeCloseTo(0.2, 1)
    expect(waveform.peaks[400]).toBeCloseTo(0.6, 1)
    for (let index = 1; index < 800; index++) {
      expect(waveform.peaks[index]!).toBeGreaterThanOrEqual(waveform.peaks[index - 1]! - 0.01)
    }
    expect(waveform.peaks.every((peak) => Math.round(peak * 100) / 100 === peak)).toBe(true)
  })

  it('makes fewer peaks than asked for a very short clip, and none for no audio', () => {
    const short = peakCollector()
    short.add([tone(0.5, () => 0.3)], RATE / 2, RATE)
    const waveform = short.finish()!
    expect(waveform.peaks.length).toBe(Math.ceil(RATE / 2 / 128))
    expect(waveform.duration_seconds).toBe(0.5)
    expect(peakCollector().finish()).toBeNull()
  })

  it('draws silence as zeros', () => {
    const silent = peakCollector()
    silent.add([new Float32Array(RATE)], RATE, RATE)
    expect(silent.finish(10)).toEqual({ peaks: new Array(10).fill(0), duration_seconds: 1 })
  })
})
