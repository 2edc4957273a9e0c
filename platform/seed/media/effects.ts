/**
 * Bus effects: the echo on melodic parts, the kick-driven "pump" of dance music and the
 * slow filter sweep that opens the intro and closes into the breakdown.
 */
import { Biquad, type StereoBuffer } from './dsp.ts'

/** Ping-pong echo in place: each repeat alternates sides, so plucks fill the stereo field. */
export function applyPingPongDelay(
  bus: StereoBuffer,
  delaySamples: number,
  feedback: number,
  wet: number,
): void {
  const length = bus.left.length
  const echoLeft = new Float32Array(length)
  const echoRight = new Float32Array(length)
  for (let i = delaySamples; i < length; i++) {
    const from = i - delaySamples
    // Left echo is fed by the dry right + right echo and vice versa: that is the ping-pong.
    echoLeft[i] = (bus.right[from]! + echoRight[from]!) * feedback
    echoRight[i] = (bus.left[from]! + echoLeft[from]!) * feedback
  }
  for (let i = 0; i < length; i++) {
    bus.left[i] = bus.left[i]! + echoLeft[i]! * wet
    bus.right[i] = bus.right[i]! + echoRight[i]! * wet
  }
}

/**
 * How far below unity each sample is pushed by the kicks, 0..1: the shape of sidechain
 * compression. Apply it with a depth to bass and pads to make room for the kick and give
 * the groove its pump.
 */
export function sidechainShape(
  length: number,
  kickStarts: readonly number[],
  sampleRate: number,
): Float32Array {
  const recoverySeconds = 0.09
  // Every kick ducks the same way, so the envelope is computed once.
  const envelope = Float32Array.from(
    { length: Math.ceil(sampleRate * recoverySeconds * 5) },
    (_, i) => {
      const t = i / sampleRate
      // A 3 ms attack keeps the dip itself from clicking on sustained pads.
      return (1 - Math.exp(-t / 0.003)) * Math.exp(-t / recoverySeconds)
    },
  )
  const shape = new Float32Array(length)
  for (const start of kickStarts) {
    const end = Math.min(length, start + envelope.length)
    for (let i = Math.max(0, start); i < end; i++) {
      const dip = envelope[i - start]!
      if (dip > shape[i]!) shape[i] = dip
    }
  }
  return shape
}

export function applySidechain(bus: StereoBuffer, shape: Float32Array, depth: number): void {
  for (let i = 0; i < bus.left.length; i++) {
    const gain = 1 - depth * shape[i]!
    bus.left[i] = bus.left[i]! * gain
    bus.right[i] = bus.right[i]! * gain
  }
}

/** Retuning per block rather than per sample: the sweep moves over bars, not milliseconds. */
const SWEEP_BLOCK = 32

/** Low-pass in place whose cutoff follows `cutoffAt(sampleIndex)`. */
export function applyFilterSweep(
  bus: StereoBuffer,
  sampleRate: number,
  cutoffAt: (sampleIndex: number) => number,
): void {
  const left = new Biquad(sampleRate, 'lowpass', cutoffAt(0))
  const right = new Biquad(sampleRate, 'lowpass', cutoffAt(0))
  for (let i = 0; i < bus.left.length; i++) {
    if (i % SWEEP_BLOCK === 0) {
      const cutoff = cutoffAt(i)
      left.tune(cutoff)
      right.tune(cutoff)
    }
    bus.left[i] = left.process(bus.left[i]!)
    bus.right[i] = right.process(bus.right[i]!)
  }
}
