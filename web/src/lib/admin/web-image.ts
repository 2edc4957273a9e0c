// The pictures the site shows (the home page's photo, track covers, product photos) are sent at a
// size the site can use, not as the camera made them: a 12-megapixel phone photo of 4 MB would be
// what every visitor's phone downloads, and decodes into 48 MB of memory, to show 400 pixels of
// it. The press kit's photos are left whole: they are there to be downloaded for print.
//
// They go up as JPEG, which every link preview shows (these pictures are the pages' `og:image`),
// unless they have see-through parts: those go up as WebP, which keeps them.

export type Bounds = { width: number; height: number }

/** The largest each kind of picture is sent: about twice the size the site shows it at. */
export const WEB_IMAGE_BOUNDS = {
  /** Full width on a wide screen. */
  hero: { width: 2048, height: 2048 },
  cover: { width: 1200, height: 1200 },
  product: { width: 1600, height: 1600 },
} as const satisfies Record<string, Bounds>

/** Photos the browser can decode and re-encode; SVG and anything else is sent as it is. */
const RASTER = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif'])

/** What the encoders are asked for: no visible loss on a photo. */
const QUALITY = 0.85

/** `size` scaled down (never up) to fit within `bounds`, keeping its proportions. */
export function fitWithin(size: Bounds, bounds: Bounds): Bounds {
  const scale = Math.min(1, bounds.width / size.width, bounds.height / size.height)
  if (scale === 1) return { width: size.width, height: size.height }
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  }
}

/** `name` with the extension of the type it is sent as. */
export const renamed = (name: string, type: 'image/jpeg' | 'image/webp') =>
  `${name.replace(/\.[^./\\]*$/, '') || 'image'}.${type === 'image/jpeg' ? 'jpg' : 'webp'}`

/**
 * `file` fitted within `bounds` (turned upright as its EXIF says) when it is a larger photo, or
 * re-encoded when that makes it smaller anyway; otherwise `file` itself. A file the browser cannot
 * decode, or a see-through picture in a browser that cannot encode WebP, is left as it is: the
 * server's check of what arrived has the last word either way.
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
    const encoded = await encode(bitmap, size, contentType !== 'image/jpeg')
    if (!encoded || (!tooLarge && encoded.size >= file.size)) return file
    const type = encoded.type as 'image/jpeg' | 'image/webp'
    return new File([encoded], renamed(file.name, type), { type, lastModified: file.lastModified })
  } finally {
    bitmap.close()
  }
}

/** The picture drawn at `size`, as JPEG, or as WebP when it has see-through pixels. */
async function encode(bitmap: ImageBitmap, size: Bounds, mayBeSeeThrough: boolean) {
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
  const type = mayBeSeeThrough && seeThrough(context, size) ? 'image/webp' : 'image/jpeg'
  const blob =
    canvas instanceof HTMLCanvasElement
      ? await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, QUALITY))
      : await canvas.convertToBlob({ type, quality: QUALITY })
  // A browser without the encoder asked for answers with a PNG.
  return blob?.type === type ? blob : null
}

function seeThrough(
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D,
  size: Bounds,
): boolean {
  const { data } = context.getImageData(0, 0, size.width, size.height)
  for (let alpha = 3; alpha < data.length; alpha += 4) {
    if (data[alpha]! < 255) return true
  }
  return false
}
