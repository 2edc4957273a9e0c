import type { ImageType } from '../../_shared/contract/admin/catalog.ts'

// What an uploaded image really is, from its first bytes: Storage only checks the content type
// the browser declared, so a renamed file would otherwise become a broken cover.

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte)

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to))

/** The image type the bytes are, among those the catalogue accepts; null for anything else. */
export function sniffImageType(prefix: Uint8Array): ImageType | null {
  if (startsWith(prefix, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(prefix, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (ascii(prefix, 0, 4) === 'RIFF' && ascii(prefix, 8, 12) === 'WEBP') return 'image/webp'
  if (isAvif(prefix)) return 'image/avif'
  if (isSvg(prefix)) return 'image/svg+xml'
  return null
}

/** An ISO-BMFF `ftyp` box whose major or compatible brands include AVIF. */
function isAvif(prefix: Uint8Array): boolean {
  if (prefix.length < 16 || ascii(prefix, 4, 8) !== 'ftyp') return false
  const boxSize = new DataView(prefix.buffer, prefix.byteOffset, 4).getUint32(0)
  const end = Math.min(boxSize, prefix.length)
  for (let at = 8; at + 4 <= end; at += 4) {
    if (at === 12) continue // the minor version, not a brand
    const brand = ascii(prefix, at, at + 4)
    if (brand === 'avif' || brand === 'avis') return true
  }
  return false
}

/** Text whose first element, after an XML declaration, comments or a doctype, is `<svg`. */
function isSvg(prefix: Uint8Array): boolean {
  const text = new TextDecoder('utf-8', { fatal: false })
    .decode(prefix.subarray(0, 4096))
    .replace(/^\uFEFF/, '')
  return /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(
    text,
  )
}
