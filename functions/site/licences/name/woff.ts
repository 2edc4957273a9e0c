import { inflateSync } from 'node:zlib'

const WOFF = 0x774f4646 // 'wOFF'
const HEADER = 44
const WOFF_ENTRY = 20
const SFNT_ENTRY = 16

/**
 * The TrueType/OpenType font inside a WOFF 1.0 file. HarfBuzz reads only plain sfnt, and WOFF is
 * sfnt with each table zlib-compressed (W3C WOFF 1.0, sections 3-5), so rebuilding it is a table
 * copy. A file that is already sfnt is returned as it is.
 */
export function woffToSfnt(file: Uint8Array): Uint8Array {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength)
  if (view.getUint32(0) !== WOFF) return file
  const flavor = view.getUint32(4)
  const count = view.getUint16(12)
  const tables = Array.from({ length: count }, (_, index) => {
    const at = HEADER + index * WOFF_ENTRY
    return {
      tag: view.getUint32(at),
      offset: view.getUint32(at + 4),
      compressedLength: view.getUint32(at + 8),
      length: view.getUint32(at + 12),
      checksum: view.getUint32(at + 16),
    }
  })
  const padded = (length: number) => (length + 3) & ~3
  const directory = 12 + SFNT_ENTRY * count
  const sfnt = new Uint8Array(
    tables.reduce((size, table) => size + padded(table.length), directory),
  )
  const out = new DataView(sfnt.buffer)
  // The offset table's binary-search fields (OpenType "Table Directory").
  const selector = Math.floor(Math.log2(count))
  const searchRange = 2 ** selector * SFNT_ENTRY
  out.setUint32(0, flavor)
  out.setUint16(4, count)
  out.setUint16(6, searchRange)
  out.setUint16(8, selector)
  out.setUint16(10, count * SFNT_ENTRY - searchRange)
  let offset = directory
  tables.forEach((table, index) => {
    const stored = file.subarray(table.offset, table.offset + table.compressedLength)
    const data = table.compressedLength < table.length ? inflateSync(stored) : stored
    if (data.byteLength !== table.length) throw new Error('A WOFF table has the wrong length')
    sfnt.set(data, offset)
    const record = 12 + index * SFNT_ENTRY
    out.setUint32(record, table.tag)
    out.setUint32(record + 4, table.checksum)
    out.setUint32(record + 8, offset)
    out.setUint32(record + 12, table.length)
    offset += padded(table.length)
  })
  return sfnt
}
