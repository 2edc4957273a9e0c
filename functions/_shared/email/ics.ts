/**
 * iCalendar (RFC 5545) for the one kind of event the site sends: an all-day event on a requested
 * date, attached to a booking confirmation so the organiser can hold the day in their calendar.
 */
export type AllDayEvent = {
  /** Globally unique and stable for the same request, e.g. `<message id>@<site host>`. */
  uid: string
  /** When the calendar object was created (DTSTAMP). */
  stamp: Date
  /** The day, `YYYY-MM-DD`. */
  date: string
  summary: string
  description?: string
  location?: string
  status?: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED'
}

const CRLF = '\r\n'
const MAX_LINE_OCTETS = 75

/** A complete VCALENDAR with one VEVENT, CRLF line endings, folded lines. */
export function buildAllDayCalendar(options: { prodId: string; event: AllDayEvent }): string {
  const { event } = options
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(options.prodId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${formatUtcDateTime(event.stamp)}`,
    `DTSTART;VALUE=DATE:${formatDate(event.date)}`,
    // DTEND is exclusive: an all-day event ends at the start of the next day.
    `DTEND;VALUE=DATE:${formatDate(nextDay(event.date))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `STATUS:${event.status ?? 'TENTATIVE'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join(CRLF) + CRLF
}

/** TEXT values: backslash, semicolon, comma and line breaks escaped; other controls dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/\p{Cc}/gu, '')
}

/**
 * Splits a content line into lines of at most 75 octets (UTF-8), each continuation starting with
 * one space, never inside a multi-octet character.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder()
  const parts: string[] = []
  let current = ''
  let currentOctets = 0
  for (const char of line) {
    const octets = encoder.encode(char).length
    // A continuation line's leading space counts towards its 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1
    if (currentOctets + octets > limit) {
      parts.push(current)
      current = ''
      currentOctets = 0
    }
    current += char
    currentOctets += octets
  }
  parts.push(current)
  return parts.join(`${CRLF} `)
}

function formatDate(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate))
    throw new RangeError(`Not a YYYY-MM-DD date: ${isoDate}`)
  return isoDate.replace(/-/g, '')
}

function nextDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10)
}

function formatUtcDateTime(moment: Date): string {
  return `${moment.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`
}
