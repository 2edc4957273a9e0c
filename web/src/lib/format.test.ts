import { describe, expect, it } from 'vitest'
import {
  dateTimeFormat,
  formatClaim,
  formatDuration,
  formatMoney,
  numberFormat,
  regionNames,
} from './format'

describe('formatClaim', () => {
  it('formats the claims per language', () => {
    expect(formatClaim(50, 'en')).toBe('50+')
    expect(formatClaim(500_000, 'en')).toBe('500K+')
    expect(formatClaim(500_000, 'es')).toMatch(/^500\smil\+$/)
    expect(formatClaim(500_000, 'de')).toBe('500.000+')
  })
})

describe('formatMoney', () => {
  it('formats cents in the currency and language', () => {
    expect(formatMoney(2900, 'EUR', 'en')).toBe('€29')
    expect(formatMoney(2950, 'EUR', 'en')).toBe('€29.50')
    expect(formatMoney(2950, 'EUR', 'de')).toMatch(/^29,50\s€$/)
  })
})

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [65.7, '1:05'],
    [600, '10:00'],
  ])('%f s is %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text)
  })
})

describe('formatters', () => {
  it('builds one formatter per language and options, and reuses it', () => {
    const euros = numberFormat('es', { style: 'currency', currency: 'EUR' })
    expect(numberFormat('es', { style: 'currency', currency: 'EUR' })).toBe(euros)
    expect(numberFormat('fr', { style: 'currency', currency: 'EUR' })).not.toBe(euros)
    expect(numberFormat('es', { style: 'currency', currency: 'USD' })).not.toBe(euros)
    expect(dateTimeFormat('de', { dateStyle: 'long' })).toBe(
      dateTimeFormat('de', { dateStyle: 'long' }),
    )
    expect(
      dateTimeFormat('de', { dateStyle: 'long' }).format(new Date('2026-11-26T12:00:00Z')),
    ).toBe('26. November 2026')
    expect(regionNames('pt').of('DE')).toBe('Alemanha')
  })
})
