import { escapeText, foldLine } from '../email/ics.ts'

// iCalendar (RFC 5545) for what a booking puts in both sides' calendars: a show with its set times
// or a private session. Times are UTC (`Z`), which every calendar shows in its own time zone; the
// UID stays the same for the same show or session, and SEQUENCE grows when it moves, so importing
// a later file updates the event instead of adding a second one.

export type TimedEvent = {
  uid: string
  /** When this version of the event was written (DTSTAMP). */
  stamp: Date
  start: Date
  end: Date
  summary: string
  description?: string
  location?: string
  url?: string
  /** 0 for the first version; higher for each change. */
  sequence?: number
  status?: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED'
}

const CRLF = '\r\n'

/** A complete VCALENDAR with one timed VEVENT: CRLF line endings, lines folded at 75 octets. */
export function buildTimedCalendar(options: { prodId: string; event: TimedEvent }): string {
  const { event } = options
  if (event.end.getTime() <= event.start.getTime()) {
    throw new RangeError('An event must end after it starts')
  }
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(options.prodId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    // A URI value, not TEXT: no escaping, but no line breaks either.
    ...(event.url ? [`URL:${event.url.replace(/[\r\n]/g, '')}`] : []),
    `STATUS:${event.status ?? 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join(CRLF) + CRLF
}

/** `YYYYMMDDTHHMMSSZ` */
function utc(moment: Date): string {
  return `${moment.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`
}
