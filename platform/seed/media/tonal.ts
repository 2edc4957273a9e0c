/** Pitched voices: bass, pad chords and plucks for arpeggios and stabs. */
import { Biquad, createStereoBuffer, panGains, SawOscillator, type StereoBuffer } from './dsp.ts'
import type { Random } from './prng.ts'

/** Filters are retuned in blocks; per-sample trig would dominate the render time. */
const RETUNE_EVERY = 16

export type BassTone = {
  kind: 'saw' | 'sub' | 'reese'
  cutoffHz: number
  /** Extra cutoff at the note start, decaying: the "pluck" of an acid-ish bass. */
  envelopeHz: number
  resonance: number
}

export function renderBassNote(
  sampleRate: number,
  hz: number,
  seconds: number,
  tone: BassTone,
): Float32Array {
  const release = 0.02
  const length = Math.ceil(sampleRate * (seconds + release))
  const gateEnd = seconds * sampleRate
  const out = new Float32Array(length)
  const filter = new Biquad(sampleRate, 'lowpass', tone.cutoffHz, tone.resonance)
  const sawA = new SawOscillator(sampleRate)
  const sawB = new SawOscillator(sampleRate, 0.37)
  let subPhase = 0
  for (let i = 0; i < length; i++) {
    const t = i / sampleRate
    if (i % RETUNE_EVERY === 0) {
      // The reese wobbles slowly; the others open on the attack and close again.
      const wobble = tone.kind === 'reese' ? 0.5 + 0.5 * Math.sin(2 * Math.PI * 0.7 * t) : 0
      const cutoff = tone.cutoffHz + tone.envelopeHz * (Math.exp(-t / 0.09) + wobble)
      filter.tune(cutoff, tone.resonance)
    }
    subPhase += (2 * Math.PI * hz) / sampleRate
    const sub = Math.sin(subPhase)
    let raw: number
    if (tone.kind === 'reese')
      raw = 0.3 * (sawA.next(hz * 0.993) + sawB.next(hz * 1.007)) + 0.5 * sub
    else if (tone.kind === 'saw') raw = 0.7 * sawA.next(hz) + 0.5 * sub
    else raw = sub + 0.15 * sawA.next(hz)
    const attack = Math.min(1, t / 0.003)
    const releaseGain = i < gateEnd ? 1 : Math.max(0, 1 - (i - gateEnd) / (release * sampleRate))
    out[i] = filter.process(raw) * attack * releaseGain
  }
  return out
}

export type PadTone = {
  cutoffHz: number
  attackSeconds: number
  releaseSeconds: number
  /** Detune of the outer saws in cents; wider sounds more "supersaw". */
  detuneCents: number
}

/** A held chord of detuned saws spread across the stereo field. */
export function renderPadChord(
  sampleRate: number,
  random: Random,
  frequencies: readonly number[],
  seconds: number,
  tone: PadTone,
): StereoBuffer {
  const length = Math.ceil(sampleRate * (seconds + tone.releaseSeconds))
  const out = createStereoBuffer(length)
  const voices = frequencies.flatMap((hz, note) =>
    [-1, 0, 1].map((spread) => ({
      hz: hz * 2 ** ((spread * tone.detuneCents) / 1200),
      oscillator: new SawOscillator(sampleRate, random.next()),
      gains: panGains(spread * 0.7 * (note % 2 === 0 ? 1 : -1)),
    })),
  )
  const filterLeft = new Biquad(sampleRate, 'lowpass', tone.cutoffHz, 0.8)
  const filterRight = new Biquad(sampleRate, 'lowpass', tone.cutoffHz, 0.8)
  const voiceGain = 1 / Math.sqrt(voices.length)
  const gateEnd = seconds * sampleRate
  for (let i = 0; i < length; i++) {
    let left = 0
    let right = 0
    for (const voice of voices) {
      const sample = voice.oscillator.next(voice.hz)
      left += sample * voice.gains.left
      right += sample * voice.gains.right
    }
    const t = i / sampleRate
    const attack = Math.min(1, t / tone.attackSeconds)
    const release =
      i < gateEnd ? 1 : Math.max(0, 1 - (i - gateEnd) / (tone.releaseSeconds * sampleRate))
    const envelope = attack * release * voiceGain
    out.left[i] = filterLeft.process(left) * envelope
    out.right[i] = filterRight.process(right) * envelope
  }
  return out
}

export type PluckTone = {
  decaySeconds: number
  cutoffHz: number
  envelopeHz: number
}

/** Short filtered saw blip: arpeggio notes and chord stabs. */
export function renderPluck(sampleRate: number, hz: number, tone: PluckTone): Float32Array {
  const length = Math.ceil(sampleRate * tone.decaySeconds * 5)
  const out = new Float32Array(length)
  const filter = new Biquad(sampleRate, 'lowpass', tone.cutoffHz + tone.envelopeHz, 1.2)
  const sawA = new SawOscillator(sampleRate)
  const sawB = new SawOscillator(sampleRate, 0.5)
  for (let i = 0; i < length; i++) {
    const t = i / sampleRate
    if (i % RETUNE_EVERY === 0) {
      filter.tune(tone.cutoffHz + tone.envelopeHz * Math.exp(-t / (tone.decaySeconds * 0.5)), 1.2)
    }
    const raw = 0.5 * (sawA.next(hz * 0.998) + sawB.next(hz * 1.002))
    const envelope = Math.exp(-t / tone.decaySeconds) * Math.min(1, t / 0.002)
    out[i] = filter.process(raw) * envelope
  }
  return out
}
