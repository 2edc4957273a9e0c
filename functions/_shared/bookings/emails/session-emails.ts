import type { Locale } from '../../contract/forms.ts'
import { fill, formatDayOf, formatInstant, formatMoney } from '../../email/format.ts'
import type { OutboundEmail } from '../../email/outbox.ts'
import { buildTimedCalendar } from '../calendar.ts'
import { bookingTexts } from '../texts/index.ts'
import {
  type BookingEmailContext,
  calendarAttachment,
  ownerNotice,
  personalEmail,
} from './context.ts'

// The emails of a private session: booked and paid, cancelled, moved. The buyer's show the time in
// the owner's time zone, named (the calendar entry shows it in the reader's own).

export type SessionFacts = {
  id: string
  token: string
  name: string
  email: string
  locale: Locale
  genre: string
  details: string
  hours: number
  starts_at: Date
  ends_at: Date
  amount_cents: number
  currency: string
}

export type SessionRules = { timeZone: string; freeCancelHours: number }

export const sessionUrl = (siteUrl: string, token: string) =>
  new URL(`/session/${encodeURIComponent(token)}`, siteUrl).toString()

const day = formatDayOf

/** The session in a calendar; `sequence` grows each time it moves. */
export function sessionCalendar(
  session: SessionFacts,
  context: BookingEmailContext,
  summary: string,
  options: { stamp: Date; sequence: number; withLink: boolean },
): string {
  return buildTimedCalendar({
    prodId: `-//${context.brandName}//Sessions//EN`,
    event: {
      uid: `session-${session.id}@${new URL(context.siteUrl).hostname}`,
      stamp: options.stamp,
      start: session.starts_at,
      end: session.ends_at,
      summary,
      description: session.details,
      ...(options.withLink ? { url: sessionUrl(context.siteUrl, session.token) } : {}),
      sequence: options.sequence,
      status: 'CONFIRMED',
    },
  })
}

function when(session: SessionFacts, rules: SessionRules, locale: Locale): string {
  return fill(bookingTexts(locale).when_value, {
    when: formatInstant(session.starts_at, rules.timeZone, locale),
    zone: rules.timeZone,
  })
}

/** Booked and paid: the buyer gets the calendar entry and the links to move or cancel it. */
export function sessionConfirmedEmails(
  session: SessionFacts,
  context: BookingEmailContext,
  rules: SessionRules,
  now: Date,
): OutboundEmail[] {
  const reader = session.locale
  const t = bookingTexts(reader)
  const amount = formatMoney(session.amount_cents, session.currency, reader)
  const deadline = new Date(session.starts_at.getTime() - rules.freeCancelHours * 3_600_000)
  const buyer = personalEmail(reader, context.brandName, {
    name: session.name,
    subject: fill(t.session_subject, { date: day(session.starts_at, rules.timeZone, reader) }),
    preheader: fill(t.session_preheader, {
      hours: session.hours,
      when: when(session, rules, reader),
    }),
    blocks: [
      { kind: 'paragraph', text: fill(t.session_intro, { amount }) },
      {
        kind: 'facts',
        rows: [
          [t.label_when, when(session, rules, reader)],
          [t.label_length, fill(t.hours_value, { hours: session.hours })],
          [t.label_genre, session.genre],
          [t.label_amount, amount],
        ],
      },
      {
        kind: 'paragraph',
        text: fill(t.session_policy, {
          deadline: fill(t.when_value, {
            when: formatInstant(deadline, rules.timeZone, reader),
            zone: rules.timeZone,
          }),
        }),
      },
      { kind: 'link', label: t.session_manage, href: sessionUrl(context.siteUrl, session.token) },
    ],
  })
  const owner = bookingTexts(context.ownerLocale)
  const ownerAmount = formatMoney(session.amount_cents, session.currency, context.ownerLocale)
  const notice = ownerNotice(context, {
    subject: fill(owner.owner_session_subject, {
      name: session.name,
      date: day(session.starts_at, rules.timeZone, context.ownerLocale),
    }),
    preheader: fill(owner.owner_session_intro, {
      name: session.name,
      hours: session.hours,
      amount: ownerAmount,
    }),
    blocks: [
      {
        kind: 'paragraph',
        text: fill(owner.owner_session_intro, {
          name: session.name,
          hours: session.hours,
          amount: ownerAmount,
        }),
      },
      {
        kind: 'facts',
        rows: [
          [owner.label_when, when(session, rules, context.ownerLocale)],
          [owner.label_genre, session.genre],
          [owner.label_name, `${session.name} <${session.email}>`],
        ],
      },
      { kind: 'quote', text: session.details },
    ],
  })
  const stamp = { stamp: now, sequence: 0 }
  return [
    {
      dedupeKey: `session:${session.id}:confirmed`,
      template: 'session_confirmed',
      to: session.email,
      replyTo: context.contactEmail,
      ...buyer,
      attachments: [
        calendarAttachment(
          'session.ics',
          sessionCalendar(
            session,
            context,
            fill(t.ics_session_summary, { brand: context.brandName }),
            {
              ...stamp,
              withLink: true,
            },
          ),
        ),
      ],
    },
    {
      dedupeKey: `session:${session.id}:confirmed:owner`,
      template: 'session_confirmed_owner',
      to: context.ownerEmail,
      replyTo: session.email,
      ...notice,
      attachments: [
        calendarAttachment(
          'session.ics',
          sessionCalendar(
            session,
            context,
            fill(owner.ics_session_owner_summary, { name: session.name }),
            {
              ...stamp,
              withLink: false,
            },
          ),
        ),
      ],
    },
  ]
}

