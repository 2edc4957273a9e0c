import type { Locale, SERVICES } from '../../contract/forms.ts'
import { fill, formatMoney, plural } from '../format.ts'
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
import type { SenderTexts } from './texts/index.ts'

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
  const texts = senderTexts(locale)
  const service = texts[`service_${enquiry.service}`]
  return senderEmail(context, {
    name: oneLine(sender.name),
    subject: fill(texts.enquiry_subject, { service }),
    preheader: texts.enquiry_preheader,
    blocks: [
      { kind: 'paragraph', text: texts.enquiry_body },
      { kind: 'facts', rows: enquiryFacts(texts, enquiry, service) },
      { kind: 'paragraph', text: aboutService(texts, locale, enquiry, terms) },
      { kind: 'paragraph', text: texts.enquiry_next },
    ],
  })
}

export function enquiryOwnerNotice(
  context: OwnerContext,
  sender: FormSender,
  enquiry: EnquirySummary & { details: string },
): RenderedEmail {
  const texts = ownerTexts(context.locale)
  const labels = senderTexts(context.locale)
  const name = oneLine(sender.name)
  const service = labels[`service_${enquiry.service}`]
  return ownerEmail(context, {
    sender: { ...sender, name },
    subject: fill(texts.enquiry_subject, { service, name }),
    intro: fill(texts.enquiry_intro, { name }),
    facts: enquiryFacts(labels, enquiry, service),
    message: enquiry.details,
  })
}

function enquiryFacts(
  texts: SenderTexts,
  enquiry: EnquirySummary,
  service: string,
): [string, string][] {
  return [
    [texts.label_service, service],
    [texts.label_genre, oneLine(enquiry.genre)],
    ...(enquiry.hours === undefined
      ? []
      : [
          [texts.label_hours, fill(texts.hours_value, { hours: enquiry.hours })] as [
            string,
            string,
          ],
        ]),
  ]
}

function aboutService(
  texts: SenderTexts,
  locale: Locale,
  enquiry: EnquirySummary,
  terms: ServiceTerms,
): string {
  switch (enquiry.service) {
    case 'production':
      return texts.about_production
    case 'mixing':
      return fill(plural(texts, 'about_mixing', terms.mixingRevisions, locale), {
        count: terms.mixingRevisions,
      })
    case 'mastering':
      return fill(plural(texts, 'about_mastering', terms.masteringRevisions, locale), {
        count: terms.masteringRevisions,
      })
    case 'mix_master':
      return fill(texts.about_mix_master, terms.mixMasterDays)
    case 'private_session': {
      const hours = enquiry.hours ?? 1
      return fill(texts.about_private_session, {
        rate: formatMoney(terms.sessionHourlyCents, terms.currency, locale),
        hours,
        total: formatMoney(terms.sessionHourlyCents * hours, terms.currency, locale),
      })
    }
  }
}
