import { describe, expect, it } from 'vitest'
import { LOCALES, type Locale, languageTag } from '../../contract/forms.ts'
import type { RenderedEmail } from '../render.ts'
import { BOOKING_CALENDAR_FILENAME, bookingConfirmation, bookingOwnerNotice } from './booking.ts'
import { contactConfirmation, contactOwnerNotice } from './contact.ts'
import { enquiryConfirmation, enquiryOwnerNotice, type ServiceTerms } from './enquiry.ts'

const brandName = 'Kael Voss'
const HOSTILE = '<script>alert("x")</script> & Co'
const owner = (locale: Locale) => ({
  locale,
  brandName,
  inboxUrl: 'https://kaelvoss.example/admin/messages',
})
const sender = (locale: Locale, name = 'Ana Pérez') => ({
  name,
  email: 'ana@example.com',
  locale,
  messageId: '7d3f2c1a-0b9e-4f6d-8a5c-2e1b0d9c8f7a',
})
const booking = {
  eventType: 'club' as const,
  date: '2027-03-13',
  location: 'Berlin, Berghain',
  setHours: 3,
}
const estimate = { totalCents: 120000, hours: 3, rateCents: 60000, blockHours: 2, currency: 'EUR' }
const terms: ServiceTerms = {
  mixingRevisions: 3,
  masteringRevisions: 1,
  mixMasterDays: { min: 5, max: 7 },
  sessionHourlyCents: 150000,
  currency: 'EUR',
}
const calendar = { calendarUid: 'abc@kaelvoss.example', now: new Date('2026-11-22T10:00:00Z') }

function expectWellFormed(email: RenderedEmail, lang: string) {
  expect(email.subject.length).toBeGreaterThan(3)
  expect(email.subject).not.toMatch(/[\r\n]/)
  // The tag of the language as the texts are written: Brazilian Portuguese for pt.
  expect(email.html).toContain(`<html lang="${languageTag(lang)}">`)
  for (const part of [email.subject, email.html, email.text]) {
    expect(part).not.toMatch(/\{\w+\}/)
    expect(part).not.toContain('undefined')
  }
}

/** Every confirmation in every language: rendered, complete, and with the sender's name. */
describe.each(LOCALES)('confirmations in %s', (locale) => {
  const context = { locale, brandName }

  it('thanks a contact sender by name', () => {
    const email = contactConfirmation(context, { name: 'Ana Pérez' })
    expectWellFormed(email, locale)
    expect(email.text).toContain('Ana Pérez')
    expect(email.html).toContain('Ana Pérez')
  })

  it('confirms a booking with the estimate and a calendar file', () => {
    const email = bookingConfirmation(
      { ...context, ...calendar },
      { name: 'Ana' },
      booking,
      estimate,
    )
    expectWellFormed(email, locale)
    expect(email.text).toContain('Berlin, Berghain')
    expect(email.attachments).toHaveLength(1)
    expect(email.attachments[0]).toMatchObject({
      filename: BOOKING_CALENDAR_FILENAME,
      content_type: 'text/calendar; charset=utf-8',
    })
  })

  it.each(['production', 'mixing', 'mastering', 'mix_master', 'private_session'] as const)(
    'confirms a %s enquiry',
    (service) => {
      const email = enquiryConfirmation(
        context,
        { name: 'Lia' },
        { service, genre: 'Melodic techno', hours: 2 },
        terms,
      )
      expectWellFormed(email, locale)
      expect(email.text).toContain('Melodic techno')
    },
  )
})

describe.each(LOCALES)('owner notices in %s', (locale) => {
  it('show who wrote, what they asked for and their words', () => {
    const contact = contactOwnerNotice(owner(locale), sender('fr'), 'Bonjour!\nSecond line')
    const book = bookingOwnerNotice(
      owner(locale),
      sender('de'),
      { ...booking, details: 'Closing set' },
      estimate,
    )
    const enquiry = enquiryOwnerNotice(owner(locale), sender('pt'), {
      service: 'mixing',
      genre: 'Techno',
      details: 'Three tracks',
    })
    for (const email of [contact, book, enquiry]) {
      expectWellFormed(email, locale)
      expect(email.text).toContain('ana@example.com')
      expect(email.text).toContain('7d3f2c1a-0b9e-4f6d-8a5c-2e1b0d9c8f7a')
      expect(email.html).toContain('href="https://kaelvoss.example/admin/messages"')
    }
    expect(contact.text).toContain('> Bonjour!\n> Second line')
    expect(book.text).toContain('Closing set')
    expect(enquiry.text).toContain('Three tracks')
  })
})

