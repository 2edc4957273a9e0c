/**
 * Renders a short, deterministic piece of electronic music for the demo catalogue:
 * genre-specific drums, a bassline and chords or an arpeggio in a key chosen by the seed.
 */
import { type BarPlan, planBars } from './arrangement.ts'
import { renderDrumTrack } from './drum-track.ts'
import { createStereoBuffer, mixStereo, type StereoBuffer } from './dsp.ts'
import { applyFilterSweep, applyPingPongDelay, applySidechain, sidechainShape } from './effects.ts'
import { masterToInt16 } from './mastering.ts'
import { chooseKey } from './music-theory.ts'
import { type Fades, type Pcm, SAMPLE_RATE, withFades } from './pcm.ts'
import { createRandom } from './prng.ts'
import { STYLE_PROFILES, STYLES, type Style } from './style-profiles.ts'
import { createGrid, type Grid, STEPS_PER_BAR } from './timing.ts'
import { renderBassTrack, renderMelodyTrack, renderPadTrack } from './tonal-track.ts'

export type TrackSpec = { seed: number; bpm: number; seconds: number; style: Style }

const TRACK_FADES: Fades = { inSeconds: 0.5, outSeconds: 2 }

export function renderTrack(spec: TrackSpec): Pcm {
  return renderTrackWithStems(spec).mix
}

/** The parts a track's stems hold: drums, bass, and the music above them (pad and melody). */
export const STEM_NAMES = ['drums', 'bass', 'music'] as const
export type StemName = (typeof STEM_NAMES)[number]

/**
 * The track and its stems (track-outs): each part at the gain it has in the mix, before the
 * mix's limiter, with the track's fades, so that the stems played together sound like the track.
 */
export function renderTrackWithStems(spec: TrackSpec): { mix: Pcm; stems: Record<StemName, Pcm> } {
  assertValidSpec(spec)
  const random = createRandom(spec.seed)
  const profile = STYLE_PROFILES[spec.style]
  const grid = createGrid(SAMPLE_RATE, spec.bpm, spec.seconds, profile.swing)
  const plan = planBars(grid.totalBars)
  const key = chooseKey(random.fork('key'), profile.scales)
  const harmony = { grid, profile, key, plan }

  const drums = renderDrumTrack(grid, profile, plan, random.fork('drums'))
  const bass = renderBassTrack(harmony)
  const pad = renderPadTrack(harmony, random.fork('pad'))
  const melody = renderMelodyTrack(harmony, random.fork('melody'))
  const dottedEighth = Math.round(grid.samplesPerStep * 3)
  applyPingPongDelay(melody, dottedEighth, 0.38, 0.4)

  const cutoffAt = sweepCutoff(grid, plan)
  applyFilterSweep(pad, SAMPLE_RATE, cutoffAt)
  applyFilterSweep(melody, SAMPLE_RATE, cutoffAt)

  const pump = sidechainShape(grid.totalSamples, drums.kickStarts, SAMPLE_RATE)
  applySidechain(bass, pump, 0.55)
  applySidechain(pad, pump, 0.6)
  applySidechain(melody, pump, 0.35)

  const mix = createStereoBuffer(grid.totalSamples)
  mixStereo(mix, drums.bus, 0, 1)
  mixStereo(mix, bass, 0, 1)
  mixStereo(mix, pad, 0, 1)
  mixStereo(mix, melody, 0, 1.7)

  const mastered = masterToInt16(mix)
  const fades = {
    inSeconds: Math.min(TRACK_FADES.inSeconds, spec.seconds / 4),
    outSeconds: Math.min(TRACK_FADES.outSeconds, spec.seconds / 4),
  }
  const music = createStereoBuffer(grid.totalSamples)
  mixStereo(music, pad, 0, 1)
  mixStereo(music, melody, 0, 1.7)
  const gain = stemGain(mix)
  const stem = (part: StereoBuffer) =>
    withFades({ sampleRate: SAMPLE_RATE, ...scaleToInt16(part, gain) }, fades)
  return {
    mix: withFades({ sampleRate: SAMPLE_RATE, ...mastered }, fades),
    stems: { drums: stem(drums.bus), bass: stem(bass), music: stem(music) },
  }
}

/** One linear gain for every stem: the mix's peak lands at -1 dBFS. */
function stemGain(mix: StereoBuffer): number {
  let peak = 0
  for (const channel of [mix.left, mix.right]) {
    for (let i = 0; i < channel.length; i++) peak = Math.max(peak, Math.abs(channel[i]!))
  }
  return peak === 0 ? 0 : (0.89 * 32767) / peak
}

function scaleToInt16(part: StereoBuffer, gain: number): { left: Int16Array; right: Int16Array } {
  const convert = (channel: Float32Array) => {
    const out = new Int16Array(channel.length)
    for (let i = 0; i < channel.length; i++) {
      out[i] = Math.max(-32768, Math.min(32767, Math.round(channel[i]! * gain)))
    }
    return out
  }
  return { left: convert(part.left), right: convert(part.right) }
}

/**
 * Cutoff for the pad/melody sweep: each bar's brightness, glided towards the next bar's so
 * the filter opens (or closes) smoothly across the bar. Cubic, so 1 is wide open (~20 kHz).
 */
function sweepCutoff(grid: Grid, plan: readonly BarPlan[]): (sampleIndex: number) => number {
  const samplesPerBar = grid.samplesPerStep * STEPS_PER_BAR
  return (sampleIndex) => {
    const position = sampleIndex / samplesPerBar
    const bar = Math.min(Math.floor(position), plan.length - 1)
    const from = plan[bar]!.brightness
    const to = plan[bar + 1]?.brightness ?? from
    const brightness = from + (to - from) * Math.min(1, position - bar)
    return 20_000 * brightness ** 3
  }
}

function assertValidSpec(spec: TrackSpec): void {
  if (!STYLES.includes(spec.style)) throw new RangeError(`Unknown style: ${spec.style}`)
  if (!(spec.bpm >= 60 && spec.bpm <= 200)) throw new RangeError(`bpm out of range: ${spec.bpm}`)
  if (!(spec.seconds > 0 && spec.seconds <= 600)) {
    throw new RangeError(`seconds out of range: ${spec.seconds}`)
  }
  if (!Number.isInteger(spec.seed)) throw new RangeError(`seed must be an integer: ${spec.seed}`)
}
