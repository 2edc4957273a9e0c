import type { Waveform } from '../contract/site/site.ts'

export type { Waveform }

/** How many bars a track page's waveform has: enough for a wide screen, light in the page. */
export const WAVEFORM_PEAKS = 800
/** Samples folded into one value while decoding; buckets are made of these at the end. */
const WINDOW_SAMPLES = 128

/**
 * Folds decoded audio, block by block as it streams, into the loudest sample of each short window,
 * then into `WAVEFORM_PEAKS` buckets (fewer for a very short clip): the absolute maximum of each,
 * over every channel, scaled so the loudest bucket is 1, with two decimals. The duration is the
 * decoded audio's, in seconds.
 */
export function peakCollector() {
  const windows: number[] = []
  let loudest = 0
  let inWindow = 0
  let samples = 0
  let sampleRate = 0

  return {
    add(channels: readonly Float32Array[], count: number, rate: number) {
      if (count === 0) return
      sampleRate ||= rate
      for (let index = 0; index < count; index++) {
        for (const channel of channels) {
          const value = Math.abs(channel[index] ?? 0)
          if (value > loudest) loudest = value
        }
        if (++inWindow === WINDOW_SAMPLES) {
          windows.push(loudest)
          loudest = 0
          inWindow = 0
        }
      }
      samples += count
    },

    finish(count = WAVEFORM_PEAKS): Waveform | null {
      if (samples === 0 || sampleRate === 0) return null
      const all = inWindow > 0 ? [...windows, loudest] : windows
      const buckets = Math.min(count, all.length)
      const peaks: number[] = []
      for (let bucket = 0; bucket < buckets; bucket++) {
        const start = Math.floor((bucket * all.length) / buckets)
        const end = Math.floor(((bucket + 1) * all.length) / buckets)
        peaks.push(Math.max(...all.slice(start, end)))
      }
      const top = Math.max(...peaks)
      return {
        peaks: peaks.map((peak) => (top > 0 ? Math.round((peak / top) * 100) / 100 : 0)),
        duration_seconds: Math.round((samples / sampleRate) * 1000) / 1000,
      }
    },
  }
}
