/**
 * What makes each genre recognisable, as data: step patterns (16 steps per bar, one per
 * sixteenth note) and voice settings. Pattern characters: 'X' accent, 'x' soft hit, '.' rest.
 * Bass patterns use '0' root, '5' fifth, '8' octave, '-' hold the previous note.
 */
import type { KickTone } from './drums.ts'
import type { ScaleName } from './music-theory.ts'
import {
  CLAP_ON_TWO_AND_FOUR,
  FOUR_ON_THE_FLOOR,
  OFFBEAT_OPEN_HATS,
  punchyKick,
  ROLLING_BASS,
  roundKick,
  softPluck,
  warmPad,
} from './sound-presets.ts'
import type { BassTone, PadTone, PluckTone } from './tonal.ts'

export const STYLES = [
  'techno',
  'house',
  'melodic-techno',
  'progressive',
  'trance',
  'drum-and-bass',
  'afro-house',
  'minimal',
] as const

export type Style = (typeof STYLES)[number]

export type ArpOrder = 'up' | 'updown' | 'seeded'

export type StyleProfile = {
  scales: readonly ScaleName[]
  /** Fraction of a sixteenth by which off-sixteenths are late: the shuffle of house. */
  swing: number
  barsPerChord: 1 | 2
  kick: { pattern: string; tone: KickTone }
  backbeat: { pattern: string; sound: 'clap' | 'snare' }
  closedHats: string
  openHats: string
  shaker?: string
  /** Tuned hand-drum hits; successive hits cycle through the pitches. */
  percussion?: { pattern: string; hz: readonly number[] }
  bass: { pattern: string; gate: number; tone: BassTone }
  pad?: { tone: PadTone; chordNotes: 3 | 4; gain: number }
  arp?: { stepsPerNote: 1 | 2; orders: readonly ArpOrder[]; tone: PluckTone; gain: number }
  stab?: { pattern: string; tone: PluckTone; gain: number }
}

