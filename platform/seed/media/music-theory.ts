import type { Random } from './prng.ts'

export type ScaleName = 'aeolian' | 'dorian' | 'phrygian' | 'ionian' | 'mixolydian'

const SCALE_STEPS: Record<ScaleName, readonly number[]> = {
  aeolian: [0, 2, 3, 5, 7, 8, 10],
  dorian: [0, 2, 3, 5, 7, 9, 10],
  phrygian: [0, 1, 3, 5, 7, 8, 10],
  ionian: [0, 2, 4, 5, 7, 9, 11],
  mixolydian: [0, 2, 4, 5, 7, 9, 10],
}

/** Progressions as 0-based scale degrees, one chord per bar-group; all loop cleanly back to 0. */
const PROGRESSIONS: readonly (readonly number[])[] = [
  [0, 5, 2, 6], // i VI III VII: the classic anthem loop
  [0, 5, 6, 4],
  [0, 3, 5, 4],
  [0, 6, 5, 6],
  [0, 0, 5, 6],
  [0, 2, 3, 5],
]

export type Key = {
  /** MIDI note of the tonic in the bass register (E1..D#2). */
  rootMidi: number
  scale: ScaleName
  progression: readonly number[]
}

export function chooseKey(random: Random, scales: readonly ScaleName[]): Key {
  return {
    rootMidi: 28 + random.int(0, 11),
    scale: random.pick(scales),
    progression: random.pick(PROGRESSIONS),
  }
}

/** Semitones above the tonic for any scale degree, including negative and >7 degrees. */
export function degreeToSemitones(scale: ScaleName, degree: number): number {
  const steps = SCALE_STEPS[scale]
  const octave = Math.floor(degree / steps.length)
  const index = degree - octave * steps.length
  return octave * 12 + steps[index]!
}

/** Stacked thirds on a degree: triad, or a seventh chord when `notes` is 4. */
export function chordMidi(key: Key, degree: number, notes: 3 | 4, octaveUp: number): number[] {
  const chord: number[] = []
  for (let i = 0; i < notes; i++) {
    chord.push(key.rootMidi + octaveUp * 12 + degreeToSemitones(key.scale, degree + i * 2))
  }
  return chord
}

export function midiToHz(midi: number): number {
  return 440 * 2 ** ((midi - 69) / 12)
}
