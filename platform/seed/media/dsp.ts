/** Small DSP building blocks shared by the drum and tonal voices. Float audio in [-1, 1]. */

export type FilterType = 'lowpass' | 'highpass' | 'bandpass'

/** RBJ-cookbook biquad in transposed direct form II; cheap enough to retune every few samples. */
export class Biquad {
  private b0 = 1
  private b1 = 0
  private b2 = 0
  private a1 = 0
  private a2 = 0
  private z1 = 0
  private z2 = 0

  constructor(
    private readonly sampleRate: number,
    private readonly type: FilterType,
    frequency: number,
    q = Math.SQRT1_2,
  ) {
    this.tune(frequency, q)
  }

  tune(frequency: number, q = Math.SQRT1_2): void {
    // Keep clear of Nyquist and DC where the coefficients become unstable.
    const clamped = Math.min(Math.max(frequency, 20), this.sampleRate * 0.45)
    const w0 = (2 * Math.PI * clamped) / this.sampleRate
    const cos = Math.cos(w0)
    const alpha = Math.sin(w0) / (2 * q)
    const a0 = 1 + alpha
    let b0: number
    let b1: number
    let b2: number
    if (this.type === 'lowpass') {
      b0 = (1 - cos) / 2
      b1 = 1 - cos
      b2 = b0
    } else if (this.type === 'highpass') {
      b0 = (1 + cos) / 2
      b1 = -(1 + cos)
      b2 = b0
    } else {
      b0 = alpha
      b1 = 0
      b2 = -alpha
    }
    this.b0 = b0 / a0
    this.b1 = b1 / a0
    this.b2 = b2 / a0
    this.a1 = (-2 * cos) / a0
    this.a2 = (1 - alpha) / a0
  }

  process(input: number): number {
    const output = this.b0 * input + this.z1
    this.z1 = this.b1 * input - this.a1 * output + this.z2
    this.z2 = this.b2 * input - this.a2 * output
    return output
  }
}

/** Band-limited sawtooth (PolyBLEP) so bright pads do not alias into audible whistles. */
export class SawOscillator {
  private phase: number

  constructor(
    private readonly sampleRate: number,
    startPhase = 0,
  ) {
    this.phase = startPhase
  }

  next(frequency: number): number {
    const dt = frequency / this.sampleRate
    const t = this.phase
    let value = 2 * t - 1
    if (t < dt) {
      const x = t / dt
      value -= x + x - x * x - 1
    } else if (t > 1 - dt) {
      const x = (t - 1) / dt
      value -= x * x + x + x + 1
    }
    this.phase += dt
    if (this.phase >= 1) this.phase -= 1
    return value
  }
}

export type StereoBuffer = { left: Float32Array; right: Float32Array }

export function createStereoBuffer(length: number): StereoBuffer {
  return { left: new Float32Array(length), right: new Float32Array(length) }
}

/** Equal-power pan: -1 is hard left, 1 hard right. */
export function panGains(pan: number): { left: number; right: number } {
  const angle = ((pan + 1) * Math.PI) / 4
  return { left: Math.cos(angle), right: Math.sin(angle) }
}

/** Adds a mono one-shot into a stereo bus, clipped to the bus length. */
export function mixMono(
  target: StereoBuffer,
  source: Float32Array,
  start: number,
  gain: number,
  pan = 0,
): void {
  const { left, right } = panGains(pan)
  const end = Math.min(source.length, target.left.length - start)
  for (let i = Math.max(0, -start); i < end; i++) {
    const sample = source[i]! * gain
    target.left[start + i]! += sample * left
    target.right[start + i]! += sample * right
  }
}

export function mixStereo(
  target: StereoBuffer,
  source: StereoBuffer,
  start: number,
  gain: number,
): void {
  const end = Math.min(source.left.length, target.left.length - start)
  for (let i = Math.max(0, -start); i < end; i++) {
    target.left[start + i]! += source.left[i]! * gain
    target.right[start + i]! += source.right[i]! * gain
  }
}
