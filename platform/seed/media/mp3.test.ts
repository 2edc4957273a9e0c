import { parseBuffer } from 'music-metadata'
import { describe, expect, it } from 'vitest'
import { encodeMp3 } from './mp3.ts'
import { renderTrack } from './synth.ts'

const pcm = renderTrack({ seed: 11, bpm: 124, seconds: 4, style: 'progressive' })

describe('encodeMp3', () => {
  it.each([320, 128] as const)(
    'writes constant %i kbps stereo MPEG-1 Layer III at 44.1 kHz',
    async (kbps) => {
      const mp3 = encodeMp3(pcm, { kbps })
      const { format } = await parseBuffer(mp3, { mimeType: 'audio/mpeg' }, { duration: true })
      expect(format.codec).toBe('MPEG 1 Layer 3')
      expect(format.codecProfile).toBe('CBR')
      expect(format.bitrate).toBe(kbps * 1000)
      expect(format.sampleRate).toBe(44_100)
      expect(format.numberOfChannels).toBe(2)
      expect(format.duration).toBeGreaterThan(3.9)
      expect(format.duration).toBeLessThan(4.1)
    },
  )

  it('sizes the file by its bitrate', () => {
    const high = encodeMp3(pcm, { kbps: 320 })
    const low = encodeMp3(pcm, { kbps: 128 })
    // 4 s at 320 kbps is 160 kB, plus at most a couple of frames of encoder delay.
    expect(high.byteLength).toBeGreaterThan(160_000)
    expect(high.byteLength).toBeLessThan(165_000)
    expect(low.byteLength / high.byteLength).toBeCloseTo(128 / 320, 2)
  })

  it('returns the same bytes for the same audio', () => {
    expect(encodeMp3(pcm, { kbps: 128 })).toEqual(encodeMp3(pcm, { kbps: 128 }))
  })

  it('starts with an MPEG frame header, not an ID3 tag or a signed byte', () => {
    const mp3 = encodeMp3(pcm, { kbps: 320 })
    expect(mp3).toBeInstanceOf(Uint8Array)
    expect(mp3[0]).toBe(0xff)
    expect(mp3[1]! & 0xe0).toBe(0xe0)
  })

  it('refuses channels of different lengths', () => {
    expect(() =>
      encodeMp3(
        { sampleRate: 44_100, left: new Int16Array(10), right: new Int16Array(9) },
        { kbps: 128 },
      ),
    ).toThrow(RangeError)
  })
})
