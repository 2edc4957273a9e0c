import { storageErrors } from '../errors.ts'

/**
 * The transformations Storage's render endpoints take (src/http/schemas/transformations.ts):
 * `width` and `height` in pixels, `resize` (cover, contain, fill), `quality` (20-100) and `format`
 * (origin, avif, webp). A width, height or quality of 0 means "not given", as in Storage.
 */
export type TransformOptions = {
  width?: number
  height?: number
  resize?: ResizeMode
  quality?: number
  format?: OutputFormatOption
}

export const RESIZE_MODES = ['cover', 'contain', 'fill'] as const
export type ResizeMode = (typeof RESIZE_MODES)[number]
export const FORMAT_OPTIONS = ['origin', 'avif', 'webp'] as const
export type OutputFormatOption = (typeof FORMAT_OPTIONS)[number]

/** Storage clamps sizes to its image limits; hosted documents 1-2500 pixels. */
export const SIZE_LIMITS = { min: 1, max: 2500 } as const
/** imgproxy's default, which Storage documents as the default quality. */
export const DEFAULT_QUALITY = 80

type Source = 'querystring' | 'body/transform'
type Values = Record<string, unknown>

/**
 * Validates transformations as Storage's JSON schema does with Fastify's coercion: numbers may
 * arrive as strings (`"300"`, `"3e2"`), must be finite integers, and out-of-range or unknown values
 * are refused with Storage's `InvalidRequest` and the schema's message (`querystring/width must
 * be integer`). Sizes are then clamped, not refused, as Storage does.
 */
export function parseTransformOptions(values: Values, source: Source): TransformOptions {
  const integer = (name: string, minimum: number, maximum?: number) => {
    const value = values[name]
    if (value === undefined) return undefined
    const number = coerceNumber(value)
    const where = `${source}/${name}`
    // Ajv's integer test: Infinity passes it, and is then refused as not finite.
    if (number === null || Number.isNaN(number) || number % 1)
      throw storageErrors.invalidRequest(`${where} must be integer`)
    if (!Number.isFinite(number))
      throw storageErrors.invalidRequest(`${where} must pass "finite" keyword validation`)
    if (number < minimum) throw storageErrors.invalidRequest(`${where} must be >= ${minimum}`)
    if (maximum !== undefined && number > maximum)
      throw storageErrors.invalidRequest(`${where} must be <= ${maximum}`)
    return number
  }
  const oneOf = <T extends string>(name: string, allowed: readonly T[]) => {
    const value = values[name]
    if (value === undefined) return undefined
    if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
      throw storageErrors.invalidRequest(
        `${source}/${name} must be equal to one of the allowed values`,
      )
    }
    return value as T
  }
  const options: TransformOptions = {}
  const width = integer('width', 0)
  const height = integer('height', 0)
  const resize = oneOf('resize', RESIZE_MODES)
  const format = oneOf('format', FORMAT_OPTIONS)
  const quality = integer('quality', 20, 100)
  if (width) options.width = clamp(width)
  if (height) options.height = clamp(height)
  if (resize) options.resize = resize
  if (quality) options.quality = quality
  if (format) options.format = format
  return options
}

/**
 * The query's transformation parameters, one value each. A parameter given twice is refused,
 * as Fastify's schema refuses an array where it expects one value.
 */
export function transformQuery(url: string): Values {
  const params = new URL(url).searchParams
  const values: Values = {}
  for (const name of ['width', 'height', 'resize', 'quality', 'format']) {
    const all = params.getAll(name)
    if (all.length > 1) {
      const expected = name === 'resize' || name === 'format' ? 'string' : 'integer'
      throw storageErrors.invalidRequest(`querystring/${name} must be ${expected}`)
    }
    if (all.length === 1) values[name] = all[0]
  }
  return values
}

/**
 * What a signed URL's token carries, in Storage's words (`height:200,width:300,resize:cover`):
 * the transformations are fixed when the URL is signed and cannot be changed in its query.
 */
export function toTransformationsClaim(options: TransformOptions): string {
  const segments: string[] = []
  if (options.height) segments.push(`height:${options.height}`)
  if (options.width) segments.push(`width:${options.width}`)
  if (options.width || options.height) segments.push(`resize:${options.resize ?? 'cover'}`)
  if (options.quality) segments.push(`quality:${options.quality}`)
  if (options.format && options.format !== 'origin') segments.push(`format:${options.format}`)
  return segments.join(',')
}

/** The transformations of a signed URL's token; what is not understood is left out, as Storage does. */
export function fromTransformationsClaim(claim: string, format?: string): TransformOptions {
  const values: Values = {}
  for (const segment of claim.split(',')) {
    const [name, value] = segment.split(':')
    if (name && value) values[name] = value
  }
  if (format === 'origin') values.format = format
  try {
    return parseTransformOptions(values, 'querystring')
  } catch {
    return {}
  }
}

/**
 * What imgproxy is asked for, as Storage reports it in `X-Transformations`
 * (`height:…,width:…,resizing_type:fill,quality:…,format:…`).
 */
export function describeTransformations(options: TransformOptions): string {
  const segments: string[] = []
  if (options.height) segments.push(`height:${options.height}`)
  if (options.width) segments.push(`width:${options.width}`)
  if (options.width || options.height) {
    const imgproxyType = { cover: 'fill', contain: 'fit', fill: 'force' }[options.resize ?? 'cover']
    segments.push(`resizing_type:${imgproxyType}`)
  }
  if (options.quality) segments.push(`quality:${options.quality}`)
  if (options.format && options.format !== 'origin') segments.push(`format:${options.format}`)
  return segments.join(',')
}

/** Ajv's coercion of a query string to a number: a non-empty string equal to its numeric value. */
function coerceNumber(value: unknown): number | null {
  if (typeof value === 'number') return value
  if (typeof value !== 'string' || value === '') return null
  const number = Number(value)
  // Ajv tests `x == +x`: blank-only strings (which Number reads as 0) are not numbers.
  return value.trim() === '' || Number.isNaN(number) ? null : number
}

function clamp(size: number): number {
  return Math.min(Math.max(size, SIZE_LIMITS.min), SIZE_LIMITS.max)
}