export const STYLE_PROFILES: Record<Style, StyleProfile> = {
  techno: {
    scales: ['aeolian', 'phrygian'],
    swing: 0,
    barsPerChord: 2,
    kick: { pattern: FOUR_ON_THE_FLOOR, tone: { ...punchyKick, drive: 0.8 } },
    backbeat: { pattern: '....x.......x...', sound: 'clap' },
    closedHats: 'xxXxxxXxxxXxxxXx',
    openHats: OFFBEAT_OPEN_HATS,
    bass: {
      pattern: ROLLING_BASS,
      gate: 0.6,
      tone: { kind: 'saw', cutoffHz: 220, envelopeHz: 700, resonance: 2.5 },
    },
    pad: { tone: { ...warmPad, cutoffHz: 900, attackSeconds: 0.6 }, chordNotes: 3, gain: 0.18 },
    stab: {
      pattern: '...x.....x....x.',
      tone: { decaySeconds: 0.09, cutoffHz: 400, envelopeHz: 2500 },
      gain: 0.3,
    },
  },
  house: {
    scales: ['dorian', 'aeolian'],
    swing: 0.12,
    barsPerChord: 1,
    kick: { pattern: FOUR_ON_THE_FLOOR, tone: roundKick },
    backbeat: { pattern: CLAP_ON_TWO_AND_FOUR, sound: 'clap' },
    closedHats: 'x.x.x.x.x.x.x.xx',
    openHats: OFFBEAT_OPEN_HATS,
    shaker: 'xxxxxxxxxxxxxxxx',
    bass: {
      pattern: '..0..8..0...0.5.',
      gate: 0.7,
      tone: { kind: 'sub', cutoffHz: 600, envelopeHz: 400, resonance: 1 },
    },
    pad: { tone: warmPad, chordNotes: 4, gain: 0.3 },
    stab: { pattern: '..x..x....x..x..', tone: softPluck, gain: 0.22 },
  },
  'melodic-techno': {
    scales: ['aeolian', 'dorian'],
    swing: 0,
    barsPerChord: 2,
    kick: { pattern: FOUR_ON_THE_FLOOR, tone: punchyKick },
    backbeat: { pattern: '....x.......x...', sound: 'clap' },
    closedHats: '..x...x...x...x.',
    openHats: '..x...x...x...x.',
    shaker: 'x.xxx.xxx.xxx.xx',
    bass: {
      pattern: ROLLING_BASS,
      gate: 0.5,
      tone: { kind: 'saw', cutoffHz: 180, envelopeHz: 500, resonance: 1.5 },
    },
    pad: {
      tone: { ...warmPad, attackSeconds: 0.8, releaseSeconds: 0.8 },
      chordNotes: 3,
      gain: 0.3,
    },
    arp: { stepsPerNote: 1, orders: ['up', 'updown', 'seeded'], tone: softPluck, gain: 0.24 },
  },
  progressive: {
    scales: ['aeolian', 'dorian', 'ionian'],
    swing: 0,
    barsPerChord: 1,
    kick: { pattern: FOUR_ON_THE_FLOOR, tone: roundKick },
    backbeat: { pattern: CLAP_ON_TWO_AND_FOUR, sound: 'clap' },
    closedHats: 'x.x.x.x.x.x.x.x.',
    openHats: OFFBEAT_OPEN_HATS,
    bass: {
      pattern: '..0...0...0...0.',
      gate: 0.8,
      tone: { kind: 'saw', cutoffHz: 400, envelopeHz: 900, resonance: 1.2 },
    },
    pad: { tone: warmPad, chordNotes: 3, gain: 0.3 },
    arp: { stepsPerNote: 2, orders: ['up', 'updown'], tone: softPluck, gain: 0.26 },
  },
  trance: {
    scales: ['aeolian', 'ionian'],
    swing: 0,
    barsPerChord: 2,
    kick: { pattern: FOUR_ON_THE_FLOOR, tone: { ...punchyKick, drive: 0.6 } },
    backbeat: { pattern: CLAP_ON_TWO_AND_FOUR, sound: 'clap' },
    closedHats: 'xxxxxxxxxxxxxxxx',
    openHats: OFFBEAT_OPEN_HATS,
    bass: {
      pattern: ROLLING_BASS,
      gate: 0.6,
      tone: { kind: 'saw', cutoffHz: 350, envelopeHz: 900, resonance: 1.3 },
    },
    pad: {
      tone: { cutoffHz: 3200, attackSeconds: 0.3, releaseSeconds: 0.6, detuneCents: 18 },
      chordNotes: 3,
      gain: 0.28,
    },
    arp: {
      stepsPerNote: 1,
      orders: ['up', 'updown'],
      tone: { decaySeconds: 0.1, cutoffHz: 900, envelopeHz: 5000 },
      gain: 0.24,
    },
  },
  'drum-and-bass': {
    scales: ['aeolian', 'phrygian'],
    swing: 0,
    barsPerChord: 2,
    // Two-step: kick on 1 and the "and" of 3, snare on 2 and 4.
    kick: { pattern: 'X.........X.....', tone: { ...punchyKick, decaySeconds: 0.12 } },
    backbeat: { pattern: '....X.......X..x', sound: 'snare' },
    closedHats: 'x.xxx.x.x.xxx.x.',
    openHats: '......x.......x.',
    bass: {
      pattern: '0-------0-----5-',
      gate: 0.95,
      tone: { kind: 'reese', cutoffHz: 250, envelopeHz: 500, resonance: 1.6 },
    },
    pad: { tone: { ...warmPad, attackSeconds: 0.9, releaseSeconds: 1 }, chordNotes: 4, gain: 0.3 },
  },
  'afro-house': {
    scales: ['dorian', 'aeolian'],
    swing: 0.1,
    barsPerChord: 2,
    kick: { pattern: FOUR_ON_THE_FLOOR, tone: roundKick },
    backbeat: { pattern: '....x.......x...', sound: 'clap' },
    closedHats: '..x...x...x...x.',
    openHats: '......X.......X.',
    shaker: 'xXxxxXxxxXxxxXxx',
    percussion: { pattern: 'x..x..x...x.x..x', hz: [190, 260, 330] },
    bass: {
      pattern: '0..0..0...0.0...',
      gate: 0.5,
      tone: { kind: 'sub', cutoffHz: 500, envelopeHz: 300, resonance: 1 },
    },
    pad: { tone: { ...warmPad, cutoffHz: 1000 }, chordNotes: 3, gain: 0.2 },
    arp: {
      stepsPerNote: 2,
      orders: ['seeded'],
      tone: { decaySeconds: 0.15, cutoffHz: 700, envelopeHz: 2000 },
      gain: 0.28,
    },
  },
  minimal: {
    scales: ['aeolian', 'dorian'],
    swing: 0.06,
    barsPerChord: 2,
    kick: { pattern: FOUR_ON_THE_FLOOR, tone: { ...roundKick, decaySeconds: 0.13 } },
    backbeat: { pattern: '....x.......x...', sound: 'clap' },
    closedHats: '..x...x...x..xx.',
    openHats: '..............x.',
    percussion: { pattern: '...x.....x..x...', hz: [820, 1100] },
    bass: {
      pattern: '0..0......0.0...',
      gate: 0.35,
      tone: { kind: 'sub', cutoffHz: 400, envelopeHz: 600, resonance: 2 },
    },
    stab: {
      pattern: '.....x.....x..x.',
      tone: { decaySeconds: 0.07, cutoffHz: 500, envelopeHz: 1800 },
      gain: 0.3,
    },
  },
}
