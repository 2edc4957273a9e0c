/** The step grid: where each sixteenth lands in samples, with swing, and pattern parsing. */

export const STEPS_PER_BAR = 16

export type Grid = {
  sampleRate: number
  bpm: number
  swing: number
  samplesPerStep: number
  totalBars: number
  totalSamples: number
}

export function createGrid(sampleRate: number, bpm: number, seconds: number, swing: number): Grid {
  const samplesPerStep = (sampleRate * 60) / bpm / 4
  const totalSamples = Math.round(sampleRate * seconds)
  // Round up so the last partial bar still has music under the fade-out.
  const totalBars = Math.ceil(totalSamples / (samplesPerStep * STEPS_PER_BAR))
  return { sampleRate, bpm, swing, samplesPerStep, totalBars, totalSamples }
}

/** Sample index where a global step starts; off-sixteenths are pushed late by the swing. */
export function stepStart(grid: Grid, step: number): number {
  const late = step % 2 === 1 ? grid.swing : 0
  return Math.round((step + late) * grid.samplesPerStep)
}

export type Hit = { step: number; velocity: number }

/** 'X' accent, 'x' soft, anything else a rest. */
export function parseHits(pattern: string): Hit[] {
  const hits: Hit[] = []
  for (let step = 0; step < pattern.length; step++) {
    const char = pattern[step]
    if (char === 'X') hits.push({ step, velocity: 1 })
    else if (char === 'x') hits.push({ step, velocity: 0.55 })
  }
  return hits
}

export type BassHit = { step: number; semitones: number; lengthSteps: number }

const BASS_INTERVALS: Record<string, number> = { '0': 0, '5': 7, '8': 12 }

/** Bass notes with their length: a note holds for every following '-'. */
export function parseBassLine(pattern: string): BassHit[] {
  const hits: BassHit[] = []
  for (let step = 0; step < pattern.length; step++) {
    const semitones = BASS_INTERVALS[pattern[step] ?? '.']
    if (semitones === undefined) continue
    let lengthSteps = 1
    while (pattern[step + lengthSteps] === '-') lengthSteps++
    hits.push({ step, semitones, lengthSteps })
  }
  return hits
}
