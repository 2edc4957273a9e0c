import type { Locale, SERVICES } from '../../contract/forms.ts'
import { fill, formatMoney, plural } from '../format.ts'
import {
  type FormSender,
  type OwnerContext,
  ownerEmail,
  ownerStrings,
  type SenderContext,
  senderEmail,
  senderStrings,
} from './frame.ts'
import { oneLine, type RenderedEmail } from '../render.ts'
import type { SenderStrings } from './strings/index.ts'

export type EnquirySummary = {
  service: (typeof SERVICES)[number]
  genre: string
  hours?: number | undefined
}

/** What each service includes, from the owner's settings. */
export type ServiceTerms = {
  mixingRevisions: number
  masteringRevisions: number
  mixMasterDays: { min: number; max: number }
  sessionHourlyCents: number
  currency: string
}

/** To the artist: what they asked for, what the service includes, what happens next. */
export function enquiryConfirmation(
  context: SenderContext,
  sender: { name: string },
  enquiry: EnquirySummary,
  terms: ServiceTerms,
): RenderedEmail {
  const { locale } = context
  const strings = senderStrings(locale)
  const service = strings[`service_${enquiry.service}`]
  return senderEmail(context, {
    name: oneLine(sender.name),
    subject: fill(strings.enquiry_subject, { service }),
    preheader: strings.enquiry_preheader,
    blocks: [
      { kind: 'paragraph', text: strings.enquiry_body },
      { kind: 'facts', rows: enquiryFacts(strings, enquiry, service) },
      { kind: 'paragraph', text: aboutService(strings, locale, enquiry, terms) },
      { kind: 'paragraph', text: strings.enquiry_next },
    ],
  })
}

export function enquiryOwnerNotice(
  context: OwnerContext,
  sender: FormSender,
  enquiry: EnquirySummary & { details: string },
): RenderedEmail {
  const strings = ownerStrings(context.locale)
  const labels = senderStrings(context.locale)
  const name = oneLine(sender.name)
  const service = labels[`service_${enquiry.service}`]
  return ownerEmail(context, {
    sender: { ...sender, name },
    subject: fill(strings.enquiry_subject, { service, name }),
    intro: fill(strings.enquiry_intro, { name }),
    facts: enquiryFacts(labels, enquiry, service),
    message: enquiry.details,
  })
}

function enquiryFacts(
  strings: SenderStrings,
  enquiry: EnquirySummary,
  service: string,
): [string, string][] {
  return [
    [strings.label_service, service],
    [strings.label_genre, oneLine(enquiry.genre)],
    ...(enquiry.hours === undefined
      ? []
      : [
          [strings.label_hours, fill(strings.hours_value, { hours: enquiry.hours })] as [
            string,
            string,
          ],
        ]),
  ]
}

function aboutService(
  strings: SenderStrings,
  locale: Locale,
  enquiry: EnquirySummary,
  terms: ServiceTerms,
): string {
  switch (enquiry.service) {
    case 'production':
      return strings.about_production
    case 'mixing':
      return fill(plural(strings, 'about_mixing', terms.mixingRevisions, locale), {
        count: terms.mixingRevisions,
      })
    case 'mastering':
      return fill(plural(strings, 'about_mastering', terms.masteringRevisions, locale), {
        count: terms.masteringRevisions,
      })
    case 'mix_master':
      return fill(strings.about_mix_master, terms.mixMasterDays)
    case 'private_session': {
      const hours = enquiry.hours ?? 1
      return fill(strings.about_private_session, {
        rate: formatMoney(terms.sessionHourlyCents, terms.currency, locale),
        hours,
        total: formatMoney(terms.sessionHourlyCents * hours, terms.currency, locale),
      })
    }
  }
}
