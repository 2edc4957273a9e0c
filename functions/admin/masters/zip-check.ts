import { AppError } from '../../_shared/http/errors.ts'
import type { StoredObject } from '../catalog/storage-api.ts'

/** The end of central directory record, with the longest comment a zip may have. */
const TAIL_BYTES = 22 + 0xffff
/** A stems zip's directory: generous for hundreds of files with long names. */
const MAX_DIRECTORY_BYTES = 4 * 1024 * 1024
const CENTRAL_HEADER = 0x02014b50
const END_OF_DIRECTORY = 0x06054b50
const ZIP64_LOCATOR = 0x07064b50
const ZIP64_END = 0x06064b50

/** Audio a stems zip may hold; system files zip tools add are ignored. */
const STEM_EXTENSIONS = /\.(wav|aif|aiff|flac)$/i
const IGNORED = /(^|\/)(__MACOSX\/|\.DS_Store$|Thumbs\.db$)/

export type ZipFacts = { stems: number; bytes: number }

/**
 * Checks a stored stems zip as it streams past, holding only its tail: the end record is found,
 * the central directory lies where it says and ends where the end record begins, each entry's
 * local header sits where the directory says (its signature was seen there), names stay inside
 * the archive, and the files are audio (WAV, AIFF or FLAC). 422 `zip_invalid` otherwise.
 */
export async function checkStemsZip(object: StoredObject): Promise<ZipFacts> {
  const reader = object.body.getReader()
  const localHeaders = new Set<number>()
  let tail: Uint8Array = new Uint8Array(0)
  let total = 0
  // The last 3 bytes of the previous chunk, so a signature split across chunks is still seen.
  let carry: Uint8Array = new Uint8Array(0)
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    const joined = concat(carry, value)
    const base = total - carry.byteLength
    for (let i = 0; i + 4 <= joined.byteLength; i++) {
      if (
        joined[i] === 0x50 &&
        joined[i + 1] === 0x4b &&
        joined[i + 2] === 3 &&
        joined[i + 3] === 4
      ) {
        localHeaders.add(base + i)
      }
    }
    carry = joined.slice(Math.max(0, joined.byteLength - 3))
    total += value.byteLength
    tail = keepLast(concat(tail, value), TAIL_BYTES + MAX_DIRECTORY_BYTES)
  }
  return readDirectory(tail, total, localHeaders)
}

/** The directory check, on the archive's tail, its size, and where local headers were seen. */
export function readDirectory(
  tail: Uint8Array,
  total: number,
  localHeaders: ReadonlySet<number>,
): ZipFacts {
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength)
  const tailStart = total - tail.byteLength
  let end = -1
  for (let i = tail.byteLength - 22; i >= Math.max(0, tail.byteLength - TAIL_BYTES); i--) {
    if (
      view.getUint32(i, true) === END_OF_DIRECTORY &&
      i + 22 + view.getUint16(i + 20, true) === tail.byteLength
    ) {
      end = i
      break
    }
  }
  if (end === -1) throw invalid('no end of central directory was found')
  let entries = view.getUint16(end + 10, true)
  let directorySize = view.getUint32(end + 12, true)
  let directoryOffset = view.getUint32(end + 16, true)
  let directoryEnd = tailStart + end
  if (entries === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
    const locator = end - 20
    if (locator < 0 || view.getUint32(locator, true) !== ZIP64_LOCATOR)
      throw invalid('its zip64 locator is missing')
    const record = Number(view.getBigUint64(locator + 8, true)) - tailStart
    if (record < 0 || view.getUint32(record, true) !== ZIP64_END)
      throw invalid('its zip64 end record is missing')
    entries = Number(view.getBigUint64(record + 32, true))
    directorySize = Number(view.getBigUint64(record + 40, true))
    directoryOffset = Number(view.getBigUint64(record + 48, true))
    directoryEnd = tailStart + record
  }
  if (entries === 0) throw invalid('it is empty')
  if (directoryOffset + directorySize !== directoryEnd)
    throw invalid('its directory is not where it says')
  let at = directoryOffset - tailStart
  if (at < 0) throw invalid('its directory is larger than a stems zip needs')
  let stems = 0
  for (let index = 0; index < entries; index++) {
    if (at + 46 > tail.byteLength || view.getUint32(at, true) !== CENTRAL_HEADER) {
      throw invalid('its directory is damaged')
    }
    const nameLength = view.getUint16(at + 28, true)
    const extraLength = view.getUint16(at + 30, true)
    const commentLength = view.getUint16(at + 32, true)
    const name = new TextDecoder().decode(tail.subarray(at + 46, at + 46 + nameLength))
    let localOffset = view.getUint32(at + 42, true)
    if (localOffset === 0xffffffff)
      localOffset = zip64Offset(view, at + 46 + nameLength, extraLength, at)
    if (!localHeaders.has(localOffset) || localOffset >= directoryOffset) {
      throw invalid(`the file ${name} is not where the directory says`)
    }
    if (name.startsWith('/') || name.split('/').includes('..') || name.includes('\\')) {
      throw invalid(`the name ${name} leaves the archive`)
    }
    if (!name.endsWith('/') && !IGNORED.test(name)) {
      if (!STEM_EXTENSIONS.test(name)) throw invalid(`${name} is not a WAV, AIFF or FLAC stem`)
      stems++
    }
    at += 46 + nameLength + extraLength + commentLength
  }
  if (stems === 0) throw invalid('it holds no audio')
  return { stems, bytes: total }
}

/** A zip64 entry's local header offset, from its extra field (after the sizes it replaces). */
function zip64Offset(
  view: DataView,
  extraStart: number,
  extraLength: number,
  entry: number,
): number {
  let at = extraStart
  while (at + 4 <= extraStart + extraLength) {
    const id = view.getUint16(at, true)
    const size = view.getUint16(at + 2, true)
    if (id === 0x0001) {
      let field = at + 4
      if (view.getUint32(entry + 24, true) === 0xffffffff) field += 8
      if (view.getUint32(entry + 20, true) === 0xffffffff) field += 8
      return Number(view.getBigUint64(field, true))
    }
    at += 4 + size
  }
  throw invalid('an entry’s zip64 offset is missing')
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.byteLength === 0) return b
  const out = new Uint8Array(a.byteLength + b.byteLength)
  out.set(a)
  out.set(b, a.byteLength)
  return out
}

function keepLast(bytes: Uint8Array, length: number): Uint8Array {
  return bytes.byteLength <= length ? bytes : bytes.slice(bytes.byteLength - length)
}

function invalid(why: string) {
  return new AppError('zip_invalid', `The stems must be one zip archive of audio files: ${why}.`, {
    path: 'zip_invalid',
  })
}
