/**
 * A ZIP archive of a few files, deflated (or stored when deflating does not help), as any zip tool
 * writes one: local headers with sizes and CRC-32, then the central directory and its end record.
 */
import { crc32, deflateRawSync } from 'node:zlib'

export type ZipEntry = { name: string; data: Uint8Array }

export function zipFiles(
  entries: readonly ZipEntry[],
  modified = new Date('2026-01-01T00:00:00Z'),
): Uint8Array {
  const time = ((modified.getUTCHours() << 11) | (modified.getUTCMinutes() << 5)) >>> 0
  const date =
    (((modified.getUTCFullYear() - 1980) << 9) |
      ((modified.getUTCMonth() + 1) << 5) |
      modified.getUTCDate()) >>>
    0
  const locals: Uint8Array[] = []
  const centrals: Uint8Array[] = []
  let offset = 0
  for (const entry of entries) {
    const name = new TextEncoder().encode(entry.name)
    const deflated = new Uint8Array(deflateRawSync(entry.data, { level: 6 }))
    const stored = deflated.byteLength >= entry.data.byteLength
    const body = stored ? entry.data : deflated
    const crc = crc32(entry.data) >>> 0
    const local = new Uint8Array(30 + name.byteLength)
    const lv = new DataView(local.buffer)
    lv.setUint32(0, 0x04034b50, true)
    lv.setUint16(4, 20, true)
    lv.setUint16(6, 0x0800, true) // UTF-8 names
    lv.setUint16(8, stored ? 0 : 8, true)
    lv.setUint16(10, time, true)
    lv.setUint16(12, date, true)
    lv.setUint32(14, crc, true)
    lv.setUint32(18, body.byteLength, true)
    lv.setUint32(22, entry.data.byteLength, true)
    lv.setUint16(26, name.byteLength, true)
    local.set(name, 30)
    const central = new Uint8Array(46 + name.byteLength)
    const cv = new DataView(central.buffer)
    cv.setUint32(0, 0x02014b50, true)
    cv.setUint16(4, 20, true)
    cv.setUint16(6, 20, true)
    cv.setUint16(8, 0x0800, true)
    cv.setUint16(10, stored ? 0 : 8, true)
    cv.setUint16(12, time, true)
    cv.setUint16(14, date, true)
    cv.setUint32(16, crc, true)
    cv.setUint32(20, body.byteLength, true)
    cv.setUint32(24, entry.data.byteLength, true)
    cv.setUint16(28, name.byteLength, true)
    cv.setUint32(42, offset, true)
    central.set(name, 46)
    locals.push(local, body)
    centrals.push(central)
    offset += local.byteLength + body.byteLength
  }
  const directorySize = centrals.reduce((sum, part) => sum + part.byteLength, 0)
  const end = new Uint8Array(22)
  const ev = new DataView(end.buffer)
  ev.setUint32(0, 0x06054b50, true)
  ev.setUint16(8, entries.length, true)
  ev.setUint16(10, entries.length, true)
  ev.setUint32(12, directorySize, true)
  ev.setUint32(16, offset, true)
  const parts = [...locals, ...centrals, end]
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.byteLength
  }
  return out
}
