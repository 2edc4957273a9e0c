import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  InboxPage,
  MessageDetail,
  MessageSummary,
  UnreadCounts,
} from '../../functions/_shared/contract/admin/messages.ts'
import { adminCall, signIn } from './helpers/admin.ts'
import { startTestPlatform, type TestPlatform } from './helpers/platform.ts'

// The owner's inbox through the whole platform: messages sent with the public forms, then listed,
// read, archived and deleted with the admin function as the owner signed in with supabase-js.
describe('the admin inbox', () => {
  let p: TestPlatform
  let owner: string

  beforeAll(async () => {
    p = await startTestPlatform()
    owner = (await signIn(p, 'owner@example.com')).token
  })
  afterAll(() => p?.stop())

  /** A unique sender, so each test finds its own messages and stays under the per-sender limit. */
  const sender = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`

  const submit = async (form: 'contact' | 'bookings' | 'enquiries', body: object) => {
    const response = await p.call(`site/${form}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(response.status, await response.clone().text()).toBe(201)
    return ((await response.json()) as { id: string }).id
  }
  const contact = (email: string, message = 'Do you play vinyl-only sets in small clubs?') =>
    submit('contact', { name: 'Alex Rivera', email, message, locale: 'en' })

  const admin = async <T>(path: string, init: RequestInit = {}, token = owner) => {
    const response = await adminCall(p, token, path, init)
    return { status: response.status, body: (await response.json().catch(() => null)) as T }
  }
  const post = <T>(path: string, body?: object) =>
    admin<T>(path, {
      method: 'POST',
      ...(body
        ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
        : {}),
    })
  const inbox = (query: Record<string, string> = {}) =>
    admin<InboxPage>(`messages?${new URLSearchParams(query)}`)
  const unread = async () => (await admin<UnreadCounts>('messages/unread-count')).body

  it('lists contact messages, bookings and enquiries in one inbox, newest first, with unread counts', async () => {
    const before = await unread()
    const tag = randomBytes(4).toString('hex')
    const contactId = await contact(`contact-${tag}@example.com`)
    const bookingId = await submit('bookings', {
      name: 'Sala Apolo',
      email: `booking-${tag}@example.com`,
      event_type: 'club',
      preferred_date: daysFromNow(60),
      details: 'Saturday night, 1,600 capacity, peak-time set.',
      set_hours: 4,
      locale: 'es',
    })
    const enquiryId = await submit('enquiries', {
      name: 'Camille Martin',
      email: `enquiry-${tag}@example.com`,
      service: 'mixing',
      genre: 'Melodic techno',
      details: 'An EP of three tracks, stems ready, deadline in May.',
      locale: 'fr',
    })

    const { status, body } = await inbox({ q: tag })
    expect(status).toBe(200)
    expect(body.total).toBe(3)
    expect(body.items.map((item) => item.id)).toEqual([enquiryId, bookingId, contactId])
    const [enquiry, booking, message] = body.items as [
      MessageSummary,
      MessageSummary,
      MessageSummary,
    ]
    expect(message).toMatchObject({
      kind: 'contact',
      name: 'Alex Rivera',
      excerpt: 'Do you play vinyl-only sets in small clubs?',
      read_at: null,
      archived_at: null,
    })
    expect(message).not.toHaveProperty('booking')
    expect(booking).toMatchObject({
      kind: 'booking',
      booking: {
        event_type: 'club',
        preferred_date: daysFromNow(60),
        status: 'new',
        quote_cents: null,
      },
    })
    expect(enquiry).toMatchObject({
      kind: 'enquiry',
      enquiry: { service: 'mixing', genre: 'Melodic techno', hours: null },
    })

    const expected = {
      all: before.all + 3,
      contact: before.contact + 1,
      booking: before.booking + 1,
      enquiry: before.enquiry + 1,
    }
    expect(body.unread).toEqual(expected)
    expect(await unread()).toEqual(expected)

    const bookings = await inbox({ q: tag, kind: 'booking' })
    expect(bookings.body.items.map((item) => item.id)).toEqual([bookingId])
    const fresh = await inbox({ q: tag, booking_status: 'new' })
    expect(fresh.body.items.map((item) => item.id)).toEqual([bookingId])
    const byName = await inbox({ q: 'camille', kind: 'enquiry' })
    expect(byName.body.items.map((item) => item.id)).toContain(enquiryId)
    const paged = await inbox({ q: tag, limit: '2', offset: '2' })
    expect([paged.body.total, paged.body.items.map((item) => item.id)]).toEqual([3, [contactId]])
  })

  it('marks a message read and unread, and the unread count follows', async () => {
    const email = sender('read')
    const id = await contact(email)
    const before = await unread()

    const read = await post<MessageSummary>(`messages/${id}/read`)
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({ id, kind: 'contact' })
    expect(Date.parse(read.body.read_at ?? '')).not.toBeNaN()
    expect(await unread()).toMatchObject({ all: before.all - 1, contact: before.contact - 1 })

    const again = await post<MessageSummary>(`messages/${id}/read`)
    expect(again.body.read_at).toBe(read.body.read_at)
    expect((await inbox({ q: email, status: 'unread' })).body.items).toEqual([])
    expect((await inbox({ q: email, status: 'read' })).body.items.map((m) => m.id)).toEqual([id])

    const unmarked = await post<MessageSummary>(`messages/${id}/unread`)
    expect([unmarked.status, unmarked.body.read_at]).toEqual([200, null])
    expect(await unread()).toEqual(before)
  })

  it('hides archived messages from the default view and brings them back', async () => {
    const email = sender('archive')
    const id = await contact(email)
    const before = await unread()

    const archived = await post<MessageSummary>(`messages/${id}/archive`)
    expect(archived.status).toBe(200)
    expect(archived.body.archived_at).not.toBeNull()
    expect((await inbox({ q: email })).body.total).toBe(0)
    expect((await inbox({ q: email, status: 'archived' })).body.items.map((m) => m.id)).toEqual([
      id,
    ])
    expect((await inbox({ q: email, status: 'all' })).body.total).toBe(1)
    expect((await unread()).all).toBe(before.all - 1)

    const restored = await post<MessageSummary>(`messages/${id}/unarchive`)
    expect([restored.status, restored.body.archived_at]).toEqual([200, null])
    expect((await inbox({ q: email })).body.items.map((m) => m.id)).toEqual([id])
  })

  it('opens a message in full without marking it read', async () => {
    const email = sender('open')
    const id = await submit('enquiries', {
      name: 'Jonas Weber',
      email,
      service: 'private_session',
      genre: 'Techno',
      hours: 2,
      details: 'I want to learn arrangement in Ableton.\nTwo sessions if possible.',
      locale: 'de',
    })
    const { status, body } = await admin<MessageDetail>(`messages/${id}`)
    expect(status).toBe(200)
    expect(body).toMatchObject({
      id,
      kind: 'enquiry',
      email,
      locale: 'de',
      body: 'I want to learn arrangement in Ableton.\nTwo sessions if possible.',
      read_at: null,
      enquiry: { service: 'private_session', genre: 'Techno', hours: 2 },
      replies: [],
    })
    expect((await inbox({ q: email, status: 'unread' })).body.total).toBe(1)
  })

  it('deletes a message for good', async () => {
    const email = sender('spam')
    const id = await contact(email, 'Buy cheap followers now!!! Best prices online.')
    const deleted = await adminCall(p, owner, `messages/${id}`, { method: 'DELETE' })
    expect(deleted.status).toBe(204)
    expect((await inbox({ q: email, status: 'all' })).body.total).toBe(0)
    const gone = await admin<{ error: { code: string } }>(`messages/${id}`)
    expect([gone.status, gone.body.error.code]).toEqual([404, 'message_not_found'])
    const again = await adminCall(p, owner, `messages/${id}`, { method: 'DELETE' })
    expect(again.status).toBe(404)
  })

  it('answers wrong methods, unknown messages and bad filters in the error shape', async () => {
    const cases: [string, RequestInit, number, string][] = [
      ['messages', { method: 'POST' }, 405, 'method_not_allowed'],
      ['messages/unread-count', { method: 'DELETE' }, 405, 'method_not_allowed'],
      [`messages/${crypto.randomUUID()}`, { method: 'PUT' }, 405, 'method_not_allowed'],
      [`messages/${crypto.randomUUID()}/read`, { method: 'GET' }, 405, 'method_not_allowed'],
      [`messages/${crypto.randomUUID()}`, {}, 404, 'message_not_found'],
      ['messages/not-a-uuid/archive', { method: 'POST' }, 404, 'message_not_found'],
      [`messages/${crypto.randomUUID()}/read`, { method: 'POST' }, 404, 'message_not_found'],
      ['messages?kind=spam&limit=1000', {}, 400, 'invalid_query'],
    ]
    for (const [path, init, status, code] of cases) {
      const response = await admin<{ error: { code: string } }>(path, init)
      expect([path, response.status, response.body?.error?.code]).toEqual([path, status, code])
    }
    const query = await admin<{ error: { fields: object } }>('messages?kind=spam&limit=1000')
    expect(query.body.error.fields).toEqual({ kind: 'kind_invalid', limit: 'limit_invalid' })
  })

  it('refuses a signed-in user who is not an admin', async () => {
    const fan = (await signIn(p, 'fan@example.com')).token
    for (const path of ['messages', 'messages/unread-count']) {
      const response = await admin<{ error: { code: string } }>(path, {}, fan)
      expect([response.status, response.body.error.code]).toEqual([403, 'not_admin'])
    }
  })
})

/** A day comfortably in the future, away from the seed's blocked dates (30 and 31 days out). */
function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}
