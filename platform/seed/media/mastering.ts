/** Turns the float mix into 16-bit PCM that is loud enough but never clips. */
import type { StereoBuffer } from './dsp.ts'

/** -1 dBFS: headroom for the MP3 encoder, whose reconstruction can overshoot the input peak. */
const TARGET_PEAK = 0.89
/** How hard the mix is pushed into the tanh curve; higher is louder and more squashed. */
const DRIVE = 1.8

export function masterToInt16(mix: StereoBuffer): { left: Int16Array; right: Int16Array } {
  const inputPeak = peakOf(mix.left, mix.right)
  if (inputPeak === 0) {
    return { left: new Int16Array(mix.left.length), right: new Int16Array(mix.right.length) }
  }
  // Soft limiting rounds off kick transients smoothly instead of clipping them flat.
  // The curve is monotonic, so the limited peak is softClip(DRIVE) and one pass is enough.
  const gain = DRIVE / inputPeak
  const scale = (TARGET_PEAK * 32767) / softClip(DRIVE)
  return {
    left: limit(mix.left, gain, scale),
    right: limit(mix.right, gain, scale),
  }
}

function limit(channel: Float32Array, gain: number, scale: number): Int16Array {
  const out = new Int16Array(channel.length)
  for (let i = 0; i < channel.length; i++) out[i] = Math.round(softClip(channel[i]! * gain) * scale)
  return out
}

/**
 * Padé approximation of tanh, exact at ±3 where it reaches ±1. Several times faster than
 * Math.tanh over millions of samples, and plain arithmetic gives identical bytes everywhere.
 */
export function softClip(x: number): number {
  if (x >= 3) return 1
  if (x <= -3) return -1
  const square = x * x
  return (x * (27 + square)) / (27 + 9 * square)
}

function peakOf(...channels: Float32Array[]): number {
  let peak = 0
  for (const channel of channels) {
    for (let i = 0; i < channel.length; i++) {
      const magnitude = Math.abs(channel[i]!)
      if (magnitude > peak) peak = magnitude
    }
  }
  return peak
}
