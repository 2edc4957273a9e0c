import { describe, expect, it } from 'vitest'
import { centsFromEuros, decimalMarkOf, eurosFromCents } from './money'

describe('prices typed in euros', () => {
  it('become whole cents, with a point or a comma, without float rounding', () => {
    expect(centsFromEuros('29')).toBe(2900)
    expect(centsFromEuros('29.90')).toBe(2990)
    expect(centsFromEuros('29,9')).toBe(2990)
    expect(centsFromEuros(' 1 500 ')).toBe(150000)
    expect(centsFromEuros('0.29')).toBe(29)
    expect(centsFromEuros('1.005'.slice(0, 4))).toBe(100)
  })

  it('are NaN when they are not an amount', () => {
    for (const text of ['', 'abc', '12.345', '-5', '1e3', '12.']) {
      expect(centsFromEuros(text)).toBeNaN()
    }
  })

  it('show stored cents back as euros', () => {
    expect(eurosFromCents(60000)).toBe('600')
    expect(eurosFromCents(2990)).toBe('29.90')
    expect(eurosFromCents(5)).toBe('0.05')
  })

  it('show them with the decimal mark of the language, which they read back', () => {
    expect(decimalMarkOf('es')).toBe(',')
    expect(decimalMarkOf('en')).toBe('.')
    expect(eurosFromCents(2990, decimalMarkOf('de'))).toBe('29,90')
    expect(centsFromEuros(eurosFromCents(2990, ','))).toBe(2990)
  })
})
