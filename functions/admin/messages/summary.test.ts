import { describe, expect, it } from 'vitest'
import { InboxQuery } from '../../_shared/contract/admin/messages.ts'
import { fieldErrors } from '../../_shared/contract/forms.ts'
import { escapeLike } from './inbox.ts'
import { excerpt, type SummaryRow, toSummary } from './summary.ts'

const ROW: SummaryRow = {
  id: '6f1c1a9e-2b3c-4d5e-8f90-1a2b3c4d5e6f',
  kind: 'booking',
  name: 'Sala Apolo',
  email: 'booking@apolo.example',
  body_start: 'Saturday,\n\n  peak-time set.',
  created_at: new Date('2026-11-20T10:00:00Z'),
  read_at: null,
  archived_at: new Date('2026-11-21T09:30:00Z'),
  event_type: 'club',
  preferred_date: '2027-05-08',
  status: 'quoted',
  quote_cents: 150_000,
  service: null,
  genre: null,
  hours: null,
}

describe('inbox rows', () => {
  it('carry the booking fields for a booking, with times as ISO strings', () => {
    expect(toSummary(ROW)).toEqual({
      id: ROW.id,
      kind: 'booking',
      name: 'Sala Apolo',
      email: 'booking@apolo.example',
      excerpt: 'Saturday, peak-time set.',
      created_at: '2026-11-20T10:00:00.000Z',
      read_at: null,
      archived_at: '2026-11-21T09:30:00.000Z',
      booking: {
        event_type: 'club',
        preferred_date: '2027-05-08',
        status: 'quoted',
        quote_cents: 150_000,
      },
    })
  })

  it('carry the enquiry fields for an enquiry, and neither for a contact message', () => {
    const enquiry = toSummary({
      ...ROW,
      kind: 'enquiry',
      event_type: null,
      preferred_date: null,
      status: null,
      quote_cents: null,
      service: 'mastering',
      genre: 'House',
      hours: null,
    })
    expect(enquiry.enquiry).toEqual({ service: 'mastering', genre: 'House', hours: null })
    expect(enquiry).not.toHaveProperty('booking')
    const contact = toSummary({ ...ROW, kind: 'contact', event_type: null, status: null })
    expect(contact).not.toHaveProperty('booking')
    expect(contact).not.toHaveProperty('enquiry')
  })
})

describe('excerpts', () => {
  it('keep a short text whole, on one line', () => {
    expect(excerpt(' Hello\r\n\tthere ')).toBe('Hello there')
  })

  it('cut a long text at a word, within the limit, with an ellipsis', () => {
    const text = 'word '.repeat(100)
    const cut = excerpt(text, 40)
    expect(cut.length).toBeLessThanOrEqual(40)
    expect(cut).toMatch(/^(word )*word…$/)
  })

  it('cut a text without spaces where it must', () => {
    expect(excerpt('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`)
  })
})

describe('inbox search', () => {
  it('matches LIKE wildcards literally', () => {
    expect(escapeLike('100%_off\\now')).toBe('100\\%\\_off\\\\now')
  })

  it('reads filters and paging from the query string, blank meaning absent', () => {
    expect(InboxQuery.parse({ kind: 'booking', status: '', limit: '20' })).toEqual({
      kind: 'booking',
      limit: 20,
      offset: 0,
    })
    const refused = InboxQuery.safeParse({ status: 'spam', booking_status: 'paid', offset: '-1' })
    expect(refused.success ? {} : fieldErrors(refused.error)).toEqual({
      status: 'status_invalid',
      booking_status: 'booking_status_invalid',
      offset: 'offset_invalid',
    })
  })
})
