import { describe, expect, it } from 'vitest'
import {
  dateTimeFormat,
  formatClaim,
  formatDuration,
  formatList,
  formatMoney,
  numberFormat,
  recordFormatted,
  regionNames,
  seedFormatted,
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
  /** Counts the Intl formatters built while `work` runs. */
  function built(work: () => void): number {
    const { NumberFormat, DateTimeFormat } = Intl
    let count = 0
    Intl.NumberFormat = class extends NumberFormat {
      constructor(...args: ConstructorParameters<typeof NumberFormat>) {
        super(...args)
        count++
      }
    } as typeof NumberFormat
    Intl.DateTimeFormat = class extends DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
        super(...args)
        count++
      }
    } as typeof DateTimeFormat
    try {
      work()
      return count
    } finally {
      Intl.NumberFormat = NumberFormat
      Intl.DateTimeFormat = DateTimeFormat
    }
  }

  it('builds one Intl formatter per language and options, and reuses it', () => {
    const euros = { style: 'currency', currency: 'EUR' } as const
    expect(built(() => numberFormat('it', euros).format(1))).toBe(1)
    expect(built(() => numberFormat('it', euros).format(2))).toBe(0)
    expect(built(() => numberFormat('it', { ...euros, currency: 'USD' }).format(2))).toBe(1)
    expect(built(() => numberFormat('nl', euros).format(2))).toBe(1)
    expect(
      dateTimeFormat('de', { dateStyle: 'long' }).format(new Date('2026-11-26T12:00:00Z')),
    ).toBe('26. November 2026')
    expect(regionNames('pt').of('DE')).toBe('Alemanha')
  })

  it('records what a server render formatted, and a browser seeded with it builds nothing', async () => {
    const { texts } = await recordFormatted(async () => {
      formatMoney(1234, 'EUR', 'sv')
      dateTimeFormat('sv', { dateStyle: 'full', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2031, 0, 2)),
      )
      return formatList(['a', 'b'], 'sv')
    })
    expect(Object.values(texts).flatMap((byValue) => Object.values(byValue))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^12,34\s€$/),
        'torsdag 2 januari 2031',
        'a och b',
      ]),
    )
    // What a browser with other locale data would write: the page keeps the server's text.
    const fromServer = Object.fromEntries(
      Object.entries(texts).map(([id, byValue]) => [
        id,
        Object.fromEntries(
          Object.entries(byValue).map(([value, text]) => [value, `server: ${text}`]),
        ),
      ]),
    )
    seedFormatted(fromServer)
    expect(
      built(() => {
        expect(formatMoney(1234, 'EUR', 'sv')).toMatch(/^server: 12,34\s€$/)
        expect(
          dateTimeFormat('sv', { dateStyle: 'full', timeZone: 'UTC' }).format(
            new Date(Date.UTC(2031, 0, 2)),
          ),
        ).toBe('server: torsdag 2 januari 2031')
      }),
    ).toBe(0)
    // A value the server did not format is formatted here.
    expect(formatMoney(100, 'EUR', 'sv')).toMatch(/^1\s€$/)
  })

  it('does not record once the render is over', async () => {
    const { texts } = await recordFormatted(async () => formatMoney(5, 'EUR', 'fi'))
    formatMoney(6, 'EUR', 'fi')
    expect(Object.values(texts).map((byValue) => Object.keys(byValue))).toEqual([['0.05']])
  })
})
