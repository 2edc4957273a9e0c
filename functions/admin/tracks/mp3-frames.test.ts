import { describe, expect, it } from 'vitest'
import { encodeMp3 } from '../../../platform/seed/media/mp3.ts'
import { renderTrack } from '../../../platform/seed/media/synth.ts'
import { firstMp3Frame, id3v2Length, mp3FrameAt } from './mp3-frames.ts'

const pcm = renderTrack({ seed: 3, bpm: 124, seconds: 1, style: 'house' })
const at320 = encodeMp3(pcm, { kbps: 320 })
const at128 = encodeMp3(pcm, { kbps: 128 })

/** An ID3v2.4 tag of `size` zero bytes of frames and padding. */
function id3Tag(size: number): Uint8Array {
  const tag = new Uint8Array(10 + size)
  tag.set([0x49, 0x44, 0x33, 4, 0, 0])
  tag.set([(size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f], 6)
  return tag
}

const join = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

describe('firstMp3Frame', () => {
  it('finds MPEG-1 Layer III frames at the encoded bitrate', () => {
    expect(firstMp3Frame(at320, at320.length)).toMatchObject({
      version: '1',
      bitrateKbps: 320,
      sampleRate: 44100,
    })
    expect(firstMp3Frame(at128, at128.length)).toMatchObject({ version: '1', bitrateKbps: 128 })
  })

  it('skips an ID3v2 tag, whatever its size', () => {
    const tagged = join(id3Tag(3000), at320)
    expect(id3v2Length(tagged)).toBe(3010)
    expect(firstMp3Frame(tagged, tagged.length)?.bitrateKbps).toBe(320)
  })

  it('needs only the start of a long file', () => {
    expect(firstMp3Frame(at320.subarray(0, 8192), at320.length)?.bitrateKbps).toBe(320)
  })

  it('refuses bytes that are not a chain of frames', () => {
    const noise = new Uint8Array(20_000).map((_, index) => (index * 7919) % 251)
    expect(firstMp3Frame(noise, noise.length)).toBeNull()
    // One lucky frame header is not enough: the next frame must start where it says.
    const lucky = join(at320.subarray(0, 4), noise)
    expect(mp3FrameAt(lucky, 0)).not.toBeNull()
    expect(firstMp3Frame(lucky, lucky.length)).toBeNull()
    const png = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)
    expect(firstMp3Frame(png, png.length)).toBeNull()
    expect(firstMp3Frame(new Uint8Array(), 0)).toBeNull()
  })

  it('accepts a file of fewer frames than asked for when they chain to its end', () => {
    const frame = mp3FrameAt(at320, 0)!
    const second = mp3FrameAt(at320, frame.length)!
    const twoFrames = at320.subarray(0, frame.length + second.length)
    expect(firstMp3Frame(twoFrames, twoFrames.length)).not.toBeNull()
    const cut = at320.subarray(0, frame.length + 10)
    expect(firstMp3Frame(cut, cut.length)).toBeNull()
  })
})
