import { AppError } from '../../_shared/http/errors.ts'
import { peekStream } from '../catalog/peek-stream.ts'
import type { StoredObject } from '../catalog/storage-api.ts'

/** What the WAV licence delivers: a master at CD or video rate, 16 or 24 bit. */
export const WAV_SAMPLE_RATES = [44_100, 48_000] as const
export const WAV_BITS = [16, 24] as const

/** Enough for the header chunks a DAW writes before the samples (fmt, bext, LIST, iXML…). */
const HEADER_BYTES = 1024 * 1024

export type WavFacts = {
  sampleRate: number
  bits: number
  channels: number
  durationSeconds: number
  bytes: number
}

const WAVE_FORMAT_PCM = 1
const WAVE_FORMAT_EXTENSIBLE = 0xfffe

/**
 * Checks a stored WAV from its header, never reading the samples: RIFF/WAVE whose size is the
 * file's (a truncated or padded file lies about it), integer PCM, 44.1 or 48 kHz, 16 or 24 bit,
 * and a data chunk of whole frames inside the file. 422 `wav_invalid` when it is not such a
 * file, `wav_format_unsupported` (with the rate and bits found) when its format is another.
 */
export async function checkWav(object: StoredObject): Promise<WavFacts> {
  const peeked = await peekStream(object.body, HEADER_BYTES)
  await peeked.cancel()
  const size = object.size ?? peeked.bytesRead()
  return readWavHeader(peeked.prefix, size)
}

/** The header check itself, on the file's first bytes and its total size. */
export function readWavHeader(prefix: Uint8Array, size: number): WavFacts {
  const view = new DataView(prefix.buffer, prefix.byteOffset, prefix.byteLength)
  const tag = (offset: number) =>
    offset + 4 <= prefix.byteLength
      ? String.fromCharCode(...prefix.subarray(offset, offset + 4))
      : ''
  if (tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw invalid('not a RIFF/WAVE file')
  if (view.getUint32(4, true) + 8 !== size) throw invalid('its RIFF size does not match the file')
  let offset = 12
  let format: {
    code: number
    channels: number
    rate: number
    blockAlign: number
    bits: number
  } | null = null
  while (offset + 8 <= prefix.byteLength) {
    const id = tag(offset)
    const length = view.getUint32(offset + 4, true)
    const body = offset + 8
    if (id === 'fmt ') {
      if (length < 16 || body + length > prefix.byteLength) throw invalid('its fmt chunk is short')
      const code = view.getUint16(body, true)
      format = {
        code:
          code === WAVE_FORMAT_EXTENSIBLE && length >= 40 ? view.getUint16(body + 24, true) : code,
        channels: view.getUint16(body + 2, true),
        rate: view.getUint32(body + 4, true),
        blockAlign: view.getUint16(body + 12, true),
        bits: view.getUint16(body + 14, true),
      }
    } else if (id === 'data') {
      if (!format) throw invalid('its samples come before their format')
      return dataFacts(format, length, body, size)
    }
    // Chunks are padded to an even length.
    offset = body + length + (length % 2)
  }
  throw invalid('no data chunk was found in its header')
}

function dataFacts(
  format: { code: number; channels: number; rate: number; blockAlign: number; bits: number },
  length: number,
  start: number,
  size: number,
): WavFacts {
  if (format.code !== WAVE_FORMAT_PCM) throw invalid('it is not integer PCM')
  if (
    !(WAV_SAMPLE_RATES as readonly number[]).includes(format.rate) ||
    !(WAV_BITS as readonly number[]).includes(format.bits)
  ) {
    throw new AppError(
      'wav_format_unsupported',
      `The WAV must be 44.1 or 48 kHz at 16 or 24 bit; this file is ${format.rate} Hz at ${format.bits} bit.`,
      { sample_rate: String(format.rate), bits: String(format.bits) },
    )
  }
  if (
    format.channels < 1 ||
    format.channels > 2 ||
    format.blockAlign !== (format.channels * format.bits) / 8
  ) {
    throw invalid('its channels or frame size are not mono or stereo PCM')
  }
  if (length === 0 || length % format.blockAlign !== 0 || start + length > size) {
    throw invalid('its samples are cut short')
  }
  const durationSeconds = length / (format.rate * format.blockAlign)
  if (durationSeconds < 1)
    throw new AppError('audio_too_short', 'The WAV is shorter than a second.')
  return {
    sampleRate: format.rate,
    bits: format.bits,
    channels: format.channels,
    durationSeconds,
    bytes: size,
  }
}

function invalid(why: string) {
  return new AppError('wav_invalid', `The file is not a WAV that can be sold: ${why}.`, {
    path: 'wav_invalid',
  })
}
