/** Crockford's base 32: no I, L, O or U, so a number read aloud or retyped stays unambiguous. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const LICENCE_PREFIX = 'KV'
const RANDOM_LENGTH = 8

/** `KV-<year>-<8 characters>`, e.g. `KV-2026-7F3K9Q2M`. */
export const LICENCE_NUMBER_PATTERN = /^KV-\d{4}-[0-9A-HJKMNP-TV-Z]{8}$/

type RandomSource = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>

const secureRandom: RandomSource = (bytes) => crypto.getRandomValues(bytes)

/**
 * A new licence number for the year it is issued in. 32^8 (about 10^12) values per year: the
 * database's unique constraint is the backstop, a collision is not a realistic event.
 */
export function newLicenceNumber(issuedAt: Date, random: RandomSource = secureRandom): string {
  // 256 is a multiple of 32, so taking the low five bits of a byte is unbiased.
  const code = Array.from(random(new Uint8Array(RANDOM_LENGTH)), (byte) => ALPHABET[byte & 31])
  return `${LICENCE_PREFIX}-${issuedAt.getUTCFullYear()}-${code.join('')}`
}

/** The secret in download and certificate links: 32 random bytes, base64url (43 characters). */
export function newAccessToken(random: RandomSource = secureRandom): string {
  const bytes = random(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
}
