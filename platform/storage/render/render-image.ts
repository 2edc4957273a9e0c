import sharp, { type Metadata, type Sharp } from 'sharp'
import { storageErrors } from '../errors.ts'
import { renditionGeometry, type Size } from './geometry.ts'
import { DEFAULT_QUALITY, type TransformOptions } from './transform-options.ts'

export const OUTPUT_FORMATS = ['jpeg', 'png', 'webp', 'avif', 'gif'] as const
export type OutputFormat = (typeof OUTPUT_FORMATS)[number]

export const CONTENT_TYPES: Record<OutputFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
}

/** Hosted Storage's documented limits for a source picture. */
export const MAX_SOURCE_BYTES = 25 * 1024 * 1024
const MAX_SOURCE_PIXELS = 50_000_000
/** imgproxy's request timeout behind Storage. */
const RENDER_TIMEOUT_SECONDS = 15
/** sharp's highest density for an SVG; a tiny SVG drawn larger is finished by the resize. */
const MAX_SVG_DENSITY = 100_000
const SVG_BASE_DENSITY = 72

// Storage's messages for what imgproxy refuses (src/storage/renderer/image.ts).
const UNSUPPORTED = 'The source image is invalid or unsupported for rendering'
const TOO_MANY_PIXELS = 'The source image resolution is too large to process'
export const TOO_MANY_BYTES = 'The source image file is too large to process'

type SourceFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif' | 'svg'

/**
 * The format the answer takes: the one asked for (`avif`, `webp`); else WebP when the browser
 * accepts it, as imgproxy's automatic WebP does on hosted Storage, unless `format=origin`; else the
 * source's own format, with an SVG drawn as PNG (it keeps the transparency).
 */
export function outputFormatFor(
  source: SourceFormat,
  option: TransformOptions['format'],
  acceptsWebp: boolean,
): OutputFormat {
  if (option === 'avif' || option === 'webp') return option
  if (option !== 'origin' && acceptsWebp) return 'webp'
  return source === 'svg' ? 'png' : source
}

export type Rendition = { body: Uint8Array; format: OutputFormat; size: Size }

/**
 * Renders a stored picture with sharp as imgproxy would behind Storage: oriented by its EXIF tag,
 * scaled and cropped (see geometry.ts), animation kept where the format can hold it, metadata
 * stripped, at `quality` (80). A source that is not a supported picture, or is too large, is
 * refused with Storage's `InvalidRequest` and its message, never a server error.
 */
export async function renderImage(
  bytes: Uint8Array,
  options: TransformOptions,
  acceptsWebp: boolean,
): Promise<Rendition> {
  const metadata = await readMetadata(bytes)
  const source = sourceFormatOf(metadata)
  const format = outputFormatFor(source, options.format, acceptsWebp)
  const frames = metadata.pages ?? 1
  const animated = frames > 1 && (source === 'gif' || source === 'webp') && format !== 'avif'
  const oriented = metadata.autoOrient
  const size = { width: oriented.width, height: metadata.pageHeight ?? oriented.height }
  const isVector = source === 'svg'
  if (!isVector && size.width * size.height > MAX_SOURCE_PIXELS) {
    throw storageErrors.invalidRequest(TOO_MANY_PIXELS)
  }
  const { scaled, output } = renditionGeometry(size, options, isVector)
  if (isVector && scaled.width * scaled.height > MAX_SOURCE_PIXELS) {
    throw storageErrors.invalidRequest(TOO_MANY_PIXELS)
  }
  // An SVG is drawn at the scale asked (librsvg takes 1-100000 dpi; the resize does the rest).
  const density = isVector
    ? Math.min(MAX_SVG_DENSITY, Math.max(1, (SVG_BASE_DENSITY * scaled.width) / size.width))
    : undefined
  const cropped = output.width !== scaled.width || output.height !== scaled.height
  const pipeline = sharp(bytes, {
    animated,
    limitInputPixels: MAX_SOURCE_PIXELS * (animated ? frames : 1),
    ...(density ? { density } : {}),
  })
    .autoOrient()
    // Scaling to `scaled` then keeping the centre is what `cover` does to `output` here.
    .resize(output.width, output.height, { fit: cropped ? 'cover' : 'fill', position: 'centre' })
    .timeout({ seconds: RENDER_TIMEOUT_SECONDS })
  const quality = options.quality ?? DEFAULT_QUALITY
  const encoded = encode(pipeline, format, quality)
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true })
    const height = animated ? (info.pageHeight ?? info.height) : info.height
    return { body: new Uint8Array(data), format, size: { width: info.width, height } }
  } catch (error) {
    throw refusal(error)
  }
}

function encode(pipeline: Sharp, format: OutputFormat, quality: number): Sharp {
  switch (format) {
    case 'jpeg':
      return pipeline.jpeg({ quality })
    case 'webp':
      return pipeline.webp({ quality })
    case 'avif':
      return pipeline.avif({ quality })
    case 'png':
      return pipeline.png()
    case 'gif':
      return pipeline.gif()
  }
}

async function readMetadata(bytes: Uint8Array): Promise<Metadata> {
  try {
    return await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch {
    throw storageErrors.invalidRequest(UNSUPPORTED)
  }
}

/** The sources Storage renders that this stand-in does too; anything else is unsupported. */
function sourceFormatOf(metadata: Metadata): SourceFormat {
  switch (metadata.format) {
    case 'jpeg':
    case 'png':
    case 'webp':
    case 'gif':
    case 'svg':
      return metadata.format
    case 'heif':
      // AVIF is HEIF with AV1 inside; HEIC (HEVC) is not among the sources.
      if (metadata.compression === 'av1') return 'avif'
      throw storageErrors.invalidRequest(UNSUPPORTED)
    default:
      throw storageErrors.invalidRequest(UNSUPPORTED)
  }
}

function refusal(error: unknown) {
  const message = error instanceof Error ? error.message : String(error)
  if (/pixel limit/i.test(message)) return storageErrors.invalidRequest(TOO_MANY_PIXELS)
  if (/timeout/i.test(message)) return storageErrors.imageTimedOut()
  console.error('storage: a picture could not be rendered', error)
  return storageErrors.invalidRequest(UNSUPPORTED)
}
