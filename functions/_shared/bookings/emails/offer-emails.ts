import type { Locale } from '../../contract/forms.ts'
import { base64FromBytes } from '../../email/attachments.ts'
import { fill, formatClock, formatDay, formatMoney } from '../../email/format.ts'
import { buildAllDayCalendar } from '../../email/ics.ts'
import type { EmailAttachment, OutboundEmail } from '../../email/outbox.ts'
import type { Block } from '../../email/render.ts'
import { buildTimedCalendar } from '../calendar.ts'
import type { OfferTerms } from '../offer-document.ts'
import { bookingTexts } from '../texts/index.ts'
import {
  type BookingEmailContext,
  calendarAttachment,
  ownerNotice,
  personalEmail,
} from './context.ts'

// The emails of a show offer: sending it, the deposit arriving (with the signed contract and the
// calendar entry, to both sides), the balance reminders, the balance arriving.

export type OfferEmailFacts = OfferTerms & { token: string; message_id: string }

export const offerUrl = (siteUrl: string, token: string) =>
  new URL(`/offer/${encodeURIComponent(token)}`, siteUrl).toString()

function locale(offer: OfferEmailFacts): Locale {
  return offer.locale as Locale
}

/** The facts rows every organiser email repeats: the event and its money. */
function offerFacts(offer: OfferEmailFacts, reader: Locale, withMoney = true): Block {
  const t = bookingTexts(reader)
  const money = (cents: number) => formatMoney(cents, offer.currency, reader)
  const rows: [string, string][] = [
    [t.label_event, t[`event_${offer.event_type}`]],
    [t.label_date, formatDay(offer.event_date, reader, 'full')],
  ]
  if (offer.location) rows.push([t.label_location, offer.location])
  rows.push([t.label_set_times, setTimes(offer, reader)])
  if (withMoney) {
    rows.push(
      [t.label_fee, money(offer.fee_cents)],
      [
        t.label_deposit,
        fill(t.deposit_value, {
          amount: money(offer.deposit_cents),
          percent: offer.deposit_percent,
        }),
      ],
    )
    if (offer.balance_cents > 0) {
      rows.push(
        [t.label_balance, money(offer.balance_cents)],
        [t.label_balance_due, formatDay(offer.balance_due_on, reader)],
      )
    }
  }
  return { kind: 'facts', rows }
}

export function setTimes(
  offer: Pick<OfferTerms, 'set_starts_at' | 'set_ends_at' | 'time_zone'>,
  reader: Locale,
): string {
  const t = bookingTexts(reader)
  if (!offer.set_starts_at || !offer.set_ends_at) return t.set_times_open
  return fill(t.set_times_value, {
    start: formatClock(offer.set_starts_at, offer.time_zone, reader),
    end: formatClock(offer.set_ends_at, offer.time_zone, reader),
    zone: offer.time_zone,
  })
}

/** To the organiser, when the owner quotes: the offer's link. */
export function offerSentEmail(
  offer: OfferEmailFacts,
  context: BookingEmailContext,
): OutboundEmail {
  const reader = locale(offer)
  const t = bookingTexts(reader)
  const event = t[`event_${offer.event_type}`]
  const date = formatDay(offer.event_date, reader)
  const money = (cents: number) => formatMoney(cents, offer.currency, reader)
  const rendered = personalEmail(reader, context.brandName, {
    name: offer.organiser_name,
    subject: fill(t.offer_subject, { event, date }),
    preheader: fill(t.offer_preheader, {
      fee: money(offer.fee_cents),
      deposit: money(offer.deposit_cents),
    }),
    blocks: [
      { kind: 'paragraph', text: t.offer_intro },
      offerFacts(offer, reader),
      { kind: 'button', label: t.offer_link, href: offerUrl(context.siteUrl, offer.token) },
      {
        kind: 'paragraph',
        text: fill(t.offer_expiry, {
          date: formatDay(offer.expires_at.toISOString().slice(0, 10), reader),
        }),
      },
    ],
  })
  return {
    dedupeKey: `offer:${offer.id}:sent`,
    template: 'offer_sent',
    to: offer.organiser_email,
    replyTo: context.contactEmail,
    ...rendered,
  }
}

