import { describe, expect, it } from 'vitest'
import { buildTimedCalendar } from './calendar.ts'

const event = {
  uid: 'session-1@kaelvoss.example',
  stamp: new Date('2026-11-28T10:00:00Z'),
  start: new Date('2026-12-07T09:00:00Z'),
  end: new Date('2026-12-07T11:00:00Z'),
  summary: 'Private session with Kael Voss',
  description: 'Bring your stems; tea, coffee, and questions.\nStudio 2',
  location: 'Calle Mayor 1, Madrid',
  url: 'https://kaelvoss.example/session/abc',
}

describe('a timed calendar event', () => {
  const ics = buildTimedCalendar({ prodId: '-//Kael Voss//Sessions//EN', event })
  const lines = ics.split('\r\n')

  it('is a VCALENDAR with CRLF lines, UTC times and escaped text', () => {
    expect(ics.endsWith('\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/)
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines).toContain('VERSION:2.0')
    expect(lines).toContain('DTSTART:20261207T090000Z')
    expect(lines).toContain('DTEND:20261207T110000Z')
    expect(lines).toContain('DTSTAMP:20261128T100000Z')
    expect(lines).toContain('SEQUENCE:0')
    expect(lines).toContain('STATUS:CONFIRMED')
    expect(lines).toContain('LOCATION:Calle Mayor 1\\, Madrid')
    // Unfolded, the description keeps its escaped comma, semicolon-free text and line break.
    const unfolded = ics.replace(/\r\n /g, '')
    expect(unfolded).toContain(
      'DESCRIPTION:Bring your stems\\; tea\\, coffee\\, and questions.\\nStudio 2',
    )
  })

  it('folds every line at 75 octets', () => {
    const long = buildTimedCalendar({
      prodId: 'x',
      event: { ...event, summary: 'Sesión privada con Kael Voss — '.repeat(6) },
    })
    for (const line of long.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    }
  })

  it('refuses an event that ends before it starts', () => {
    expect(() =>
      buildTimedCalendar({ prodId: 'x', event: { ...event, end: event.start } }),
    ).toThrow(RangeError)
  })
})
