import { describe, expect, it } from 'vitest'
import { encodeMp3 } from '../../../platform/seed/media/mp3.ts'
import { renderTrack } from '../../../platform/seed/media/synth.ts'
import { AppError } from '../../_shared/http/errors.ts'
import { checkFullTrack, checkPreview, type Mp3Facts, readMp3Facts } from './audio-check.ts'

const frame = { version: '1' as const, bitrateKbps: 320, sampleRate: 44100, length: 1044 }
const cbr320: Mp3Facts = {
  frame,
  codec: 'MPEG 1 Layer 3',
  bitrate: 320_000,
  codecProfile: 'CBR',
  duration: 241.6,
  bytes: 9_664_000,
}

function refusal(check: () => unknown) {
  try {
    check()
  } catch (error) {
    if (error instanceof AppError)
      return { status: error.status, code: error.code, fields: error.fields }
    throw error
  }
  throw new Error('Expected a refusal')
}

describe('checkFullTrack', () => {
  it('takes a constant 320 kbps MPEG-1 Layer III file and rounds its duration', () => {
    expect(checkFullTrack(cbr320)).toEqual({ bitrate: 320_000, durationSeconds: 242 })
  })

  it.each([
    ['128 kbps', { bitrate: 128_000 }, '128'],
    ['a VBR file averaging 320 kbps', { codecProfile: 'V0', bitrate: 319_600 }, '320'],
    ['a VBR file without a VBR header', { codecProfile: undefined }, '320'],
    ['MPEG-2 Layer III', { codec: 'MPEG 2 Layer 3', bitrate: 160_000 }, '160'],
    ['an unreadable bitrate', { bitrate: undefined }, 'unknown'],
  ])('refuses %s with the bitrate found', (_, change, found) => {
    expect(refusal(() => checkFullTrack({ ...cbr320, ...change }))).toEqual({
      status: 422,
      code: 'audio_not_320kbps',
      fields: { found_kbps: found },
    })
  })

  it('refuses what is not MP3, and a file under a second', () => {
    expect(refusal(() => checkFullTrack({ ...cbr320, frame: null }))).toMatchObject({
      code: 'not_mp3',
    })
    expect(refusal(() => checkFullTrack({ ...cbr320, codec: 'MPEG 1 Layer 2' }))).toMatchObject({
      code: 'not_mp3',
    })
    expect(refusal(() => checkFullTrack({ ...cbr320, duration: 0.4 }))).toMatchObject({
      code: 'audio_too_short',
    })
  })
})

describe('checkPreview', () => {
  it('takes any Layer III bitrate and version', () => {
    expect(() => checkPreview({ ...cbr320, bitrate: 128_000 })).not.toThrow()
    expect(() => checkPreview({ ...cbr320, codec: 'MPEG 2 Layer 3' })).not.toThrow()
    expect(refusal(() => checkPreview({ ...cbr320, codec: 'AAC' }))).toMatchObject({
      code: 'not_mp3',
    })
  })
})

describe('readMp3Facts', () => {
  const pcm = renderTrack({ seed: 5, bpm: 126, seconds: 2, style: 'techno' })

  it.each([320, 128] as const)('reads a %i kbps file from a stream', async (kbps) => {
    const bytes = encodeMp3(pcm, { kbps })
    const facts = await readMp3Facts({
      contentType: 'audio/mpeg',
      size: bytes.length,
      body: new Blob([new Uint8Array(bytes)]).stream(),
    })
    expect(facts).toMatchObject({
      codec: 'MPEG 1 Layer 3',
      bitrate: kbps * 1000,
      codecProfile: 'CBR',
      bytes: bytes.length,
    })
    expect(facts.duration).toBeCloseTo(2, 0)
  })

  it('counts the bytes itself when Storage gives no length', async () => {
    const bytes = encodeMp3(pcm, { kbps: 320 })
    const facts = await readMp3Facts({
      contentType: 'audio/mpeg',
      size: null,
      body: new Blob([new Uint8Array(bytes)]).stream(),
    })
    expect(facts.bytes).toBe(bytes.length)
    expect(checkFullTrack(facts).durationSeconds).toBe(2)
  })

  it('reports no frame for bytes that are not MP3', async () => {
    const noise = new Uint8Array(50_000).map((_, index) => (index * 7919) % 251)
    const facts = await readMp3Facts({
      contentType: 'audio/mpeg',
      size: noise.length,
      body: new Blob([noise]).stream(),
    })
    expect(facts.frame).toBeNull()
  })
})
