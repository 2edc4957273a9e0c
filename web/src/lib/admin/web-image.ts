// The pictures the site shows (the home page's photo, track covers, product photos) are sent at a
// size the site can use, not as the camera made them: a 12-megapixel phone photo of 4 MB would be
// what every visitor's phone downloads, and decodes into 48 MB of memory, to show 400 pixels of
// it. The press kit's photos are left whole: they are there to be downloaded for print.

export type Bounds = { width: number; height: number }

/** The largest each kind of picture is sent: twice to three times the size the site shows it at. */
export const WEB_IMAGE_BOUNDS = {
  /** Full width on a wide screen. */
  hero: { width: 2400, height: 2400 },
  cover: { width: 1600, height: 1600 },
  product: { width: 1600, height: 1600 },
} as const satisfies Record<string, Bounds>

/** Photos the browser can decode and re-encode; SVG and anything else is sent as it is. */
const RASTER = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif'])

/** What WebP's encoder is asked for: no visible loss on a photo at a third of JPEG's size. */
const WEBP_QUALITY = 0.85

/** `size` scaled down (never up) to fit within `bounds`, keeping its proportions. */
export function fitWithin(size: Bounds, bounds: Bounds): Bounds {
  const scale = Math.min(1, bounds.width / size.width, bounds.height / size.height)
  if (scale === 1) return { width: size.width, height: size.height }
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  }
}

/** `name` with the extension of a WebP file. */
export const webpName = (name: string) => `${name.replace(/\.[^./\\]*$/, '') || 'image'}.webp`

/**
 * `file` as a WebP file that fits within `bounds` (turned upright as its EXIF says) when it is a
 * larger photo, or when the WebP is smaller anyway; otherwise `file` itself. A file the browser
 * cannot decode, or a browser that cannot encode WebP, leaves it as it is: the server's check of
 * what arrived has the last word either way.
 */
export async function fitForWeb(file: File, contentType: string, bounds: Bounds): Promise<File> {
  if (!RASTER.has(contentType) || typeof createImageBitmap !== 'function') return file
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    return file
  }
  try {
    const size = fitWithin(bitmap, bounds)
    const tooLarge = size.width < bitmap.width || size.height < bitmap.height
    const webp = await encodeWebp(bitmap, size)
    if (!webp || (!tooLarge && webp.size >= file.size)) return file
    return new File([webp], webpName(file.name), {
      type: 'image/webp',
      lastModified: file.lastModified,
    })
  } finally {
    bitmap.close()
  }
}

async function encodeWebp(bitmap: ImageBitmap, size: Bounds): Promise<Blob | null> {
  const canvas =
    typeof OffscreenCanvas === 'function'
      ? new OffscreenCanvas(size.width, size.height)
      : Object.assign(document.createElement('canvas'), size)
  const context = canvas.getContext('2d') as
    | OffscreenCanvasRenderingContext2D
    | CanvasRenderingContext2D
    | null
  if (!context) return null
  context.imageSmoothingQuality = 'high'
  context.drawImage(bitmap, 0, 0, size.width, size.height)
  const blob =
    canvas instanceof HTMLCanvasElement
      ? await new Promise<Blob | null>((resolve) =>
          canvas.toBlob(resolve, 'image/webp', WEBP_QUALITY),
        )
      : await canvas.convertToBlob({ type: 'image/webp', quality: WEBP_QUALITY })
  // A browser without a WebP encoder answers with a PNG.
  return blob?.type === 'image/webp' ? blob : null
}
