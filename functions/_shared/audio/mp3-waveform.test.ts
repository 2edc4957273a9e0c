import { describe, expect, it } from 'vitest'
import { encodeMp3 } from '../../../platform/seed/media/mp3.ts'
import { mp3Waveform } from './mp3-waveform.ts'

const RATE = 44_100

/** Two seconds of a quiet tone, then two of a loud one, encoded as the seed encodes previews. */
function quietThenLoud(): Uint8Array {
  const left = new Int16Array(4 * RATE)
  for (let index = 0; index < left.length; index++) {
    const level = index < 2 * RATE ? 0.1 : 0.8
    left[index] = Math.round(32_767 * level * Math.sin((2 * Math.PI * 220 * index) / RATE))
  }
  return encodeMp3({ sampleRate: RATE, left, right: left }, { kbps: 128 })
}

describe('mp3Waveform', () => {
  it('decodes an MP3 as it streams into its peaks and duration', async () => {
    const mp3 = quietThenLoud()
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < mp3.length; offset += 5000)
          controller.enqueue(mp3.subarray(offset, offset + 5000))
        controller.close()
      },
    })
    const waveform = (await mp3Waveform(stream))!
    // The encoder adds a few milliseconds of padding.
    expect(waveform.duration_seconds).toBeGreaterThan(4)
    expect(waveform.duration_seconds).toBeLessThan(4.1)
    expect(waveform.peaks).toHaveLength(800)
    const firstHalf = waveform.peaks.slice(10, 380)
    const secondHalf = waveform.peaks.slice(420, 790)
    // 0.1 against 0.8 of full scale: an eighth, once the loudest is 1.
    expect(Math.max(...firstHalf)).toBeCloseTo(0.125, 1)
    expect(Math.min(...secondHalf)).toBeGreaterThan(0.9)
    expect(await mp3Waveform(mp3)).toEqual(waveform)
  })

  it('finds nothing in bytes that are not MP3', async () => {
    const noise = Uint8Array.from({ length: 20_000 }, (_, index) => (index * 7919) % 256)
    expect(await mp3Waveform(noise)).toBeNull()
  })
})
