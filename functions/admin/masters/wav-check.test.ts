import { describe, expect, it } from 'vitest'
import { encodeWav } from '../../../platform/seed/media/wav.ts'
import { AppError } from '../../_shared/http/errors.ts'
import { checkWav, readWavHeader } from './wav-check.ts'

/** Two seconds of silence as the demo's masters are written: 44.1 kHz, 16-bit stereo. */
const wav = () =>
  encodeWav({ sampleRate: 44_100, left: new Int16Array(88_200), right: new Int16Array(88_200) })

const stored = (bytes: Uint8Array, size = bytes.byteLength) => ({
  contentType: 'audio/wav',
  size,
  body: new Blob([new Uint8Array(bytes)]).stream(),
})

const refusal = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, fields: error.fields }
    throw error
  }
  throw new Error('expected a refusal')
}

/** The header with one field changed (offsets of the canonical 44-byte header). */
const patched = (offset: number, write: (view: DataView) => void) => {
  const bytes = wav()
  write(new DataView(bytes.buffer, offset))
  return bytes
}

describe('the WAV check', () => {
  it('accepts a complete 44.1 kHz 16-bit PCM WAV and reads its facts', async () => {
    await expect(checkWav(stored(wav()))).resolves.toEqual({
      sampleRate: 44_100,
      bits: 16,
      channels: 2,
      durationSeconds: 2,
      bytes: 44 + 88_200 * 4,
    })
  })

  it('refuses a truncated file, whose RIFF size says more than there is', () => {
    const whole = wav()
    const cut = whole.subarray(0, whole.byteLength - 1000)
    expect(refusal(() => readWavHeader(cut, cut.byteLength)).code).toBe('wav_invalid')
  })

  it('refuses a file that lies about its samples (data chunk past the end)', () => {
    const lying = patched(40, (view) => view.setUint32(0, 88_200 * 4 + 4000, true))
    expect(refusal(() => readWavHeader(lying, lying.byteLength)).code).toBe('wav_invalid')
  })

  it('refuses what is not RIFF/WAVE: an MP3, a renamed text file', () => {
    const text = new TextEncoder().encode('RIFF but not really a wave file at all, no')
    expect(refusal(() => readWavHeader(text, text.byteLength)).code).toBe('wav_invalid')
    const id3 = new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0])
    expect(refusal(() => readWavHeader(id3, id3.byteLength)).code).toBe('wav_invalid')
  })

  it('names the rate and depth it refuses: 96 kHz, 8 bit, 32-bit float', () => {
    const fast = patched(24, (view) => view.setUint32(0, 96_000, true))
    expect(refusal(() => readWavHeader(fast, fast.byteLength))).toEqual({
      code: 'wav_format_unsupported',
      fields: { sample_rate: '96000', bits: '16' },
    })
    const float = patched(20, (view) => view.setUint16(0, 3, true))
    expect(refusal(() => readWavHeader(float, float.byteLength)).code).toBe('wav_invalid')
  })

  it('accepts 48 kHz 24-bit, with other chunks before the samples', () => {
    const frames = 48_000
    const data = frames * 6
    const bytes = new Uint8Array(12 + 24 + 20 + 8 + data)
    const view = new DataView(bytes.buffer)
    const ascii = (at: number, text: string) => bytes.set(new TextEncoder().encode(text), at)
    ascii(0, 'RIFF')
    view.setUint32(4, bytes.byteLength - 8, true)
    ascii(8, 'WAVE')
    ascii(12, 'fmt ')
    view.setUint32(16, 16, true)
    view.setUint16(20, 1, true)
    view.setUint16(22, 2, true)
    view.setUint32(24, 48_000, true)
    view.setUint32(28, 48_000 * 6, true)
    view.setUint16(32, 6, true)
    view.setUint16(34, 24, true)
    ascii(36, 'LIST')
    view.setUint32(40, 12, true)
    ascii(56, 'data')
    view.setUint32(60, data, true)
    expect(readWavHeader(bytes, bytes.byteLength)).toMatchObject({ sampleRate: 48_000, bits: 24 })
  })
})
