import { MPEGDecoder } from 'mpg123-decoder'
import { peakCollector, WAVEFORM_PEAKS, type Waveform } from './waveform.ts'

/** What the decoder is handed at a time: its own input buffer is small, the stream's chunks vary. */
const CHUNK_BYTES = 64 * 1024

/**
 * The waveform of an MP3, decoded as it streams with mpg123 (WebAssembly, so the same on Deno and
 * Node): its peaks and its duration. Null when nothing in it decodes as audio.
 */
export async function mp3Waveform(
  mp3: ReadableStream<Uint8Array> | Uint8Array,
  peaks = WAVEFORM_PEAKS,
): Promise<Waveform | null> {
  const decoder = new MPEGDecoder()
  await decoder.ready
  const collector = peakCollector()
  const decode = (bytes: Uint8Array) => {
    for (let offset = 0; offset < bytes.length; offset += CHUNK_BYTES) {
      const { channelData, samplesDecoded, sampleRate } = decoder.decode(
        bytes.subarray(offset, offset + CHUNK_BYTES),
      )
      collector.add(channelData, samplesDecoded, sampleRate)
    }
  }
  try {
    if (mp3 instanceof Uint8Array) decode(mp3)
    else for await (const chunk of mp3) decode(chunk)
    return collector.finish(peaks)
  } finally {
    decoder.free()
  }
}
