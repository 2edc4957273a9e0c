// @vitest-environment jsdom
import type { MessageDetail } from '@contract/admin/messages.ts'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AdminLayout } from '@/app/admin/AdminLayout'
import { useToasts } from '@/lib/toast'
import { mockFunctions, renderAdmin, storeTestSession } from '@/testing/admin'
import AdminMessagePage from './AdminMessagePage'

const BOOKING: MessageDetail = {
  id: 'm1',
  kind: 'booking',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  body: 'Warehouse club night, 800 guests, headline slot.',
  locale: 'en',
  created_at: '2026-11-20T10:00:00Z',
  read_at: null,
  archived_at: null,
  booking: {
    event_type: 'club',
    preferred_date: '2027-02-01',
    status: 'new',
    quote_cents: null,
    location: 'Berlin',
    set_hours: 4,
    status_changed_at: '2026-11-20T10:00:00Z',
    next_statuses: ['quoted', 'declined', 'cancelled'],
    estimate: { total_cents: 120000, hours: 4, currency: 'EUR' },
  },
  replies: [],
}

type Sent = { method: string; path: string; body: unknown }
let sent: Sent[]
let unreadReads: number
let message: MessageDetail

beforeEach(() => {
  // Toasts of the previous test would still be on screen.
  useToasts.setState({ toasts: [] })
  localStorage.clear()
  storeTestSession()
  sent = []
  unreadReads = 0
  message = structuredClone(BOOKING)
  const record = async (request: Request) => {
    const text = await request.text()
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname.replace(/^.*\/admin\//, ''),
      body: text ? JSON.parse(text) : undefined,
    })
  }
  mockFunctions({
    'GET site:settings': () => Response.json({ brand_name: 'Kael Voss', tagline: {} }),
    'GET messages/m1': () => Response.json(message),
    'GET messages/unread-count': () => {
      // Counted once the message is marked read: the badge was asked for after the change.
      if (message.read_at) unreadReads += 1
      const unread = message.read_at ? 0 : 1
      return Response.json({ all: unread, contact: 0, booking: unread, enquiry: 0 })
    },
    'POST messages/m1/read': async (request) => {
      await record(request)
      message.read_at = '2026-11-24T09:00:00Z'
      return Response.json({ ...message, excerpt: '' })
    },
    'POST messages/m1/unread': async (request) => {
      await record(request)
      message.read_at = null
      return Response.json({ ...message, excerpt: '' })
    },
    'POST messages/m1/archive': async (request) => {
      await record(request)
      message.archived_at = '2026-11-24T09:10:00Z'
      return Response.json({ ...message, excerpt: '' })
    },
    'POST messages/m1/booking-status': async (request) => {
      await record(request)
      message.booking = {
        ...message.booking!,
        status: 'quoted',
        quote_cents: 125050,
        next_statuses: ['confirmed', 'declined', 'cancelled'],
      }
      return Response.json(message)
    },
    'POST messages/m1/reply': async (request) => {
      await record(request)
      message.replies = [
        {
          id: 'r1',
          body: 'Happy to play!',
          author_email: 'owner@example.com',
          created_at: '2026-11-24T09:05:00Z',
        },
      ]
      return Response.json({ id: 'r1', queued: true }, { status: 201 })
    },
    'DELETE messages/m1': async (request) => {
      await record(request)
      return new Response(null, { status: 204 })
    },
  })
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** The message inside the panel's layout, whose sidebar shows the unread count. */
const open = () =>
  renderAdmin(
    <AdminLayout>
      <AdminMessagePage />
    </AdminLayout>,
    '/admin/messages/m1',
    { route: '/messages/:id', namespaces: ['admin-messages'] },
  )

describe('AdminMessagePage', () => {
  it('marks an unread message read once it is open, and asks for the unread count again', async () => {
    await open()
    await screen.findByRole('heading', { level: 1, name: 'Booking request from Grace Hopper' })
    await waitFor(() =>
      expect(sent).toEqual([{ method: 'POST', path: 'messages/m1/read', body: undefined }]),
    )
    await waitFor(() => expect(unreadReads).toBeGreaterThan(0))
    const unread = await screen.findByRole('button', { name: 'Mark as unread' })
    fireEvent.click(unread)
    await screen.findByRole('button', { name: 'Mark as read' })
    expect(sent.at(-1)?.path).toBe('messages/m1/unread')
  })

  it('quotes a booking: the estimate to start from, a quote required, sent in cents', async () => {
    await open()
    const booking = await screen.findByRole('region', { name: 'Booking' })
    expect(within(booking).getByText('€1,200 for 4 h, travel not included')).toBeTruthy()
    // The site's estimate is where the quote starts.
    const quote = within(booking).getByLabelText('Quote (EUR)') as HTMLInputElement
    expect(quote.value).toBe('1200')
    fireEvent.change(quote, { target: { value: '' } })
    fireEvent.click(within(booking).getByRole('button', { name: 'Update booking' }))
    await within(booking).findByText('A quote is needed to mark the booking as quoted.')
    expect(sent.filter((request) => request.path.endsWith('booking-status'))).toEqual([])

    fireEvent.change(within(booking).getByLabelText('Quote (EUR)'), {
      target: { value: '1250,50' },
    })
    fireEvent.click(within(booking).getByRole('button', { name: 'Update booking' }))
    await screen.findByText('Booking updated')
    expect(sent.find((request) => request.path.endsWith('booking-status'))?.body).toEqual({
      status: 'quoted',
      quote_cents: 125050,
    })
    expect(within(booking).getByText('Quoted')).toBeTruthy()
  })

  it('sends a reply by email and shows it in the thread', async () => {
    await open()
    const replies = await screen.findByRole('region', { name: 'Replies' })
    expect(within(replies).getByText('No replies yet.')).toBeTruthy()
    fireEvent.change(within(replies).getByLabelText('Your reply'), {
      target: { value: 'Happy to play!' },
    })
    fireEvent.click(within(replies).getByRole('button', { name: 'Send reply' }))
    await screen.findByText("It's being emailed to grace@example.com.")
    expect(sent.find((request) => request.path.endsWith('reply'))?.body).toEqual({
      body: 'Happy to play!',
    })
    await within(replies).findByText('Happy to play!', { selector: 'p' })
  })

  it('deletes only after confirmation, then goes back to the inbox', async () => {
    await open()
    await screen.findByRole('heading', { level: 1, name: 'Booking request from Grace Hopper' })
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete this message?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(sent.some((request) => request.method === 'DELETE')).toBe(false)

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    )
    await waitFor(() => expect(window.location.pathname).toBe('/admin/messages'))
    expect(sent.some((request) => request.method === 'DELETE')).toBe(true)
  })

  it('archives the message: the button then offers to move it back, and the inbox is read again', async () => {
    await open()
    await screen.findByRole('button', { name: 'Mark as unread' })
    await waitFor(() => expect(unreadReads).toBeGreaterThan(0))
    const readsBefore = unreadReads
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }))
    await screen.findByRole('button', { name: 'Move back to inbox' })
    await waitFor(() => expect(unreadReads).toBeGreaterThan(readsBefore))
    expect(sent.at(-1)).toEqual({ method: 'POST', path: 'messages/m1/archive', body: undefined })
    expect(screen.getByText(/archived on/)).toBeTruthy()
    expect(screen.getByRole('status').textContent).toContain('Archived')
  })

  it('says when another admin moved the booking first, and shows where it is now', async () => {
    mockFunctions({
      'GET site:settings': () => Response.json({ brand_name: 'Kael Voss', tagline: {} }),
      'GET messages/m1': () => Response.json(message),
      'GET messages/unread-count': () =>
        Response.json({ all: 0, contact: 0, booking: 0, enquiry: 0 }),
      'POST messages/m1/read': () => Response.json({ ...message, excerpt: '' }),
      'POST messages/m1/booking-status': () => {
        // Someone declined it a moment ago.
        message.booking = { ...message.booking!, status: 'declined', next_statuses: [] }
        return Response.json(
          { error: { code: 'illegal_transition', message: 'A booking that is declined…' } },
          { status: 409 },
        )
      },
    })
    await open()
    const booking = await screen.findByRole('region', { name: 'Booking' })
    fireEvent.change(within(booking).getByLabelText('New status'), {
      target: { value: 'declined' },
    })
    fireEvent.click(within(booking).getByRole('button', { name: 'Update booking' }))
    const alert = await within(booking).findByText(
      /The booking can't move to that status from where it is\./,
    )
    expect(alert.textContent).toContain('this is its current status')
    await within(booking).findByText("This booking is closed: its status can't change any more.")
    expect(within(booking).getByText('Declined')).toBeTruthy()
  })
})
