/** Places the style's drum patterns on the grid, bar by bar, following the arrangement. */
import type { BarPlan } from './arrangement.ts'
import {
  renderClap,
  renderClosedHat,
  renderKick,
  renderOpenHat,
  renderShaker,
  renderSnare,
  renderTonalPerc,
} from './drums.ts'
import { createStereoBuffer, mixMono, type StereoBuffer } from './dsp.ts'
import type { Random } from './prng.ts'
import type { StyleProfile } from './style-profiles.ts'
import { type Grid, parseHits, STEPS_PER_BAR, stepStart } from './timing.ts'

export type DrumTrack = { bus: StereoBuffer; kickStarts: number[] }

type Layer = {
  active: (bar: BarPlan) => boolean
  pattern: string
  sound: (hitIndex: number) => Float32Array
  gain: number
  pan: number
  /** Random velocity spread, so hats do not sound like a machine gun. */
  humanise: number
}

export function renderDrumTrack(
  grid: Grid,
  profile: StyleProfile,
  plan: readonly BarPlan[],
  random: Random,
): DrumTrack {
  const { sampleRate } = grid
  const bus = createStereoBuffer(grid.totalSamples)
  const kickStarts: number[] = []
  const kick = renderKick(sampleRate, profile.kick.tone)
  const closedHat = renderClosedHat(sampleRate, random.fork('closed-hat'))
  const openHat = renderOpenHat(sampleRate, random.fork('open-hat'))
  const backbeat =
    profile.backbeat.sound === 'snare'
      ? renderSnare(sampleRate, random.fork('snare'))
      : renderClap(sampleRate, random.fork('clap'))

  const layers: Layer[] = [
    {
      active: (b) => b.backbeat,
      pattern: profile.backbeat.pattern,
      sound: () => backbeat,
      gain: 1,
      pan: 0,
      humanise: 0.05,
    },
    {
      active: (b) => b.closedHats,
      pattern: profile.closedHats,
      sound: () => closedHat,
      gain: 0.6,
      pan: 0.25,
      humanise: 0.25,
    },
    {
      active: (b) => b.openHats,
      pattern: profile.openHats,
      sound: () => openHat,
      gain: 0.4,
      pan: -0.15,
      humanise: 0.1,
    },
  ]
  if (profile.shaker) {
    const shaker = renderShaker(sampleRate, random.fork('shaker'))
    layers.push({
      active: (b) => b.percussion,
      pattern: profile.shaker,
      sound: () => shaker,
      gain: 0.28,
      pan: 0.4,
      humanise: 0.3,
    })
  }
  if (profile.percussion) {
    const tones = profile.percussion.hz.map((hz) => renderTonalPerc(sampleRate, hz, 0.07))
    layers.push({
      active: (b) => b.percussion,
      pattern: profile.percussion.pattern,
      sound: (hitIndex) => tones[hitIndex % tones.length]!,
      gain: 0.3,
      pan: -0.35,
      humanise: 0.15,
    })
  }

  const kickHits = parseHits(profile.kick.pattern)
  const humanise = random.fork('velocity')
  for (let bar = 0; bar < grid.totalBars; bar++) {
    const barPlan = plan[bar]!
    const firstStep = bar * STEPS_PER_BAR
    if (barPlan.kick) {
      for (const hit of kickHits) {
        const start = stepStart(grid, firstStep + hit.step)
        kickStarts.push(start)
        mixMono(bus, kick, start, 0.95 * hit.velocity)
      }
    }
    for (const layer of layers) {
      if (!layer.active(barPlan)) continue
      parseHits(layer.pattern).forEach((hit, hitIndex) => {
        const velocity = hit.velocity * (1 - layer.humanise * humanise.next())
        const start = stepStart(grid, firstStep + hit.step)
        mixMono(bus, layer.sound(hitIndex), start, layer.gain * velocity, layer.pan)
      })
    }
  }
  return { bus, kickStarts }
}
