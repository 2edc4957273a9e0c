/** Places bass, pad chords and arpeggios/stabs on the grid, following the chord progression. */
import type { BarPlan } from './arrangement.ts'
import { createStereoBuffer, mixMono, mixStereo, type StereoBuffer } from './dsp.ts'
import { chordMidi, degreeToSemitones, type Key, midiToHz } from './music-theory.ts'
import type { Random } from './prng.ts'
import type { ArpOrder, StyleProfile } from './style-profiles.ts'
import { type Grid, parseBassLine, parseHits, STEPS_PER_BAR, stepStart } from './timing.ts'
import { type PluckTone, renderBassNote, renderPadChord, renderPluck } from './tonal.ts'

type Harmony = { grid: Grid; profile: StyleProfile; key: Key; plan: readonly BarPlan[] }

function chordDegreeAt(harmony: Harmony, bar: number): number {
  const { progression } = harmony.key
  return progression[Math.floor(bar / harmony.profile.barsPerChord) % progression.length]!
}

export function renderBassTrack(harmony: Harmony): StereoBuffer {
  const { grid, profile, key, plan } = harmony
  const bus = createStereoBuffer(grid.totalSamples)
  const line = parseBassLine(profile.bass.pattern)
  const cache = new Map<string, Float32Array>()
  for (let bar = 0; bar < grid.totalBars; bar++) {
    if (!plan[bar]!.bass) continue
    const degree = chordDegreeAt(harmony, bar)
    // Keep the bass low: fold chord roots above the tonic's octave back down.
    const root = key.rootMidi + (degreeToSemitones(key.scale, degree) % 12)
    for (const hit of line) {
      const midi = root + hit.semitones
      const seconds = (hit.lengthSteps * grid.samplesPerStep * profile.bass.gate) / grid.sampleRate
      const cacheKey = `${midi}:${hit.lengthSteps}`
      let note = cache.get(cacheKey)
      if (!note) {
        note = renderBassNote(grid.sampleRate, midiToHz(midi), seconds, profile.bass.tone)
        cache.set(cacheKey, note)
      }
      mixMono(bus, note, stepStart(grid, bar * STEPS_PER_BAR + hit.step), 0.55)
    }
  }
  return bus
}

export function renderPadTrack(harmony: Harmony, random: Random): StereoBuffer {
  const { grid, profile, key, plan } = harmony
  const bus = createStereoBuffer(grid.totalSamples)
  const pad = profile.pad
  if (!pad) return bus
  const spanBars = profile.barsPerChord
  const seconds = (spanBars * STEPS_PER_BAR * grid.samplesPerStep) / grid.sampleRate
  const chords = new Map<number, StereoBuffer>()
  for (let bar = 0; bar < grid.totalBars; bar += spanBars) {
    if (!plan[bar]!.pad) continue
    const degree = chordDegreeAt(harmony, bar)
    // The progression repeats, so most chords have been rendered before.
    let chord = chords.get(degree)
    if (!chord) {
      const frequencies = chordMidi(key, degree, pad.chordNotes, 2).map(midiToHz)
      chord = renderPadChord(grid.sampleRate, random, frequencies, seconds, pad.tone)
      chords.set(degree, chord)
    }
    mixStereo(bus, chord, stepStart(grid, bar * STEPS_PER_BAR), pad.gain)
  }
  return bus
}

/** Arpeggio and stab notes go to their own bus so only they get the echo. */
export function renderMelodyTrack(harmony: Harmony, random: Random): StereoBuffer {
  const { grid, profile, key, plan } = harmony
  const bus = createStereoBuffer(grid.totalSamples)
  const arpPluck = profile.arp && pluckCache(grid.sampleRate, profile.arp.tone)
  const stabPluck = profile.stab && pluckCache(grid.sampleRate, profile.stab.tone)
  const arpSequence = profile.arp ? arpIndices(random.pick(profile.arp.orders), random) : []
  const stabHits = profile.stab ? parseHits(profile.stab.pattern) : []

  for (let bar = 0; bar < grid.totalBars; bar++) {
    if (!plan[bar]!.melody) continue
    const degree = chordDegreeAt(harmony, bar)
    const firstStep = bar * STEPS_PER_BAR
    if (profile.arp && arpPluck) {
      const { arp } = profile
      const tones = chordMidi(key, degree, 3, 3)
      const ladder = [...tones, ...tones.map((midi) => midi + 12)]
      for (let step = 0; step < STEPS_PER_BAR; step += arp.stepsPerNote) {
        const index = arpSequence[((firstStep + step) / arp.stepsPerNote) % arpSequence.length]!
        const pan = (index % 2 === 0 ? -1 : 1) * 0.3
        const start = stepStart(grid, firstStep + step)
        mixMono(bus, arpPluck(ladder[index]!), start, arp.gain, pan)
      }
    }
    if (profile.stab && stabPluck) {
      const { stab } = profile
      for (const hit of stabHits) {
        for (const midi of chordMidi(key, degree, 3, 2)) {
          const start = stepStart(grid, firstStep + hit.step)
          mixMono(bus, stabPluck(midi), start, stab.gain * hit.velocity)
        }
      }
    }
  }
  return bus
}

/** Every arp note of a pitch sounds the same, so each is rendered once. */
function pluckCache(sampleRate: number, tone: PluckTone): (midi: number) => Float32Array {
  const cache = new Map<number, Float32Array>()
  return (midi) => {
    let pluck = cache.get(midi)
    if (!pluck) {
      pluck = renderPluck(sampleRate, midiToHz(midi), tone)
      cache.set(midi, pluck)
    }
    return pluck
  }
}

/** Indices into a six-note ladder (chord tones over two octaves). */
function arpIndices(order: ArpOrder, random: Random): number[] {
  if (order === 'up') return [0, 1, 2, 3, 4, 5]
  if (order === 'updown') return [0, 1, 2, 3, 4, 5, 4, 3, 2, 1]
  // A fixed eight-step motif: repeats like a hook rather than wandering randomly.
  return Array.from({ length: 8 }, () => random.int(0, 5))
}
