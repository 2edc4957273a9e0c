/** Patterns and voice settings shared by several genres in the style profiles. */
import type { KickTone } from './drums.ts'
import type { PadTone, PluckTone } from './tonal.ts'

export const FOUR_ON_THE_FLOOR = 'X...X...X...X...'
export const CLAP_ON_TWO_AND_FOUR = '....X.......X...'
export const OFFBEAT_OPEN_HATS = '..X...X...X...X.'
export const ROLLING_BASS = '.000.000.000.000'

export const punchyKick: KickTone = {
  attackHz: 180,
  bodyHz: 50,
  pitchDecaySeconds: 0.03,
  decaySeconds: 0.16,
  drive: 0.5,
}
export const roundKick: KickTone = { ...punchyKick, attackHz: 150, bodyHz: 52, drive: 0.15 }

export const warmPad: PadTone = {
  cutoffHz: 1400,
  attackSeconds: 0.25,
  releaseSeconds: 0.4,
  detuneCents: 9,
}
export const softPluck: PluckTone = { decaySeconds: 0.12, cutoffHz: 500, envelopeHz: 3000 }
