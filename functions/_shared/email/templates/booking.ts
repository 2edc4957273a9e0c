import type { EVENT_TYPES, Locale } from '../../contract/forms.ts'
import { textAttachment } from '../attachments.ts'
import { fill, formatDay, formatMoney, plural } from '../format.ts'
import { buildAllDayCalendar } from '../ics.ts'
import type { EmailAttachment } from '../outbox.ts'
import { oneLine, type RenderedEmail } from '../render.ts'
import {
  type FormSender,
  type OwnerContext,
  ownerEmail,
  ownerTexts,
  type SenderContext,
  senderEmail,
  senderTexts,
} from './frame.ts'

export type BookingSummary = {
  eventType: (typeof EVENT_TYPES)[number]
  /** `YYYY-MM-DD` */
  date: string
  location?: string | undefined
  setHours?: number | undefined
}

/** The estimate as computed from the owner's rates (see contract/booking-estimate.ts). */
export type BookingEstimate = {
  totalCents: number
  /** The hours the estimate is for: the requested set length, or one session. */
  hours: number
  rateCents: number
  blockHours: number
  currency: string
}

export const BOOKING_CALENDAR_FILENAME = 'booking-request.ics'

/** To the organiser: what they asked for, the estimate, and the date as a tentative calendar event. */
export function bookingConfirmation(
  context: SenderContext & {
    /** Stable per request, so importing the file twice updates one event. */
    calendarUid: string
    now: Date
  },
  sender: { name: string },
  booking: BookingSummary,
  estimate: BookingEstimate,
): RenderedEmail & { attachments: EmailAttachment[] } {
  const { locale, brandName: brand } = context
  const texts = senderTexts(locale)
  const amount = formatMoney(estimate.totalCents, estimate.currency, locale)
  const location = booking.location ? oneLine(booking.location) : undefined
  const eventLabel = texts[`event_${booking.eventType}`]

  const rendered = senderEmail(context, {
    name: oneLine(sender.name),
    subject: fill(texts.booking_subject, { date: formatDay(booking.date, locale) }),
    preheader: fill(texts.booking_preheader, { amount }),
    blocks: [
      { kind: 'paragraph', text: texts.booking_body },
      { kind: 'facts', rows: bookingFacts(texts, locale, booking, eventLabel, location) },
      { kind: 'heading', text: texts.booking_estimate_heading },
      {
        kind: 'paragraph',
        text: fill(texts.booking_estimate, { amount, hours: estimate.hours }),
      },
      {
        kind: 'paragraph',
        text: fill(plural(texts, 'booking_rate', estimate.blockHours, locale), {
          rate: formatMoney(estimate.rateCents, estimate.currency, locale),
          block: estimate.blockHours,
        }),
      },
      { kind: 'paragraph', text: texts.booking_estimate_note },
      { kind: 'paragraph', text: texts.booking_calendar },
    ],
  })

  const calendar = buildAllDayCalendar({
    prodId: `-//${brand}//Booking requests//${locale.toUpperCase()}`,
    event: {
      uid: context.calendarUid,
      stamp: context.now,
      date: booking.date,
      summary: fill(texts.booking_ics_summary, { brand }),
      description: fill(texts.booking_ics_description, { brand }),
      ...(location ? { location } : {}),
      status: 'TENTATIVE',
    },
  })
  return {
    ...rendered,
    attachments: [
      textAttachment(BOOKING_CALENDAR_FILENAME, calendar, 'text/calendar; charset=utf-8'),
    ],
  }
}

export function bookingOwnerNotice(
  context: OwnerContext,
  sender: FormSender,
  booking: BookingSummary & { details: string },
  estimate: BookingEstimate,
): RenderedEmail {
  const { locale } = context
  const texts = ownerTexts(locale)
  const labels = senderTexts(locale)
  const name = oneLine(sender.name)
  const event = labels[`event_${booking.eventType}`]
  const location = booking.location ? oneLine(booking.location) : undefined
  return ownerEmail(context, {
    sender: { ...sender, name },
    subject: fill(texts.booking_subject, { event, date: formatDay(booking.date, locale), name }),
    intro: fill(texts.booking_intro, { name }),
    facts: [
      ...bookingFacts(labels, locale, booking, event, location, texts.not_given),
      [
        texts.label_estimate,
        fill(texts.estimate_value, {
          amount: formatMoney(estimate.totalCents, estimate.currency, locale),
        }),
      ],
    ],
    message: booking.details,
  })
}

function bookingFacts(
  labels: ReturnType<typeof senderTexts>,
  locale: Locale,
  booking: BookingSummary,
  eventLabel: string,
  location: string | undefined,
  /** When given, rows without a value show it; otherwise they are left out. */
  notGiven?: string,
): [string, string][] {
  const rows: [string, string | undefined][] = [
    [labels.label_event_type, eventLabel],
    [labels.label_date, formatDay(booking.date, locale, 'full')],
    [labels.label_location, location],
    [
      labels.label_set_length,
      booking.setHours === undefined
        ? undefined
        : fill(labels.hours_value, { hours: booking.setHours }),
    ],
  ]
  return rows.flatMap(([label, value]) =>
    value !== undefined ? [[label, value]] : notGiven ? [[label, notGiven]] : [],
  )
}
