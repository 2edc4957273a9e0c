/** MP3 encoding with lamejs (pure JS, so seeding needs no native ffmpeg/lame binary). */
import { Mp3Encoder } from '@breezystack/lamejs'
import type { Pcm } from './pcm.ts'

export type Mp3Bitrate = 128 | 320

/** lamejs wants whole frames per call; 1152 samples is one MPEG-1 Layer III frame. */
const CHUNK_SAMPLES = 1152 * 32

/** Constant-bitrate stereo MP3 at the PCM's sample rate (the catalogue uses 44.1 kHz). */
export function encodeMp3(pcm: Pcm, options: { kbps: Mp3Bitrate }): Uint8Array {
  if (pcm.left.length !== pcm.right.length) {
    throw new RangeError('Left and right channels must have the same length')
  }
  const encoder = new Mp3Encoder(2, pcm.sampleRate, options.kbps)
  const chunks: Uint8Array[] = []
  for (let start = 0; start < pcm.left.length; start += CHUNK_SAMPLES) {
    const end = start + CHUNK_SAMPLES
    chunks.push(
      asBytes(encoder.encodeBuffer(pcm.left.subarray(start, end), pcm.right.subarray(start, end))),
    )
  }
  chunks.push(asBytes(encoder.flush()))
  return concat(chunks)
}

/** The typings say Uint8Array but lamejs returns Int8Array; view the same bytes unsigned. */
function asBytes(chunk: ArrayBufferView): Uint8Array {
  return new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength)
}

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0))
  let offset = 0
  for (const chunk of chunks) {
    out.set(chunk, offset)
    offset += chunk.length
  }
  return out
}
