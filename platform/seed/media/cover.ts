/**
 * SVG artwork for the demo catalogue: release covers for tracks and placeholder images
 * for shop products. Dark, bold and generated from a seed, so re-seeding is reproducible.
 */
import { drawMotif, type Motif, type Palette } from './cover-motifs.ts'
import { createRandom, type Random } from './prng.ts'
import { drawProduct } from './product-shapes.ts'
import type { Style } from './style-profiles.ts'
import { escapeXml, fitFontSize, hslToHex, textBlock, wrapWords } from './svg.ts'

type StyleLook = { hue: number; saturation: number; motifs: readonly Motif[]; label: string }

/** Each genre keeps a recognisable colour family and a couple of motifs across releases. */
const STYLE_LOOKS: Record<Style, StyleLook> = {
  techno: { hue: 0, saturation: 78, motifs: ['bars', 'rings'], label: 'TECHNO' },
  house: { hue: 22, saturation: 85, motifs: ['sun', 'dots'], label: 'HOUSE' },
  'melodic-techno': {
    hue: 186,
    saturation: 70,
    motifs: ['waves', 'rings'],
    label: 'MELODIC TECHNO',
  },
  progressive: { hue: 215, saturation: 75, motifs: ['waves', 'sun'], label: 'PROGRESSIVE' },
  trance: { hue: 285, saturation: 75, motifs: ['sun', 'rings'], label: 'TRANCE' },
  'drum-and-bass': { hue: 88, saturation: 85, motifs: ['bars', 'waves'], label: 'DRUM & BASS' },
  'afro-house': { hue: 36, saturation: 80, motifs: ['dots', 'sun'], label: 'AFRO HOUSE' },
  minimal: { hue: 200, saturation: 18, motifs: ['dots', 'rings'], label: 'MINIMAL' },
}

export type CoverSpec = { title: string; artist: string; seed: number; style: Style }

export function coverSvg({ title, artist, seed, style }: CoverSpec): string {
  const random = createRandom(seed).fork('cover')
  const look = STYLE_LOOKS[style]
  const palette = paletteFor(random, look.hue, look.saturation)
  const id = idFor(seed)
  const motif = drawMotif(random.pick(look.motifs), random.fork('motif'), palette, id)
  const titleLines = wrapWords(title.toUpperCase(), 12, 3)
  const titleSize = fitFontSize(titleLines, 840, 128)
  const catalogueNumber = `${initials(artist)} ${String(seed % 1000).padStart(3, '0')}`
  return svgDocument(
    [
      background(palette, random, id),
      motif,
      scrim(palette, id),
      textBlock({
        lines: [artist.toUpperCase()],
        x: 80,
        bottom: 112,
        fontSize: 34,
        fill: '#fff',
        weight: 600,
        letterSpacing: 6,
      }),
      textBlock({
        lines: [catalogueNumber],
        x: 920,
        bottom: 112,
        fontSize: 24,
        fill: palette.primary,
        weight: 500,
        letterSpacing: 3,
        anchor: 'end',
      }),
      textBlock({
        lines: titleLines,
        x: 80,
        bottom: 880,
        fontSize: titleSize,
        fill: '#fff',
        weight: 800,
      }),
      textBlock({
        lines: [look.label],
        x: 80,
        bottom: 930,
        fontSize: 22,
        fill: palette.primary,
        weight: 600,
        letterSpacing: 5,
      }),
    ],
    title,
  )
}

export type ProductImageSpec = { name: string; category: string; seed: number }

export function productImageSvg({ name, category, seed }: ProductImageSpec): string {
  const random = createRandom(seed).fork('product')
  const palette = paletteFor(random, random.range(0, 360), 70)
  const nameLines = wrapWords(name, 22, 2)
  return svgDocument(
    [
      background(palette, random, idFor(seed)),
      drawProduct(category, palette),
      textBlock({
        lines: [category.toUpperCase()],
        x: 80,
        bottom: 120,
        fontSize: 26,
        fill: palette.primary,
        weight: 600,
        letterSpacing: 6,
      }),
      textBlock({
        lines: nameLines,
        x: 80,
        bottom: 900,
        fontSize: fitFontSize(nameLines, 840, 64),
        fill: '#fff',
        weight: 700,
      }),
    ],
    name,
  )
}

function paletteFor(random: Random, baseHue: number, saturation: number): Palette {
  const hue = (baseHue + random.range(-14, 14) + 360) % 360
  const secondHue = (hue + random.pick([310, 40, 180])) % 360
  return {
    background: hslToHex(hue, saturation * 0.35, 6),
    glow: hslToHex(hue, saturation, 28),
    primary: hslToHex(hue, saturation, 58),
    secondary: hslToHex(secondHue, saturation, 62),
  }
}

/** Gradient ids unique per image, so covers inlined side by side never share a gradient. */
function idFor(seed: number): string {
  return (seed >>> 0).toString(36)
}

function background(palette: Palette, random: Random, id: string): string {
  const x = Math.round(random.range(20, 80))
  const y = Math.round(random.range(20, 60))
  return `<defs><radialGradient id="glow-${id}" cx="${x}%" cy="${y}%" r="75%"><stop offset="0" stop-color="${palette.glow}"/><stop offset="1" stop-color="${palette.background}"/></radialGradient></defs><rect width="1000" height="1000" fill="url(#glow-${id})"/>`
}

/** Darkens the lower part so the title stays legible over any motif. */
function scrim(palette: Palette, id: string): string {
  return `<defs><linearGradient id="scrim-${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.background}" stop-opacity="0"/><stop offset="1" stop-color="${palette.background}" stop-opacity="0.92"/></linearGradient></defs><rect y="520" width="1000" height="480" fill="url(#scrim-${id})"/>`
}

function svgDocument(parts: readonly string[], label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000" width="1000" height="1000" role="img"><title>${escapeXml(label)}</title>${parts.join('')}</svg>`
}

function initials(name: string): string {
  const letters = name.split(/\s+/).map((word) => word.match(/\p{L}/u)?.[0] ?? '')
  return letters.join('').toUpperCase().slice(0, 3) || 'REC'
}
