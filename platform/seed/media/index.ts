/**
 * Everything the seeder needs for one demo track: the full MP3 sold as a licence
 * (320 kbps), a shorter 128 kbps preview cut from the middle, and the cover art.
 */
import { coverSvg } from './cover.ts'
import { encodeMp3 } from './mp3.ts'
import { durationSeconds, slice, withFades } from './pcm.ts'
import type { Style } from './style-profiles.ts'
import { renderTrackWithStems, STEM_NAMES } from './synth.ts'
import { encodeWav } from './wav.ts'

/**
 * Short on purpose: lamejs is pure JS and encodes only ~15-18x faster than real time, so the
 * eight demo tracks (24 s at 320 kbps plus a 15 s preview each) take ~20-24 s on one core.
 * The preview is a fixed ~1 s of that per track, so shortening the full track saves little.
 */
export const DEFAULT_FULL_SECONDS = 24
export const DEFAULT_PREVIEW_SECONDS = 15

const PREVIEW_FADES = { inSeconds: 0.4, outSeconds: 1.5 }

export type TrackMediaSpec = {
  seed: number
  bpm: number
  style: Style
  title: string
  artist: string
  fullSeconds?: number
  previewSeconds?: number
  /** Also the masters the WAV and track-out licences deliver: a WAV, and stems as WAVs. */
  masters?: { wav: boolean; stems: boolean }
}

export type TrackMedia = {
  /** 320 kbps CBR stereo MP3. */
  full: Uint8Array
  /** 128 kbps CBR stereo MP3, a faded excerpt from the middle of the same audio. */
  preview: Uint8Array
  /** Square SVG cover art. */
  cover: string
  /** Length of the full audio as rendered (the MP3 adds a few ms of encoder padding). */
  durationSeconds: number
  /** 44.1 kHz, 16-bit stereo WAV of the same audio, when asked for. */
  wav?: Uint8Array
  /** Each stem as a WAV (`drums.wav`, …), when asked for. */
  stems?: { name: string; data: Uint8Array }[]
}

export function generateTrackMedia(spec: TrackMediaSpec): TrackMedia {
  const fullSeconds = spec.fullSeconds ?? DEFAULT_FULL_SECONDS
  // A preview is a teaser: never the whole track, even when a test asks for a tiny one.
  const previewSeconds = Math.min(
    spec.previewSeconds ?? DEFAULT_PREVIEW_SECONDS,
    fullSeconds * 0.75,
  )
  const { mix: pcm, stems } = renderTrackWithStems({
    seed: spec.seed,
    bpm: spec.bpm,
    seconds: fullSeconds,
    style: spec.style,
  })
  const middleStart = (fullSeconds - previewSeconds) / 2
  const preview = withFades(slice(pcm, middleStart, previewSeconds), PREVIEW_FADES)
  return {
    full: encodeMp3(pcm, { kbps: 320 }),
    preview: encodeMp3(preview, { kbps: 128 }),
    cover: coverSvg({ title: spec.title, artist: spec.artist, seed: spec.seed, style: spec.style }),
    durationSeconds: durationSeconds(pcm),
    ...(spec.masters?.wav ? { wav: encodeWav(pcm) } : {}),
    ...(spec.masters?.stems
      ? {
          stems: STEM_NAMES.map((name) => ({
            name: `${spec.title} - ${name}.wav`,
            data: encodeWav(stems[name]),
          })),
        }
      : {}),
  }
}
