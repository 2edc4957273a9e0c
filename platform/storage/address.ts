import { storageErrors } from './errors.ts'

export const STORAGE_BASE = '/storage/v1'

export type ObjectAddress = { bucket: string; name: string }

// Object names become file paths under the bucket's folder: nothing may climb out or hide.
const MAX_NAME_BYTES = 1024
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/

/**
 * The bucket and object name after `routePrefix` (e.g. `/object/sign/`) in the request URL,
 * percent-decoded. storage-js sends names through encodeURI, so each byte is decoded once here
 * and the name checked: no empty, `.` or `..` segments, no backslashes or control characters.
 */
export function objectAddress(url: string, routePrefix: string): ObjectAddress {
  const rest = routeRemainder(url, routePrefix)
  const slash = rest.indexOf('/')
  if (slash === -1) throw storageErrors.invalidKey(decode(rest))
  const bucket = validBucketId(decode(rest.slice(0, slash)))
  const name = decode(rest.slice(slash + 1))
  return { bucket, name: validObjectName(name) }
}

/** The bucket id after `routePrefix`, for routes that address a whole bucket. */
export function bucketAddress(url: string, routePrefix: string): string {
  return validBucketId(decode(routeRemainder(url, routePrefix)))
}

export function validObjectName(name: string): string {
  const segments = name.split('/')
  const invalid =
    name === '' ||
    Buffer.byteLength(name) > MAX_NAME_BYTES ||
    CONTROL_CHARACTERS.test(name) ||
    name.includes('\\') ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..')
  if (invalid) throw storageErrors.invalidKey(name)
  return name
}

function validBucketId(bucket: string): string {
  if (bucket === '' || bucket === '.' || bucket === '..' || /[/\\]/.test(bucket)) {
    throw storageErrors.noSuchBucket()
  }
  return bucket
}

function routeRemainder(url: string, routePrefix: string): string {
  const path = new URL(url).pathname
  const prefix = `${STORAGE_BASE}${routePrefix}`
  if (!path.startsWith(prefix)) throw storageErrors.invalidRequest(`Unexpected path ${path}`)
  return path.slice(prefix.length)
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part)
  } catch {
    throw storageErrors.invalidKey(part)
  }
}