/** To the organiser, when the owner withdraws an offer not yet paid: its link is closed. */
export function offerWithdrawnEmail(
  offer: OfferEmailFacts,
  context: BookingEmailContext,
): OutboundEmail {
  const reader = locale(offer)
  const t = bookingTexts(reader)
  const event = t[`event_${offer.event_type}`]
  const date = formatDay(offer.event_date, reader)
  const rendered = personalEmail(reader, context.brandName, {
    name: offer.organiser_name,
    subject: fill(t.withdrawn_subject, { event, date }),
    preheader: t.withdrawn_preheader,
    blocks: [{ kind: 'paragraph', text: t.withdrawn_intro }, offerFacts(offer, reader, false)],
  })
  return {
    dedupeKey: `offer:${offer.id}:withdrawn`,
    template: 'offer_withdrawn',
    to: offer.organiser_email,
    replyTo: context.contactEmail,
    ...rendered,
  }
}

/** The contract as an attachment. */
export function contractAttachment(offer: OfferEmailFacts, pdf: Uint8Array): EmailAttachment {
  const t = bookingTexts(locale(offer))
  const name = `${t.contract_title} ${offer.event_date}.pdf`.replace(/[\\/:*?"<>|]/g, '-')
  return { filename: name, content_base64: base64FromBytes(pdf), content_type: 'application/pdf' }
}

/** The show in a calendar: with its set times when they are agreed, else the whole day. */
export function showCalendar(
  offer: OfferEmailFacts,
  context: BookingEmailContext,
  reader: Locale,
  summary: string,
  stamp: Date,
): string {
  const uid = `offer-${offer.id}@${new URL(context.siteUrl).hostname}`
  const prodId = `-//${context.brandName}//Shows//${reader.toUpperCase()}`
  const location = offer.location ?? undefined
  if (offer.set_starts_at && offer.set_ends_at) {
    return buildTimedCalendar({
      prodId,
      event: {
        uid,
        stamp,
        start: offer.set_starts_at,
        end: offer.set_ends_at,
        summary,
        ...(location ? { location } : {}),
        url: offerUrl(context.siteUrl, offer.token),
        status: 'CONFIRMED',
      },
    })
  }
  return buildAllDayCalendar({
    prodId,
    event: {
      uid,
      stamp,
      date: offer.event_date,
      summary,
      ...(location ? { location } : {}),
      status: 'CONFIRMED',
    },
  })
}

/** The deposit arrived: both sides get the signed contract and the date in their calendar. */
export function offerConfirmedEmails(
  offer: OfferEmailFacts,
  context: BookingEmailContext,
  contract: Uint8Array | null,
  now: Date,
): OutboundEmail[] {
  const reader = locale(offer)
  const t = bookingTexts(reader)
  const event = t[`event_${offer.event_type}`]
  const date = formatDay(offer.event_date, reader)
  const money = (cents: number) => formatMoney(cents, offer.currency, reader)
  const pdf = contract ? [contractAttachment(offer, contract)] : []
  const organiserIcs = showCalendar(
    offer,
    context,
    reader,
    fill(t.ics_show_summary, { brand: context.brandName, event }),
    now,
  )
  const organiser = personalEmail(reader, context.brandName, {
    name: offer.organiser_name,
    subject: fill(t.confirmed_subject, { event, date }),
    preheader: t.confirmed_preheader,
    blocks: [
      { kind: 'paragraph', text: fill(t.confirmed_intro, { deposit: money(offer.deposit_cents) }) },
      offerFacts(offer, reader),
      {
        kind: 'paragraph',
        text:
          offer.balance_cents > 0
            ? fill(t.confirmed_balance, {
                balance: money(offer.balance_cents),
                date: formatDay(offer.balance_due_on, reader),
              })
            : t.confirmed_paid_in_full,
      },
      { kind: 'link', label: t.booking_link, href: offerUrl(context.siteUrl, offer.token) },
    ],
  })

  const owner = bookingTexts(context.ownerLocale)
  const ownerEvent = owner[`event_${offer.event_type}`]
  const ownerIcs = showCalendar(
    offer,
    context,
    context.ownerLocale,
    fill(owner.ics_show_owner_summary, { event: ownerEvent, name: offer.organiser_name }),
    now,
  )
  const notice = ownerNotice(context, {
    subject: fill(owner.owner_confirmed_subject, {
      name: offer.organiser_name,
      event: ownerEvent,
      date: formatDay(offer.event_date, context.ownerLocale),
    }),
    preheader: owner.confirmed_preheader,
    blocks: [
      {
        kind: 'paragraph',
        text: fill(owner.owner_confirmed_intro, {
          name: offer.organiser_name,
          deposit: formatMoney(offer.deposit_cents, offer.currency, context.ownerLocale),
        }),
      },
      offerFacts(offer, context.ownerLocale),
    ],
  })
  return [
    {
      dedupeKey: `offer:${offer.id}:confirmed`,
      template: 'offer_confirmed',
      to: offer.organiser_email,
      replyTo: context.contactEmail,
      ...organiser,
      attachments: [...pdf, calendarAttachment('show.ics', organiserIcs)],
    },
    {
      dedupeKey: `offer:${offer.id}:confirmed:owner`,
      template: 'offer_confirmed_owner',
      to: context.ownerEmail,
      replyTo: offer.organiser_email,
      ...notice,
      attachments: [...pdf, calendarAttachment('show.ics', ownerIcs)],
    },
  ]
}

/** A balance reminder with the payment link: the first (`1`) and the last, 3 days before (`2`). */
export function balanceReminderEmail(
  offer: OfferEmailFacts,
  context: BookingEmailContext,
  reminder: 1 | 2,
): OutboundEmail {
  const reader = locale(offer)
  const t = bookingTexts(reader)
  const event = t[`event_${offer.event_type}`]
  const values = {
    event,
    balance: formatMoney(offer.balance_cents, offer.currency, reader),
    date: formatDay(offer.balance_due_on, reader),
    event_date: formatDay(offer.event_date, reader),
  }
  const rendered = personalEmail(reader, context.brandName, {
    name: offer.organiser_name,
    subject: fill(reminder === 1 ? t.reminder_subject : t.reminder_final_subject, values),
    preheader: fill(reminder === 1 ? t.reminder_intro : t.reminder_final_intro, values),
    blocks: [
      {
        kind: 'paragraph',
        text: fill(reminder === 1 ? t.reminder_intro : t.reminder_final_intro, values),
      },
      offerFacts(offer, reader),
      {
        kind: 'button',
        label: t.pay_balance,
        href: `${offerUrl(context.siteUrl, offer.token)}#pay`,
      },
    ],
  })
  return {
    dedupeKey: `offer:${offer.id}:balance-reminder:${reminder}`,
    template: 'offer_balance_reminder',
    to: offer.organiser_email,
    replyTo: context.contactEmail,
    ...rendered,
  }
}

/** The balance arrived: a receipt to the organiser, a notice to the owner. */
export function balancePaidEmails(
  offer: OfferEmailFacts,
  context: BookingEmailContext,
): OutboundEmail[] {
  const reader = locale(offer)
  const t = bookingTexts(reader)
  const event = t[`event_${offer.event_type}`]
  const organiser = personalEmail(reader, context.brandName, {
    name: offer.organiser_name,
    subject: fill(t.balance_paid_subject, { event, date: formatDay(offer.event_date, reader) }),
    preheader: t.confirmed_paid_in_full,
    blocks: [
      {
        kind: 'paragraph',
        text: fill(t.balance_paid_intro, {
          balance: formatMoney(offer.balance_cents, offer.currency, reader),
          date: formatDay(offer.event_date, reader),
        }),
      },
      offerFacts(offer, reader, false),
    ],
  })
  const owner = bookingTexts(context.ownerLocale)
  const notice = ownerNotice(context, {
    subject: fill(owner.owner_balance_paid_subject, {
      name: offer.organiser_name,
      date: formatDay(offer.event_date, context.ownerLocale),
    }),
    preheader: owner.confirmed_paid_in_full,
    blocks: [
      {
        kind: 'paragraph',
        text: fill(owner.owner_balance_paid_intro, {
          name: offer.organiser_name,
          balance: formatMoney(offer.balance_cents, offer.currency, context.ownerLocale),
          fee: formatMoney(offer.fee_cents, offer.currency, context.ownerLocale),
        }),
      },
    ],
  })
  return [
    {
      dedupeKey: `offer:${offer.id}:balance-paid`,
      template: 'offer_balance_paid',
      to: offer.organiser_email,
      replyTo: context.contactEmail,
      ...organiser,
    },
    {
      dedupeKey: `offer:${offer.id}:balance-paid:owner`,
      template: 'offer_balance_paid_owner',
      to: context.ownerEmail,
      replyTo: offer.organiser_email,
      ...notice,
    },
  ]
}
