/**
 * Stylised line-and-block drawings of shop gear, centred in the 1000×1000 square above the
 * product name. Unknown categories get a large monogram so every product still has a picture.
 */
import type { Palette } from './cover-motifs.ts'
import { escapeXml, FONT_STACK } from './svg.ts'

const LIGHT = '#ecebf2'
const BODY = '#1d1c26'
const EDGE = 'stroke="#ecebf2" stroke-width="6"'

type Drawing = (palette: Palette) => string

const headphones: Drawing = ({ primary }) =>
  `<path d="M300 560V480a200 200 0 0 1 400 0v80" fill="none" stroke="${LIGHT}" stroke-width="34" stroke-linecap="round"/>` +
  [250, 650]
    .map(
      (x) =>
        `<rect x="${x}" y="470" width="100" height="200" rx="46" fill="${BODY}" ${EDGE}/>` +
        `<rect x="${x + 26}" y="500" width="48" height="140" rx="24" fill="${primary}"/>`,
    )
    .join('')

const controller: Drawing = ({ primary, secondary }) => {
  const jogs = [300, 700]
    .map(
      (cx) =>
        `<circle cx="${cx}" cy="450" r="112" fill="${BODY}" ${EDGE}/><circle cx="${cx}" cy="450" r="40" fill="${primary}"/>` +
        `<path d="M${cx} 350v40" stroke="${LIGHT}" stroke-width="8" stroke-linecap="round"/>`,
    )
    .join('')
  const faders = [452, 484, 516, 548]
    .map(
      (x, i) =>
        `<path d="M${x} 380v160" stroke="#55546a" stroke-width="6"/><rect x="${x - 12}" y="${420 + i * 24}" width="24" height="16" rx="3" fill="${LIGHT}"/>`,
    )
    .join('')
  const pads = Array.from({ length: 8 }, (_, i) => {
    const x = i < 4 ? 214 + i * 46 : 614 + (i - 4) * 46
    return `<rect x="${x}" y="590" width="36" height="36" rx="6" fill="${i % 3 === 0 ? secondary : primary}"/>`
  }).join('')
  return `<rect x="140" y="300" width="720" height="360" rx="36" fill="${BODY}" ${EDGE}/>${jogs}${faders}${pads}`
}

const monitors: Drawing = ({ primary }) =>
  [190, 540]
    .map(
      (x) =>
        `<rect x="${x}" y="230" width="270" height="460" rx="22" fill="${BODY}" ${EDGE}/>` +
        `<circle cx="${x + 135}" cy="330" r="38" fill="#2c2b38" ${EDGE}/>` +
        `<circle cx="${x + 135}" cy="530" r="100" fill="#2c2b38" ${EDGE}/><circle cx="${x + 135}" cy="530" r="36" fill="${primary}"/>`,
    )
    .join('')

const audioInterface: Drawing = ({ primary, secondary }) => {
  const knobs = [320, 470]
    .map(
      (cx) =>
        `<circle cx="${cx}" cy="470" r="46" fill="#2c2b38" ${EDGE}/><path d="M${cx} 470l-24-28" stroke="${LIGHT}" stroke-width="8" stroke-linecap="round"/>`,
    )
    .join('')
  const meters = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="${580 + i * 22}" y="${500 - i * 12}" width="14" height="${30 + i * 12}" rx="3" fill="${i > 3 ? secondary : primary}"/>`,
  ).join('')
  return `<rect x="180" y="370" width="640" height="220" rx="28" fill="${BODY}" ${EDGE}/>${knobs}${meters}<circle cx="760" cy="470" r="22" fill="none" ${EDGE}/>`
}

const carryCase: Drawing = ({ primary }) =>
  `<path d="M420 330v-50a24 24 0 0 1 24-24h112a24 24 0 0 1 24 24v50" fill="none" stroke="${LIGHT}" stroke-width="22"/>` +
  `<rect x="190" y="330" width="620" height="380" rx="40" fill="${BODY}" ${EDGE}/>` +
  '<path d="M190 430h620" stroke="#55546a" stroke-width="6"/>' +
  [300, 700]
    .map((x) => `<rect x="${x - 30}" y="414" width="60" height="34" rx="8" fill="${primary}"/>`)
    .join('')

function monogram(category: string): Drawing {
  const letter = escapeXml(category.trim().charAt(0).toUpperCase() || '?')
  return ({ primary }) =>
    `<circle cx="500" cy="470" r="230" fill="none" stroke="${primary}" stroke-width="18"/>` +
    `<text x="500" y="560" text-anchor="middle" font-family="${FONT_STACK}" font-size="260" font-weight="800" fill="${LIGHT}">${letter}</text>`
}

const DRAWINGS: readonly [RegExp, Drawing][] = [
  [/headphone/i, headphones],
  [/controller/i, controller],
  [/monitor|speaker/i, monitors],
  [/interface/i, audioInterface],
  [/case|bag|accessor/i, carryCase],
]

export function drawProduct(category: string, palette: Palette): string {
  const drawing = DRAWINGS.find(([pattern]) => pattern.test(category))?.[1] ?? monogram(category)
  return drawing(palette)
}
