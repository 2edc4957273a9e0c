import type { ResizeMode } from './transform-options.ts'

export type Size = { width: number; height: number }

export type Geometry = {
  /** The whole picture scaled to this size first… */
  scaled: Size
  /** …then this centred part of it is kept (equal to `scaled` when nothing is cropped). */
  output: Size
}

/**
 * The sizes imgproxy (behind Storage) computes for a request, without zoom or DPR: `cover` scales
 * to fill the box and crops the centre, `contain` fits inside it, `fill` stretches to it; with only
 * a width or a height the other side follows the picture's proportions (for `fill` it stays as it
 * is). A raster picture is never enlarged: the scale stops at 1 and the crop at what is there.
 * A vector one (SVG) is drawn at any size.
 */
export function renditionGeometry(
  source: Size,
  request: { width?: number | undefined; height?: number | undefined; resize?: ResizeMode },
  isVector: boolean,
): Geometry {
  const { width = 0, height = 0 } = request
  const resize = request.resize ?? 'cover'
  let wShrink = width && width !== source.width ? source.width / width : 1
  let hShrink = height && height !== source.height ? source.height / height : 1
  if (wShrink !== 1 || hShrink !== 1) {
    if (!width && resize !== 'fill') wShrink = hShrink
    else if (!height && resize !== 'fill') hShrink = wShrink
    else if (resize === 'contain') wShrink = hShrink = Math.max(wShrink, hShrink)
    else if (resize === 'cover') wShrink = hShrink = Math.min(wShrink, hShrink)
  }
  if (!isVector) {
    const least = Math.min(wShrink, hShrink)
    if (least < 1) {
      wShrink /= least
      hShrink /= least
    }
  }
  // Never below one pixel.
  wShrink = Math.min(wShrink, source.width)
  hShrink = Math.min(hShrink, source.height)
  const scaled = {
    width: Math.max(1, Math.round(source.width / wShrink)),
    height: Math.max(1, Math.round(source.height / hShrink)),
  }
  return {
    scaled,
    output: {
      width: width ? Math.min(width, scaled.width) : scaled.width,
      height: height ? Math.min(height, scaled.height) : scaled.height,
    },
  }
}
