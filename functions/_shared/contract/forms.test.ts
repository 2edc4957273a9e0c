import { describe, expect, it } from 'vitest'
import { BookingInput, ContactInput, EnquiryInput, fieldErrors } from './forms.ts'

function errorsOf(result: { success: boolean; error?: import('zod').ZodError }) {
  return result.success ? {} : fieldErrors(result.error!)
}

describe('contact input', () => {
  it('accepts a real message and defaults the language to Spanish', () => {
    const parsed = ContactInput.parse({
      name: ' Ana ',
      email: 'ana@example.com',
      message: 'I loved your set in Lisbon!',
    })
    expect(parsed).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      message: 'I loved your set in Lisbon!',
      website: '',
      subscribe: false,
      locale: 'es',
    })
  })

  it('names each bad field with a code', () => {
    const result = ContactInput.safeParse({
      name: 'A',
      email: 'not-an-email',
      message: 'hi',
      extra: 1,
    })
    expect(errorsOf(result)).toEqual({
      name: 'name_too_short',
      email: 'email_invalid',
      message: 'text_too_short',
      _: 'unknown_field',
    })
  })
})

describe('booking input', () => {
  const valid = {
    name: 'Club Nox',
    email: 'events@nox.example',
    event_type: 'club',
    preferred_date: '2027-03-13',
    details: 'Saturday night, 800 capacity, closing set.',
  }

  it('accepts the four event types and optional location and set length', () => {
    for (const event_type of ['festival', 'club', 'private_event', 'corporate_event']) {
      expect(
        BookingInput.safeParse({ ...valid, event_type, location: 'Berlin', set_hours: 4 }).success,
      ).toBe(true)
    }
  })

  it('refuses unknown event types, impossible dates and silly set lengths', () => {
    expect(errorsOf(BookingInput.safeParse({ ...valid, event_type: 'wedding' }))).toEqual({
      event_type: 'event_type_invalid',
    })
    expect(errorsOf(BookingInput.safeParse({ ...valid, preferred_date: '2027-02-30' }))).toEqual({
      preferred_date: 'date_invalid',
    })
    expect(errorsOf(BookingInput.safeParse({ ...valid, set_hours: 0 }))).toEqual({
      set_hours: 'hours_invalid',
    })
    expect(errorsOf(BookingInput.safeParse({ ...valid, set_hours: '4' }))).toEqual({
      set_hours: 'hours_invalid',
    })
  })
})

describe('enquiry input', () => {
  const valid = {
    name: 'Lia',
    email: 'lia@example.com',
    service: 'mixing',
    genre: 'Techno',
    details: 'Three tracks for my EP.',
  }

  it('refuses Latin and reggaeton genres with a clear code', () => {
    expect(errorsOf(EnquiryInput.safeParse({ ...valid, genre: 'Reguetón' }))).toEqual({
      genre: 'genre_not_offered',
    })
    expect(errorsOf(EnquiryInput.safeParse({ ...valid, genre: 'latin trap' }))).toEqual({
      genre: 'genre_not_offered',
    })
  })

  it('books private sessions for 1 to 3 hours', () => {
    const session = { ...valid, service: 'private_session' }
    expect(EnquiryInput.safeParse({ ...session, hours: 2 }).success).toBe(true)
    expect(errorsOf(EnquiryInput.safeParse({ ...session, hours: 4 }))).toEqual({
      hours: 'session_hours_invalid',
    })
    expect(errorsOf(EnquiryInput.safeParse(session))).toEqual({ hours: 'session_hours_invalid' })
  })
})
