import { describe, expect, it } from 'vitest'
import { clientAddress } from './client-address.ts'

const headers = (entries: Record<string, string>) => new Headers(entries)

describe('clientAddress', () => {
  it('trusts the address Cloudflare sets over anything a client can put in x-forwarded-for', () => {
    expect(
      clientAddress(
        headers({
          'cf-connecting-ip': '203.0.113.7',
          'x-real-ip': '10.0.0.9',
          'x-forwarded-for': '6.6.6.6, 203.0.113.7, 10.0.0.1',
        }),
      ),
    ).toBe('203.0.113.7')
  })

  it('falls back to x-real-ip, then to the first x-forwarded-for entry, then to nothing', () => {
    expect(
      clientAddress(headers({ 'x-real-ip': '2001:DB8::1', 'x-forwarded-for': '6.6.6.6' })),
    ).toBe('2001:db8::1')
    expect(clientAddress(headers({ 'x-forwarded-for': ' 198.51.100.2 , 10.0.0.1' }))).toBe(
      '198.51.100.2',
    )
    expect(clientAddress(headers({ 'cf-connecting-ip': ' ', 'x-real-ip': ' ' }))).toBeNull()
    expect(clientAddress(headers({}))).toBeNull()
  })

  it('bounds what it keeps, so a forged header cannot make huge rate-limit keys', () => {
    expect(clientAddress(headers({ 'x-forwarded-for': 'a'.repeat(5000) }))).toHaveLength(64)
  })
})
