import { createRandom } from './prng.ts'
import { escapeXml, FONT_STACK, hslToHex, round } from './svg.ts'

// The demo artist's pictures: a stage scene for the home page's hero, and press photos. Drawn, not
// photographed: light beams over a crowd's silhouettes, with the booth in the middle.

type SceneSpec = { name: string; seed: number; width: number; height: number; caption?: string }

function stageScene({ name, seed, width, height, caption }: SceneSpec): string {
  const random = createRandom(seed)
  const hue = random.range(250, 330)
  const sky = hslToHex(hue, 60, 8)
  const glow = hslToHex(hue + 40, 90, 55)
  const beam = hslToHex(hue - 60, 100, 70)
  const beams = Array.from({ length: 9 }, (_, index) => {
    const from = width * (0.3 + 0.4 * random.next())
    const spread = width * (0.08 + 0.1 * random.next())
    const to = (index / 8) * width * 1.4 - width * 0.2
    return `<polygon points="${round(from)},${round(height * 0.42)} ${round(to - spread)},0 ${round(to + spread)},0" fill="url(#beam)" opacity="${round(0.25 + 0.4 * random.next())}"/>`
  })
  const crowd = Array.from({ length: 34 }, (_, index) => {
    const x = (index / 33) * width + random.range(-12, 12)
    const head = height * random.range(0.022, 0.03)
    const y = height * random.range(0.74, 0.82)
    const arm =
      random.next() > 0.6
        ? `<path d="M${round(x)} ${round(y + head)} l${round(random.range(-30, 30))} ${round(-head * 4)}" stroke="#05040a" stroke-width="${round(head * 0.7)}" stroke-linecap="round"/>`
        : ''
    return `${arm}<circle cx="${round(x)}" cy="${round(y)}" r="${round(head)}" fill="#05040a"/><rect x="${round(x - head * 1.4)}" y="${round(y + head)}" width="${round(head * 2.8)}" height="${round(height)}" rx="${round(head)}" fill="#05040a"/>`
  })
  const booth = `<rect x="${round(width * 0.38)}" y="${round(height * 0.5)}" width="${round(width * 0.24)}" height="${round(height * 0.12)}" rx="6" fill="#0b0b10" stroke="${glow}" stroke-width="2"/>
  <circle cx="${round(width * 0.5)}" cy="${round(height * 0.44)}" r="${round(height * 0.045)}" fill="#05040a"/>
  <rect x="${round(width * 0.5 - height * 0.06)}" y="${round(height * 0.48)}" width="${round(height * 0.12)}" height="${round(height * 0.05)}" rx="8" fill="#05040a"/>`
  const label = caption
    ? `<text x="${round(width * 0.04)}" y="${round(height * 0.94)}" fill="#f5f5f8" font-family="${FONT_STACK}" font-size="${round(height * 0.035)}" font-weight="700" letter-spacing="4">${escapeXml(caption.toUpperCase())}</text>`
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(name)} on stage">
  <defs>
    <radialGradient id="glow" cx="50%" cy="45%" r="60%"><stop offset="0" stop-color="${glow}" stop-opacity="0.75"/><stop offset="1" stop-color="${sky}" stop-opacity="0"/></radialGradient>
    <linearGradient id="beam" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="${beam}" stop-opacity="0.9"/><stop offset="1" stop-color="${beam}" stop-opacity="0"/></linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="${sky}"/>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  ${beams.join('\n  ')}
  ${booth}
  ${crowd.join('')}
  ${label}
</svg>`
}

/** The home page's hero: a wide stage scene (16:9). */
export const heroSvg = (name: string, seed: number) =>
  stageScene({ name, seed, width: 1600, height: 900 })

/** A press photo to download: a portrait scene with the artist's name on it. */
export const pressPhotoSvg = (name: string, seed: number) =>
  stageScene({ name, seed, width: 1200, height: 1500, caption: name })
