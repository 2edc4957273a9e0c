/**
 * The before/after pair of the mixing and mastering page: one short demo tune as the raw stems
 * would reach the studio (unbalanced, boomy, quiet, no bus processing) and as the finished
 * master. Both are real MP3s of the same music, so the comparison is fair.
 */
import { encodeMp3 } from './mp3.ts'
import { type Pcm, SAMPLE_RATE } from './pcm.ts'
import type { Style } from './style-profiles.ts'
import { renderTrackWithStems } from './synth.ts'

/** Short: the comparison is about sound, and lamejs is slow. */
export const MIX_DEMO_SECONDS = 12

/** A rough first balance: the bass too loud, the music buried, the drums thin. */
const ROUGH_GAINS = { drums: 0.55, bass: 1, music: 0.35 } as const
/** Where the rough sum peaks: about -12 dBFS, as an unmastered bounce often does. */
const ROUGH_PEAK = 0.25 * 32767

export function generateMixDemo(spec: { seed: number; bpm: number; style: Style }): {
  before: Uint8Array
  after: Uint8Array
} {
  const { mix, stems } = renderTrackWithStems({ ...spec, seconds: MIX_DEMO_SECONDS })
  const length = mix.left.length
  const sum = (side: 'left' | 'right') => {
    const out = new Float32Array(length)
    for (const [name, gain] of Object.entries(ROUGH_GAINS)) {
      const channel = stems[name as keyof typeof ROUGH_GAINS][side]
      for (let i = 0; i < length; i++) out[i] = (out[i] ?? 0) + channel[i]! * gain
    }
    return out
  }
  const left = sum('left')
  const right = sum('right')
  let peak = 0
  for (const channel of [left, right])
    for (let i = 0; i < length; i++) peak = Math.max(peak, Math.abs(channel[i]!))
  const scale = peak === 0 ? 0 : ROUGH_PEAK / peak
  const toInt16 = (channel: Float32Array) => Int16Array.from(channel, (x) => Math.round(x * scale))
  const rough: Pcm = { sampleRate: SAMPLE_RATE, left: toInt16(left), right: toInt16(right) }
  return { before: encodeMp3(rough, { kbps: 128 }), after: encodeMp3(mix, { kbps: 128 }) }
}
