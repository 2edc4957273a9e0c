/**
 * One-shot drum sounds. Each is rendered once per track and reused for every hit
 * (with velocity), which keeps rendering fast and the groove consistent.
 */
import { Biquad } from './dsp.ts'
import type { Random } from './prng.ts'

export type KickTone = {
  /** Pitch at the click, falling quickly to `bodyHz`. */
  attackHz: number
  bodyHz: number
  pitchDecaySeconds: number
  decaySeconds: number
  /** 0..1 soft saturation for a harder techno kick. */
  drive: number
}

export function renderKick(sampleRate: number, tone: KickTone): Float32Array {
  const length = Math.ceil(sampleRate * tone.decaySeconds * 5)
  const out = new Float32Array(length)
  let phase = 0
  for (let i = 0; i < length; i++) {
    const t = i / sampleRate
    const hz = tone.bodyHz + (tone.attackHz - tone.bodyHz) * Math.exp(-t / tone.pitchDecaySeconds)
    phase += (2 * Math.PI * hz) / sampleRate
    // A 2 ms attack ramp avoids a click from starting the sine at full level.
    const attack = Math.min(1, t / 0.002)
    const body = Math.sin(phase) * Math.exp(-t / tone.decaySeconds) * attack
    const driven = tone.drive > 0 ? Math.tanh(body * (1 + tone.drive * 3)) : body
    out[i] = driven
  }
  return out
}

type NoiseHit = {
  filter: 'highpass' | 'bandpass'
  hz: number
  q: number
  decaySeconds: number
  /** Silence before the tail, used to build the flam of a clap. */
  bursts?: readonly number[]
}

function renderNoiseHit(sampleRate: number, random: Random, hit: NoiseHit): Float32Array {
  const length = Math.ceil(sampleRate * hit.decaySeconds * 6)
  const out = new Float32Array(length)
  const filter = new Biquad(sampleRate, hit.filter, hit.hz, hit.q)
  const burstStarts = (hit.bursts ?? [0]).map((seconds) => Math.round(seconds * sampleRate))
  for (let i = 0; i < length; i++) {
    const noise = random.next() * 2 - 1
    let envelope = 0
    for (const start of burstStarts) {
      if (i >= start)
        envelope = Math.max(envelope, Math.exp(-(i - start) / sampleRate / hit.decaySeconds))
    }
    out[i] = filter.process(noise) * envelope
  }
  return normalisePeak(out)
}

export function renderClosedHat(sampleRate: number, random: Random): Float32Array {
  return renderNoiseHit(sampleRate, random, {
    filter: 'highpass',
    hz: 7500,
    q: 0.9,
    decaySeconds: 0.018,
  })
}

export function renderOpenHat(sampleRate: number, random: Random): Float32Array {
  return renderNoiseHit(sampleRate, random, {
    filter: 'highpass',
    hz: 6500,
    q: 0.8,
    decaySeconds: 0.09,
  })
}

export function renderShaker(sampleRate: number, random: Random): Float32Array {
  return renderNoiseHit(sampleRate, random, {
    filter: 'bandpass',
    hz: 5200,
    q: 1.4,
    decaySeconds: 0.03,
  })
}

export function renderClap(sampleRate: number, random: Random): Float32Array {
  return renderNoiseHit(sampleRate, random, {
    filter: 'bandpass',
    hz: 1400,
    q: 1.1,
    decaySeconds: 0.045,
    bursts: [0, 0.011, 0.022],
  })
}

/** Snare for broken beats: a short tuned body under a bright noise tail. */
export function renderSnare(sampleRate: number, random: Random): Float32Array {
  const noise = renderNoiseHit(sampleRate, random, {
    filter: 'highpass',
    hz: 1800,
    q: 0.7,
    decaySeconds: 0.05,
  })
  for (let i = 0; i < noise.length; i++) {
    const t = i / sampleRate
    const body = Math.sin(2 * Math.PI * 190 * t) * Math.exp(-t / 0.03)
    noise[i] = noise[i]! * 0.75 + body * 0.6
  }
  return normalisePeak(noise)
}

/** A hand-drum-like tone (conga/tom) for afro-house percussion and minimal blips. */
export function renderTonalPerc(
  sampleRate: number,
  hz: number,
  decaySeconds: number,
): Float32Array {
  const length = Math.ceil(sampleRate * decaySeconds * 6)
  const out = new Float32Array(length)
  let phase = 0
  for (let i = 0; i < length; i++) {
    const t = i / sampleRate
    phase += (2 * Math.PI * hz * (1 + 0.25 * Math.exp(-t / 0.01))) / sampleRate
    out[i] = Math.sin(phase) * Math.exp(-t / decaySeconds) * Math.min(1, t / 0.001)
  }
  return out
}

function normalisePeak(samples: Float32Array): Float32Array {
  let peak = 0
  for (const sample of samples) peak = Math.max(peak, Math.abs(sample))
  if (peak > 0) for (let i = 0; i < samples.length; i++) samples[i] = samples[i]! / peak
  return samples
}
