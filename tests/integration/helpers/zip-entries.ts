import { crc32, inflateRawSync } from 'node:zlib'

/**
 * A zip's files, read the way an unzip tool reads them: from the central directory, each local
 * header, and its data inflated and checked against its CRC-32. Throws on anything inconsistent.
 */
export function zipEntries(zip: Uint8Array): { name: string; data: Uint8Array }[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength)
  let end = zip.byteLength - 22
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end--
  if (end < 0) throw new Error('no end of central directory')
  const count = view.getUint16(end + 10, true)
  let at = view.getUint32(end + 16, true)
  const entries: { name: string; data: Uint8Array }[] = []
  for (let i = 0; i < count; i++) {
    if (view.getUint32(at, true) !== 0x02014b50) throw new Error('bad central header')
    const method = view.getUint16(at + 10, true)
    const crc = view.getUint32(at + 16, true)
    const compressed = view.getUint32(at + 20, true)
    const nameLength = view.getUint16(at + 28, true)
    const extra = view.getUint16(at + 30, true)
    const comment = view.getUint16(at + 32, true)
    const local = view.getUint32(at + 42, true)
    const name = new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength))
    if (view.getUint32(local, true) !== 0x04034b50) throw new Error(`bad local header: ${name}`)
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true)
    const body = zip.subarray(start, start + compressed)
    const data = method === 0 ? body : new Uint8Array(inflateRawSync(body))
    if (crc32(data) >>> 0 !== crc) throw new Error(`CRC mismatch: ${name}`)
    entries.push({ name, data })
    at += 46 + nameLength + extra + comment
  }
  return entries
}