/** Cancelled by the buyer: what comes back, to both. */
export function sessionCancelledEmails(
  session: SessionFacts,
  context: BookingEmailContext,
  rules: SessionRules,
  refundCents: number,
): OutboundEmail[] {
  const reader = session.locale
  const t = bookingTexts(reader)
  const date = day(session.starts_at, rules.timeZone, reader)
  const text =
    refundCents > 0
      ? fill(t.session_cancelled_refund, {
          date,
          amount: formatMoney(refundCents, session.currency, reader),
        })
      : fill(t.session_cancelled_no_refund, { date, hours: rules.freeCancelHours })
  const buyer = personalEmail(reader, context.brandName, {
    name: session.name,
    subject: fill(t.session_cancelled_subject, { date }),
    preheader: text,
    blocks: [{ kind: 'paragraph', text }],
  })
  const owner = bookingTexts(context.ownerLocale)
  const ownerValues = {
    name: session.name,
    date: day(session.starts_at, rules.timeZone, context.ownerLocale),
    amount: formatMoney(refundCents, session.currency, context.ownerLocale),
  }
  const notice = ownerNotice(context, {
    subject: fill(owner.owner_session_cancelled_subject, ownerValues),
    preheader: fill(owner.owner_session_cancelled_intro, ownerValues),
    blocks: [{ kind: 'paragraph', text: fill(owner.owner_session_cancelled_intro, ownerValues) }],
  })
  return [
    {
      dedupeKey: `session:${session.id}:cancelled`,
      template: 'session_cancelled',
      to: session.email,
      replyTo: context.contactEmail,
      ...buyer,
    },
    {
      dedupeKey: `session:${session.id}:cancelled:owner`,
      template: 'session_cancelled_owner',
      to: context.ownerEmail,
      replyTo: session.email,
      ...notice,
    },
  ]
}

/** Moved to another slot: the updated calendar entry, to both. */
export function sessionMovedEmails(
  session: SessionFacts,
  previousStart: Date,
  context: BookingEmailContext,
  rules: SessionRules,
  now: Date,
): OutboundEmail[] {
  const reader = session.locale
  const t = bookingTexts(reader)
  const sequence = Math.floor(now.getTime() / 1000)
  const buyer = personalEmail(reader, context.brandName, {
    name: session.name,
    subject: fill(t.session_moved_subject, {
      date: day(session.starts_at, rules.timeZone, reader),
    }),
    preheader: fill(t.session_moved_intro, { when: when(session, rules, reader) }),
    blocks: [
      {
        kind: 'paragraph',
        text: fill(t.session_moved_intro, { when: when(session, rules, reader) }),
      },
      { kind: 'link', label: t.session_manage, href: sessionUrl(context.siteUrl, session.token) },
    ],
  })
  const owner = bookingTexts(context.ownerLocale)
  const ownerValues = {
    name: session.name,
    date: day(session.starts_at, rules.timeZone, context.ownerLocale),
    from: formatInstant(previousStart, rules.timeZone, context.ownerLocale),
    when: when(session, rules, context.ownerLocale),
  }
  const notice = ownerNotice(context, {
    subject: fill(owner.owner_session_moved_subject, ownerValues),
    preheader: fill(owner.owner_session_moved_intro, ownerValues),
    blocks: [{ kind: 'paragraph', text: fill(owner.owner_session_moved_intro, ownerValues) }],
  })
  const key = `session:${session.id}:moved:${session.starts_at.toISOString()}`
  return [
    {
      dedupeKey: key,
      template: 'session_moved',
      to: session.email,
      replyTo: context.contactEmail,
      ...buyer,
      attachments: [
        calendarAttachment(
          'session.ics',
          sessionCalendar(
            session,
            context,
            fill(t.ics_session_summary, { brand: context.brandName }),
            {
              stamp: now,
              sequence,
              withLink: true,
            },
          ),
        ),
      ],
    },
    {
      dedupeKey: `${key}:owner`,
      template: 'session_moved_owner',
      to: context.ownerEmail,
      replyTo: session.email,
      ...notice,
      attachments: [
        calendarAttachment(
          'session.ics',
          sessionCalendar(
            session,
            context,
            fill(owner.ics_session_owner_summary, { name: session.name }),
            {
              stamp: now,
              sequence,
              withLink: false,
            },
          ),
        ),
      ],
    },
  ]
}
