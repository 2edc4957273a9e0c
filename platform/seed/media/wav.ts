/** WAV (RIFF, PCM) encoding of the synthesiser's 16-bit stereo audio: the demo's masters. */
import type { Pcm } from './pcm.ts'

const HEADER_BYTES = 44

/** A canonical 44-byte-header RIFF/WAVE file: PCM, 2 channels, 16 bit, at the PCM's rate. */
export function encodeWav(pcm: Pcm): Uint8Array {
  const frames = pcm.left.length
  const channels = 2
  const bytesPerSample = 2
  const dataBytes = frames * channels * bytesPerSample
  const out = new Uint8Array(HEADER_BYTES + dataBytes)
  const view = new DataView(out.buffer)
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) out[offset + i] = text.charCodeAt(i)
  }
  ascii(0, 'RIFF')
  view.setUint32(4, 36 + dataBytes, true)
  ascii(8, 'WAVE')
  ascii(12, 'fmt ')
  view.setUint32(16, 16, true)
  view.setUint16(20, 1, true) // PCM
  view.setUint16(22, channels, true)
  view.setUint32(24, pcm.sampleRate, true)
  view.setUint32(28, pcm.sampleRate * channels * bytesPerSample, true)
  view.setUint16(32, channels * bytesPerSample, true)
  view.setUint16(34, bytesPerSample * 8, true)
  ascii(36, 'data')
  view.setUint32(40, dataBytes, true)
  for (let i = 0; i < frames; i++) {
    view.setInt16(HEADER_BYTES + i * 4, pcm.left[i]!, true)
    view.setInt16(HEADER_BYTES + i * 4 + 2, pcm.right[i]!, true)
  }
  return out
}
