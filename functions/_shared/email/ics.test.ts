import { describe, expect, it } from 'vitest'
import { buildAllDayCalendar, escapeText, foldLine } from './ics.ts'

const octets = (text: string) => new TextEncoder().encode(text).length

/** RFC 5545 unfolding: a CRLF followed by one space or tab disappears. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '')

function calendar(overrides: Partial<Parameters<typeof buildAllDayCalendar>[0]['event']> = {}) {
  return buildAllDayCalendar({
    prodId: '-//Kael Voss//Booking requests//EN',
    event: {
      uid: '2f1c6a9e-0d7b-4c1e-9f7a-3b2d1e0c9a8b@kaelvoss.example',
      stamp: new Date('2026-11-22T10:05:09.123Z'),
      date: '2026-12-31',
      summary: 'Kael Voss: DJ set (request)',
      ...overrides,
    },
  })
}

describe('all-day calendar', () => {
  it('holds one all-day VEVENT on the requested date, ending the next day', () => {
    const ics = calendar()
    const lines = unfold(ics).split('\r\n')
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Kael Voss//Booking requests//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
    ])
    expect(lines).toContain('UID:2f1c6a9e-0d7b-4c1e-9f7a-3b2d1e0c9a8b@kaelvoss.example')
    expect(lines).toContain('DTSTAMP:20261122T100509Z')
    expect(lines).toContain('DTSTART;VALUE=DATE:20261231')
    // Across a year boundary, and exclusive as RFC 5545 requires for all-day events.
    expect(lines).toContain('DTEND;VALUE=DATE:20270101')
    expect(lines).toContain('STATUS:TENTATIVE')
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', ''])
  })

  it('ends every line with CRLF and has no bare line feeds', () => {
    const ics = calendar({ description: 'Line one\nLine two' })
    expect(ics.endsWith('\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })

  it('handles leap days and refuses dates that are not YYYY-MM-DD', () => {
    expect(unfold(calendar({ date: '2028-02-28' }))).toContain('DTEND;VALUE=DATE:20280229')
    expect(() => calendar({ date: '31/12/2026' })).toThrow(RangeError)
  })

  it('escapes text values so user input cannot add properties', () => {
    const ics = calendar({
      summary: 'Club, Berlin; main room',
      location: 'Halle 1\r\nATTENDEE:mailto:evil@example.com',
      description: 'Back\\slash',
    })
    const lines = unfold(ics).split('\r\n')
    expect(lines).toContain('SUMMARY:Club\\, Berlin\\; main room')
    expect(lines).toContain('LOCATION:Halle 1\\nATTENDEE:mailto:evil@example.com')
    expect(lines).toContain('DESCRIPTION:Back\\\\slash')
    expect(lines.some((line) => line.startsWith('ATTENDEE'))).toBe(false)
  })

  it('leaves out optional properties that were not given', () => {
    const ics = calendar()
    expect(ics).not.toContain('LOCATION')
    expect(ics).not.toContain('DESCRIPTION')
  })
})

describe('escapeText', () => {
  it('escapes in the order that keeps backslashes unambiguous', () => {
    expect(escapeText('a\\,b')).toBe('a\\\\\\,b')
    expect(escapeText('tab\there\u0007')).toBe('tabhere')
  })
})

describe('foldLine', () => {
  it('leaves lines of up to 75 octets alone', () => {
    const line = `DESCRIPTION:${'x'.repeat(63)}`
    expect(octets(line)).toBe(75)
    expect(foldLine(line)).toBe(line)
  })

  it('folds long lines into at most 75 octets each, continuation lines starting with a space', () => {
    const line = `DESCRIPTION:${'abcdefghij'.repeat(30)}`
    const folded = foldLine(line)
    const physical = folded.split('\r\n')
    expect(physical.length).toBeGreaterThan(3)
    for (const [index, part] of physical.entries()) {
      expect(octets(part)).toBeLessThanOrEqual(75)
      if (index > 0) expect(part.startsWith(' ')).toBe(true)
    }
    expect(physical[0]).toHaveLength(75)
    expect(unfold(folded)).toBe(line)
  })

  it('never splits a multi-octet character', () => {
    const line = `SUMMARY:${'ñé🎧'.repeat(40)}`
    const folded = foldLine(line)
    for (const part of folded.split('\r\n')) {
      expect(octets(part)).toBeLessThanOrEqual(75)
      // Each physical line is valid UTF-8 on its own: no lone surrogate halves to replace.
      expect(new TextDecoder().decode(new TextEncoder().encode(part))).toBe(part)
    }
    expect(unfold(folded)).toBe(line)
  })
})
