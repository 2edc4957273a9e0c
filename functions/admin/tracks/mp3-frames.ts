// A structural check that bytes are an MP3 (MPEG audio Layer III): after any ID3v2 tag, frames
// whose headers chain, each starting where the previous one's length says. Metadata parsers
// happily "find" a frame in random bytes; a chain of several is what real files have.

export type MpegVersion = '1' | '2' | '2.5'

export type Mp3Frame = {
  version: MpegVersion
  bitrateKbps: number
  sampleRate: number
  /** Bytes, header included. */
  length: number
}

const BITRATES_KBPS: Record<'1' | '2', readonly number[]> = {
  '1': [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  '2': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
}

const SAMPLE_RATES: Record<MpegVersion, readonly number[]> = {
  '1': [44100, 48000, 32000],
  '2': [22050, 24000, 16000],
  '2.5': [11025, 12000, 8000],
}

/** The Layer III frame header at `offset`, or null when there is none. */
export function mp3FrameAt(bytes: Uint8Array, offset: number): Mp3Frame | null {
  if (offset + 4 > bytes.length) return null
  const [b0, b1, b2] = [bytes[offset]!, bytes[offset + 1]!, bytes[offset + 2]!]
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return null
  const versionBits = (b1 >> 3) & 0b11
  const layerBits = (b1 >> 1) & 0b11
  if (versionBits === 0b01 || layerBits !== 0b01) return null
  const version: MpegVersion = versionBits === 0b11 ? '1' : versionBits === 0b10 ? '2' : '2.5'
  const bitrateKbps = BITRATES_KBPS[version === '1' ? '1' : '2'][b2 >> 4]
  const sampleRate = SAMPLE_RATES[version][(b2 >> 2) & 0b11]
  if (!bitrateKbps || !sampleRate) return null
  const padding = (b2 >> 1) & 1
  const coefficient = version === '1' ? 144 : 72
  const length = Math.floor((coefficient * bitrateKbps * 1000) / sampleRate) + padding
  return { version, bitrateKbps, sampleRate, length }
}

/** Bytes taken by an ID3v2 tag at the start (header, synchsafe size, optional footer), or 0. */
export function id3v2Length(bytes: Uint8Array): number {
  if (bytes.length < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0
  const size = [6, 7, 8, 9].reduce((total, index) => total * 128 + (bytes[index]! & 0x7f), 0)
  const hasFooter = (bytes[5]! & 0x10) !== 0
  return 10 + size + (hasFooter ? 10 : 0)
}

/**
 * The first frame when `prefix` (the start of a file of `totalBytes`) begins, after any ID3v2
 * tag, with `minFrames` chained Layer III frames of one version and sample rate. A file too short
 * for that many passes when its frames chain to its very end.
 */
export function firstMp3Frame(
  prefix: Uint8Array,
  totalBytes: number,
  minFrames = 4,
): Mp3Frame | null {
  let offset = id3v2Length(prefix)
  const first = mp3FrameAt(prefix, offset)
  if (!first) return null
  for (let count = 1; count <= minFrames; count++) {
    const frame = mp3FrameAt(prefix, offset)
    if (!frame || frame.version !== first.version || frame.sampleRate !== first.sampleRate) {
      return null
    }
    offset += frame.length
    if (offset === totalBytes) return first
    if (offset > totalBytes) return null
  }
  return first
}