describe('escaping', () => {
  it('escapes what senders typed in every HTML part, and keeps it readable in the text part', () => {
    const emails = [
      contactConfirmation({ locale: 'en', brandName }, { name: HOSTILE }),
      bookingConfirmation(
        { locale: 'en', brandName, ...calendar },
        { name: HOSTILE },
        { ...booking, location: HOSTILE },
        estimate,
      ),
      enquiryConfirmation(
        { locale: 'en', brandName },
        { name: HOSTILE },
        { service: 'mixing', genre: HOSTILE },
        terms,
      ),
      contactOwnerNotice(owner('en'), sender('en', HOSTILE), HOSTILE),
      bookingOwnerNotice(
        owner('en'),
        sender('en', HOSTILE),
        { ...booking, location: HOSTILE, details: HOSTILE },
        estimate,
      ),
      enquiryOwnerNotice(owner('en'), sender('en', HOSTILE), {
        service: 'mixing',
        genre: HOSTILE,
        details: HOSTILE,
      }),
    ]
    for (const email of emails) {
      expect(email.html).not.toContain('<script>')
      expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co')
      expect(email.text).toContain(HOSTILE)
    }
  })

  it('keeps subjects on one line whatever the name holds', () => {
    const email = contactOwnerNotice(
      owner('en'),
      sender('en', 'Ana\r\nBcc: x@example.com'),
      'Hello there',
    )
    expect(email.subject).toBe('New message from Ana Bcc: x@example.com')
  })
})

describe('booking confirmation', () => {
  it('gives the estimate in the sender’s language and currency format, plus travel and expenses', () => {
    const en = bookingConfirmation(
      { locale: 'en', brandName, ...calendar },
      { name: 'Ana' },
      booking,
      estimate,
    )
    expect(en.text).toContain('€1,200 for a 3-hour set, plus travel and expenses.')
    expect(en.text).toContain('The fee is €600 per 2-hour session.')
    const es = bookingConfirmation(
      { locale: 'es', brandName, ...calendar },
      { name: 'Ana' },
      booking,
      estimate,
    )
    expect(es.text).toContain('1200\u00a0€ por un set de 3 h, más desplazamiento y gastos.')
    expect(es.subject).toBe('Solicitud de booking recibida para el 13 de marzo de 2027')
    const de = bookingConfirmation(
      { locale: 'de', brandName, ...calendar },
      { name: 'Ana' },
      booking,
      estimate,
    )
    expect(de.text).toContain('1.200\u00a0€ für ein 3-stündiges Set')
  })

  it('attaches the requested day as a tentative all-day event', () => {
    const email = bookingConfirmation(
      { locale: 'fr', brandName, ...calendar },
      { name: 'Ana' },
      booking,
      estimate,
    )
    const ics = Buffer.from(email.attachments[0]!.content_base64, 'base64').toString('utf8')
    const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n')
    expect(lines).toContain('UID:abc@kaelvoss.example')
    expect(lines).toContain('DTSTAMP:20261122T100000Z')
    expect(lines).toContain('DTSTART;VALUE=DATE:20270313')
    expect(lines).toContain('DTEND;VALUE=DATE:20270314')
    expect(lines).toContain('LOCATION:Berlin\\, Berghain')
    expect(lines).toContain('SUMMARY:Kael Voss\u00a0: DJ set (provisoire)')
    expect(lines).toContain('STATUS:TENTATIVE')
  })
})

describe('enquiry confirmation', () => {
  const about = (service: Parameters<typeof enquiryConfirmation>[2]['service'], hours?: number) =>
    enquiryConfirmation(
      { locale: 'en', brandName },
      { name: 'Lia' },
      { service, genre: 'Techno', hours },
      terms,
    ).text

  it('says what each service includes, from the owner’s terms', () => {
    expect(about('mixing')).toContain('Mixing includes up to 3 revisions.')
    expect(about('mastering')).toContain('Mastering includes 1 revision.')
    expect(about('mix_master')).toContain(
      'priority delivery: your finished track within 5 to 7 days',
    )
    expect(about('private_session', 2)).toContain(
      'Private sessions are €1,500 per hour. For 2 h that comes to €3,000.',
    )
    expect(about('production')).toContain('proposal')
  })
})

describe('subjects', () => {
  it('keep the no-break spaces of French typography', () => {
    const email = enquiryConfirmation(
      { locale: 'fr', brandName },
      { name: 'Lia' },
      { service: 'mixing', genre: 'Techno' },
      terms,
    )
    expect(email.subject).toBe('Demande reçue\u00a0: Mixage')
  })
})
