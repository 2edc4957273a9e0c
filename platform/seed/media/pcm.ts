/** 16-bit stereo PCM as handed from the synthesiser to the MP3 encoder. */

export const SAMPLE_RATE = 44_100

export type Pcm = { sampleRate: number; left: Int16Array; right: Int16Array }

export function durationSeconds(pcm: Pcm): number {
  return pcm.left.length / pcm.sampleRate
}

export type Fades = { inSeconds: number; outSeconds: number }

/** A copy with raised-cosine fades, so neither end starts or stops with a click. */
export function withFades(pcm: Pcm, fades: Fades): Pcm {
  const length = pcm.left.length
  const fadeIn = Math.min(length, Math.round(fades.inSeconds * pcm.sampleRate))
  const fadeOut = Math.min(length, Math.round(fades.outSeconds * pcm.sampleRate))
  const left = new Int16Array(pcm.left)
  const right = new Int16Array(pcm.right)
  const scale = (index: number, gain: number) => {
    left[index] = Math.round(left[index]! * gain)
    right[index] = Math.round(right[index]! * gain)
  }
  for (let i = 0; i < fadeIn; i++) scale(i, raisedCosine(i / fadeIn))
  for (let i = 0; i < fadeOut; i++) scale(length - 1 - i, raisedCosine(i / fadeOut))
  return { sampleRate: pcm.sampleRate, left, right }
}

/** The samples between two times (clamped to the audio), as a new Pcm. */
export function slice(pcm: Pcm, startSeconds: number, seconds: number): Pcm {
  const length = pcm.left.length
  const start = Math.max(0, Math.min(length, Math.round(startSeconds * pcm.sampleRate)))
  const end = Math.min(length, start + Math.round(seconds * pcm.sampleRate))
  return {
    sampleRate: pcm.sampleRate,
    left: pcm.left.slice(start, end),
    right: pcm.right.slice(start, end),
  }
}

function raisedCosine(progress: number): number {
  return 0.5 - 0.5 * Math.cos(Math.PI * progress)
}
