import type { OfferView } from '@contract/site/offers.ts'
import { dateTimeFormat } from '@/lib/format'

/** A `YYYY-MM-DD` day in words, as it is (no time zone shifts it). */
export const formatDay = (day: string, language: string, style: 'long' | 'full' = 'long') =>
  dateTimeFormat(language, { dateStyle: style, timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  )

/** An instant as a date, in the reader's own time zone. */
export const formatDate = (instant: string, language: string) =>
  dateTimeFormat(language, { dateStyle: 'long' }).format(new Date(instant))

/** The set's start and end as clock times in `timeZone` (the event's, or the reader's own). */
export function setTimes(offer: OfferView, language: string, timeZone?: string): string | null {
  const { set_starts_at: start, set_ends_at: end } = offer.event
  if (!start || !end) return null
  const clock = dateTimeFormat(language, { timeStyle: 'short', ...(timeZone ? { timeZone } : {}) })
  return `${clock.format(new Date(start))}–${clock.format(new Date(end))}`
}
