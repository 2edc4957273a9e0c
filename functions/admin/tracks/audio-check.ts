import { parseWebStream } from 'music-metadata'
import { AppError } from '../../_shared/http/errors.ts'
import { peekStream } from '../catalog/peek-stream.ts'
import type { StoredObject } from '../catalog/storage-api.ts'
import { firstMp3Frame, type Mp3Frame } from './mp3-frames.ts'

/** What the catalogue sells: MPEG-1 Layer III at a constant 320 kbps (seed spec, section 9). */
export const REQUIRED_BITRATE = 320_000

/** Enough for an ID3v2 tag with a small picture and the first frames after it. */
const PREFIX_BYTES = 256 * 1024

export type Mp3Facts = {
  /** The first of the chained frames; null when the bytes are not MP3 at all. */
  frame: Mp3Frame | null
  /** As music-metadata reports them. */
  codec?: string | undefined
  bitrate?: number | undefined
  codecProfile?: string | undefined
  duration?: number | undefined
  bytes: number
}

/**
 * Streams a stored file through the MP3 checks: the frame chain on its first bytes, then
 * music-metadata (bitrate, CBR or VBR, duration). Only as much is read as the parser needs: for a
 * constant bitrate with a known size, the first few frames.
 */
export async function readMp3Facts(object: StoredObject): Promise<Mp3Facts> {
  const peeked = await peekStream(object.body, PREFIX_BYTES)
  try {
    const total = object.size ?? Number.MAX_SAFE_INTEGER
    const frame = firstMp3Frame(peeked.prefix, total)
    if (!frame) return { frame, bytes: object.size ?? peeked.bytesRead() }
    const fileInfo = { mimeType: 'audio/mpeg', ...(object.size ? { size: object.size } : {}) }
    const { format } = await parseWebStream(peeked.stream, fileInfo, {
      duration: true,
      skipCovers: true,
    }).catch(() => ({ format: null }))
    if (!format) return { frame: null, bytes: object.size ?? peeked.bytesRead() }
    return {
      frame,
      codec: format.codec,
      bitrate: format.bitrate,
      codecProfile: format.codecProfile,
      duration: format.duration,
      bytes: object.size ?? peeked.bytesRead(),
    }
  } finally {
    await peeked.cancel()
  }
}

/** A preview: any MP3 (Layer III of any MPEG version and bitrate). */
export function checkPreview(facts: Mp3Facts): void {
  if (!isMp3(facts)) throw notMp3()
}

/**
 * A full track: MPEG-1 Layer III at a constant 320 kbps. Returns what the track row records;
 * throws 422 `not_mp3`, `audio_not_320kbps` (with `found_kbps`) or `audio_too_short`.
 */
export function checkFullTrack(facts: Mp3Facts): { bitrate: number; durationSeconds: number } {
  if (!isMp3(facts)) throw notMp3()
  const found = facts.bitrate ? Math.round(facts.bitrate / 1000) : null
  const constant = facts.codecProfile === 'CBR'
  if (facts.codec !== 'MPEG 1 Layer 3' || facts.bitrate !== REQUIRED_BITRATE || !constant) {
    const what =
      found === null
        ? 'its bitrate could not be read'
        : constant
          ? `this file is ${found} kbps`
          : `this file has a variable bitrate (about ${found} kbps)`
    throw new AppError(
      'audio_not_320kbps',
      `The full track must be an MP3 at a constant 320 kbps; ${what}.`,
      { found_kbps: found === null ? 'unknown' : String(found) },
    )
  }
  const durationSeconds = Math.round(facts.duration ?? 0)
  if (!Number.isFinite(durationSeconds) || durationSeconds < 1) {
    throw new AppError('audio_too_short', 'The full track is shorter than a second.')
  }
  return { bitrate: REQUIRED_BITRATE, durationSeconds }
}

function isMp3(facts: Mp3Facts): boolean {
  return facts.frame !== null && /^MPEG (1|2|2\.5) Layer 3$/.test(facts.codec ?? '')
}

function notMp3() {
  return new AppError('not_mp3', 'The file is not an MP3.')
}
