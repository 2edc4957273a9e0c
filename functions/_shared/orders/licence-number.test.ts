import { describe, expect, it } from 'vitest'
import { LICENCE_NUMBER_PATTERN, newAccessToken, newLicenceNumber } from './licence-number.ts'

describe('licence numbers', () => {
  it('read KV-<year>-<8 unambiguous characters>', () => {
    const number = newLicenceNumber(new Date('2026-11-22T10:00:00Z'))
    expect(number).toMatch(LICENCE_NUMBER_PATTERN)
    expect(number.startsWith('KV-2026-')).toBe(true)
    // The database's own check accepts it too.
    expect(number).toMatch(/^[A-Z0-9-]{8,40}$/)
  })

  it('never use I, L, O or U', () => {
    for (let i = 0; i < 200; i++)
      expect(newLicenceNumber(new Date()).slice(8)).not.toMatch(/[ILOU]/)
  })

  it('map random bytes onto the whole alphabet', () => {
    const bytes = (value: number) => (buffer: Uint8Array<ArrayBuffer>) => buffer.fill(value)
    expect(newLicenceNumber(new Date('2027-01-01T00:00:00Z'), bytes(0))).toBe('KV-2027-00000000')
    expect(newLicenceNumber(new Date('2027-01-01T00:00:00Z'), bytes(31))).toBe('KV-2027-ZZZZZZZZ')
    expect(newLicenceNumber(new Date('2027-01-01T00:00:00Z'), bytes(255))).toBe('KV-2027-ZZZZZZZZ')
  })

  it('are different each time', () => {
    const numbers = new Set(Array.from({ length: 500 }, () => newLicenceNumber(new Date())))
    expect(numbers.size).toBe(500)
  })
})

describe('access tokens', () => {
  it('carry 32 random bytes, URL-safe, long enough for the database check', () => {
    const token = newAccessToken()
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(newAccessToken()).not.toBe(token)
  })
})
