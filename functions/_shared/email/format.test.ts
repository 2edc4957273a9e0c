import { describe, expect, it } from 'vitest'
import { fill, formatDay, formatMoney, languageName, plural } from './format.ts'

const NBSP = '\u00a0'

describe('formatMoney', () => {
  it('writes euros as each language does, without cents for whole amounts', () => {
    expect(formatMoney(60000, 'EUR', 'en')).toBe('€600')
    expect(formatMoney(60000, 'EUR', 'es')).toBe(`600${NBSP}€`)
    expect(formatMoney(120000, 'EUR', 'de')).toBe(`1.200${NBSP}€`)
    expect(formatMoney(150000, 'EUR', 'en')).toBe('€1,500')
    expect(formatMoney(150050, 'EUR', 'en')).toBe('€1,500.50')
  })

  it('always shows the cents on a receipt', () => {
    expect(formatMoney(12800, 'EUR', 'en', 'receipt')).toBe('€128.00')
    expect(formatMoney(12800, 'EUR', 'de', 'receipt')).toBe(`128,00${NBSP}€`)
  })
})

describe('formatDay', () => {
  it('writes the calendar day itself, whatever the time zone of the server', () => {
    expect(formatDay('2027-01-01', 'en')).toBe('1 January 2027')
    expect(formatDay('2027-01-01', 'es', 'full')).toBe('viernes, 1 de enero de 2027')
    expect(formatDay('2027-01-01', 'de')).toBe('1. Januar 2027')
  })
})

describe('fill', () => {
  it('replaces every placeholder and refuses a missing value', () => {
    expect(fill('{a} and {b}, {a}', { a: 1, b: 'two' })).toBe('1 and two, 1')
    expect(() => fill('Hi {name}', {})).toThrow(/\{name\}/)
  })
})

describe('plural', () => {
  const strings = { thing_one: 'one', thing_other: 'other' }
  it('follows each language’s rules', () => {
    expect(plural(strings, 'thing', 1, 'en')).toBe('one')
    expect(plural(strings, 'thing', 0, 'en')).toBe('other')
    expect(plural(strings, 'thing', 0, 'fr')).toBe('one')
    expect(plural(strings, 'thing', 3, 'de')).toBe('other')
  })
})

describe('languageName', () => {
  it('names the sender’s language in the owner’s', () => {
    expect(languageName('pt', 'es')).toBe('portugués')
    expect(languageName('de', 'en')).toBe('German')
  })
})
