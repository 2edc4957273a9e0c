// Pictures in the width they are shown: covers, product photos and the artist's photo are stored
// once, at the size the admin uploads (up to 2048 px), and served through Storage's image
// transformations (`/storage/v1/render/image/public/…?width=`), which resize, and answer WebP to
// browsers that take it. A phone showing a cover 180 px wide at 3 device pixels per CSS pixel
// asks for the 640 px one, not the 2048 px original.

import { env } from '@/config/app-env'

const OBJECT = '/storage/v1/object/public/'
const RENDER = '/storage/v1/render/image/public/'

/**
 * The project's Storage. The site's host proxies `RENDER` to it (web/build/redirects.ts), so the
 * renditions of its pictures are asked for on the site's own origin: over the connection that
 * brought the page, with no second handshake before the page's largest picture.
 */
const PROJECT_STORAGE = new URL(env.supabaseUrl).origin

/**
 * The widths offered in every `srcset`: a few, so that the CDN and the browser cache keep a few
 * copies of each picture rather than one per screen.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 800, 960, 1280, 1920] as const

/** What a link preview asks for: Facebook's and LinkedIn's 1.91:1 card, at their size. */
export const PREVIEW_IMAGE = { width: 1200, height: 630 } as const

type Transform = { width: number; height?: number; resize?: 'cover' | 'contain' | 'fill' }

/**
 * `url` resized by Storage, when it is a public Storage object; else `url` itself. The project's
 * own pictures come through the site's origin, unless `absolute` (a link preview, read by
 * another site).
 */
export function renditionUrl(
  url: string,
  { width, height, resize }: Transform,
  { absolute = false } = {},
): string {
  const at = url.indexOf(OBJECT)
  if (at < 0) return url
  const [path = '', query] = url.slice(at + OBJECT.length).split('?')
  const params = new URLSearchParams(query)
  params.set('width', String(width))
  if (height !== undefined) params.set('height', String(height))
  if (resize !== undefined) params.set('resize', resize)
  const origin = url.slice(0, at)
  const sameSite = !absolute && origin === PROJECT_STORAGE
  return `${sameSite ? '' : origin}${RENDER}${path}?${params}`
}

export type ResponsiveImage = { src: string; srcSet?: string; sizes?: string }

/**
 * `<img>` attributes for `url` shown at `sizes` (a `sizes` attribute: the CSS width it takes, by
 * viewport): the widths of IMAGE_WIDTHS a screen of up to 3 device pixels per CSS pixel may pick
 * for it, and `fallback` (px) as `src` for browsers without `srcset`. Not a Storage picture: the
 * picture as it is.
 */
export function responsiveImage(url: string, sizes: string, fallback = 640): ResponsiveImage {
  if (!url.includes(OBJECT)) return { src: url }
  return {
    src: renditionUrl(url, { width: fallback }),
    srcSet: widthsFor(sizes)
      .map((width) => `${renditionUrl(url, { width })} ${width}w`)
      .join(', '),
    sizes,
  }
}

const REM_PX = 16
/** The densest screens: phones at 3 device pixels per CSS pixel. */
const MAX_DEVICE_PIXEL_RATIO = 3

/**
 * The widths worth offering for a picture shown at `sizes`: up to the first that covers its
 * largest CSS width at the densest screens. A 5rem thumbnail gets 160 and 320; a picture as wide
 * as the screen, with no breakpoint above which it stops growing, gets every width.
 */
function widthsFor(sizes: string): readonly number[] {
  const needed = largestCssWidth(sizes) * MAX_DEVICE_PIXEL_RATIO
  const last = IMAGE_WIDTHS.findIndex((width) => width >= needed)
  return last < 0 ? IMAGE_WIDTHS : IMAGE_WIDTHS.slice(0, last + 1)
}

/**
 * The widest a picture can be shown under `sizes`, whose entries are `(min-width: Nrem) length`
 * with a plain `length` last: a `vw` length applies below the smallest breakpoint before it.
 * Anything else is taken as unbounded.
 */
function largestCssWidth(sizes: string): number {
  let viewportBelow = Number.POSITIVE_INFINITY
  let largest = 0
  for (const entry of sizes.split(',')) {
    const match = /^\s*(?:\(min-width:\s*([\d.]+)rem\)\s*)?([\d.]+)(rem|px|vw)\s*$/.exec(entry)
    if (!match) return Number.POSITIVE_INFINITY
    const [, breakpoint, value, unit] = match
    const length = Number(value)
    const width =
      unit === 'vw' ? (length / 100) * viewportBelow : unit === 'rem' ? length * REM_PX : length
    largest = Math.max(largest, width)
    if (breakpoint) viewportBelow = Math.min(viewportBelow, Number(breakpoint) * REM_PX)
  }
  return largest
}

/** The picture cut to a link preview's card (`og:image`), with its size when it is known. */
export function previewImage(url: string): { url: string; width?: number; height?: number } {
  if (!url.includes(OBJECT)) return { url }
  return {
    url: renditionUrl(url, { ...PREVIEW_IMAGE, resize: 'cover' }, { absolute: true }),
    ...PREVIEW_IMAGE,
  }
}

/**
 * How wide each kind of picture is shown (the stylesheets' widths, by breakpoint `48rem`), for
 * the `sizes` attribute and the head's preload of the same picture.
 */
export const IMAGE_SIZES = {
  /** Home's photo, across the whole screen. */
  hero: '100vw',
  /** A track page's cover: the whole column on a phone, 22rem beside the text from 48rem. */
  trackCover: '(min-width: 48rem) 22rem, 100vw',
  /** Covers in the featured grid: two a row on a phone. */
  trackCard: '(min-width: 48rem) 18rem, 50vw',
  /** A product in the shop's grid: one a row on a phone. */
  productCard: '(min-width: 48rem) 20rem, 100vw',
  /** A product page's main photo. */
  productPhoto: '(min-width: 48rem) 36rem, 100vw',
  /** Thumbnails: the track list's covers and the gallery's. */
  thumbnail: '5rem',
  /** The cart's and the player bar's. */
  smallThumbnail: '3rem',
  /** A press photo's preview (the download is the original, for print). */
  pressPhoto: '15rem',
} as const
