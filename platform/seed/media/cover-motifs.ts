/**
 * Generative shapes for release covers. Each motif draws into the 1000×1000 square
 * from a seeded generator and the release palette, in a few hundred bytes to a few KB.
 */
import type { Random } from './prng.ts'
import { round } from './svg.ts'

export type Palette = { background: string; glow: string; primary: string; secondary: string }

export type Motif = 'rings' | 'bars' | 'dots' | 'sun' | 'waves'

/** `id` makes gradient ids unique to this image. */
export function drawMotif(motif: Motif, random: Random, palette: Palette, id: string): string {
  return MOTIFS[motif](random, palette, id)
}

const MOTIFS: Record<Motif, (random: Random, palette: Palette, id: string) => string> = {
  rings(random, { primary, secondary }) {
    const cx = round(random.range(300, 700))
    const cy = round(random.range(280, 520))
    const count = random.int(6, 11)
    const gap = random.range(28, 46)
    return Array.from({ length: count }, (_, i) => {
      const stroke = i % 3 === 0 ? primary : secondary
      const width = round(random.range(2, i % 4 === 0 ? 26 : 8))
      const opacity = round(1 - i / (count + 2))
      return `<circle cx="${cx}" cy="${cy}" r="${round(60 + i * gap)}" fill="none" stroke="${stroke}" stroke-width="${width}" opacity="${opacity}"/>`
    }).join('')
  },

  bars(random, { primary }) {
    // A frozen spectrum: heights follow a smooth random walk so it reads as audio.
    const count = random.int(24, 40)
    const width = 840 / count
    let level = random.range(0.3, 0.7)
    const bars = Array.from({ length: count }, (_, i) => {
      level = Math.min(1, Math.max(0.08, level + random.range(-0.22, 0.22)))
      const height = round(level * 420)
      return `<rect x="${round(80 + i * width)}" y="${round(560 - height)}" width="${round(width * 0.62)}" height="${height}" opacity="${round(0.45 + level * 0.55)}"/>`
    })
    return `<g fill="${primary}">${bars.join('')}</g>`
  },

  dots(random, { primary, secondary }) {
    const columns = random.int(9, 13)
    const step = 840 / columns
    const phase = random.range(0, Math.PI * 2)
    const frequency = random.range(0.25, 0.6)
    // Starts below the artist line and stops above the title.
    const rows = Math.floor(480 / step)
    const dots: string[] = []
    for (let row = 0; row < rows; row++) {
      for (let column = 0; column < columns; column++) {
        const wave = Math.sin(column * frequency + row * frequency * 0.7 + phase)
        const radius = round(step * (0.08 + 0.3 * (wave * 0.5 + 0.5)))
        const fill = wave > 0.6 ? secondary : primary
        dots.push(
          `<circle cx="${round(80 + (column + 0.5) * step)}" cy="${round(160 + (row + 0.5) * step)}" r="${radius}" fill="${fill}"/>`,
        )
      }
    }
    return dots.join('')
  },

  sun(random, { primary, secondary, background }, id) {
    const cx = round(random.range(420, 580))
    const cy = round(random.range(360, 460))
    const radius = round(random.range(220, 300))
    const bands = random.int(5, 8)
    // Horizontal cuts in the background colour, thickening downwards: the retro sunset.
    const cuts = Array.from({ length: bands }, (_, i) => {
      const y = cy + radius * (0.1 + (i / bands) * 0.9)
      return `<rect x="0" y="${round(y)}" width="1000" height="${round(4 + i * 4)}" fill="${background}"/>`
    }).join('')
    return `<defs><linearGradient id="sun-${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${secondary}"/><stop offset="1" stop-color="${primary}"/></linearGradient></defs><circle cx="${cx}" cy="${cy}" r="${radius}" fill="url(#sun-${id})"/>${cuts}`
  },

  waves(random, { primary, secondary }) {
    const lines = random.int(7, 12)
    const amplitude = random.range(30, 90)
    const frequency = random.range(1.5, 3.5)
    const phase = random.range(0, Math.PI * 2)
    return Array.from({ length: lines }, (_, line) => {
      const baseline = 160 + line * (420 / lines)
      const points = Array.from({ length: 41 }, (_, i) => {
        const x = i * 25
        const envelope = Math.sin((Math.PI * i) / 40)
        const y =
          baseline +
          amplitude * envelope * Math.sin((i / 40) * frequency * Math.PI * 2 + phase + line * 0.35)
        return `${x} ${round(y)}`
      })
      const stroke = line % 2 === 0 ? primary : secondary
      return `<path d="M${points.join('L')}" fill="none" stroke="${stroke}" stroke-width="${round(random.range(2, 7))}" opacity="${round(0.5 + line / lines / 2)}"/>`
    }).join('')
  },
}
