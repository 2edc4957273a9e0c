/** Helpers shared by the generated covers and product images. */

export const FONT_STACK =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/** Titles and names come from the database; never let them break out of the markup. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!)
}

/** One decimal is plenty at a 1000-unit viewBox and keeps the files small. */
export function round(value: number): number {
  return Math.round(value * 10) / 10
}

/**
 * Colours as hex: SVG 1.1 renderers (thumbnailers, image libraries) know rgb and hex only,
 * not CSS hsl(), but hue/saturation/lightness is the natural way to derive a palette.
 */
export function hslToHex(hue: number, saturation: number, lightness: number): string {
  const h = ((hue % 360) + 360) % 360
  const s = saturation / 100
  const l = lightness / 100
  const channel = (n: number) => {
    const k = (n + h / 30) % 12
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1))
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(0)}${channel(8)}${channel(4)}`
}

/**
 * Greedy word wrap. Words longer than a line stay whole (the caller shrinks the font);
 * lines beyond `maxLines` are merged into the last one rather than dropped.
 */
export function wrapWords(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean)
  const lines: string[] = []
  for (const word of words) {
    const last = lines[lines.length - 1]
    if (
      last !== undefined &&
      (last.length + 1 + word.length <= maxChars || lines.length === maxLines)
    ) {
      lines[lines.length - 1] = `${last} ${word}`
    } else {
      lines.push(word)
    }
  }
  return lines
}

/** Rough width of bold caps in a sans-serif, as a fraction of the font size: up to ~0.8 em in
 * common fonts, so titles are sized to fit rather than to fill. */
const CAP_WIDTH = 0.8

/** The largest font size (up to `max`) at which every line fits in `width`. */
export function fitFontSize(lines: readonly string[], width: number, max: number): number {
  const longest = Math.max(1, ...lines.map((line) => line.length))
  return Math.max(28, Math.min(max, Math.floor(width / (longest * CAP_WIDTH))))
}

export function textBlock(options: {
  lines: readonly string[]
  x: number
  /** Baseline of the last line; the block grows upwards. */
  bottom: number
  fontSize: number
  fill: string
  weight: number
  letterSpacing?: number
  anchor?: 'start' | 'end' | 'middle'
}): string {
  const lineHeight = options.fontSize * 0.98
  const top = options.bottom - lineHeight * (options.lines.length - 1)
  const spans = options.lines
    .map(
      (line, index) =>
        `<tspan x="${options.x}" y="${round(top + index * lineHeight)}">${escapeXml(line)}</tspan>`,
    )
    .join('')
  const spacing = options.letterSpacing ? ` letter-spacing="${options.letterSpacing}"` : ''
  const anchor =
    options.anchor && options.anchor !== 'start' ? ` text-anchor="${options.anchor}"` : ''
  return `<text font-family="${FONT_STACK}" font-size="${options.fontSize}" font-weight="${options.weight}" fill="${options.fill}"${spacing}${anchor}>${spans}</text>`
}
