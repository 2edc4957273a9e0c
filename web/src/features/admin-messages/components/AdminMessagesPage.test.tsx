// @vitest-environment jsdom
import type { InboxPage } from '@contract/admin/messages.ts'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useToasts } from '@/lib/toast'
import { mockFunctions, renderAdmin, storeTestSession } from '@/testing/admin'
import AdminMessagesPage from './AdminMessagesPage'

const PAGE: InboxPage = {
  items: [
    {
      id: 'm1',
      kind: 'booking',
      name: 'Grace Hopper',
      email: 'grace@example.com',
      excerpt: 'Warehouse club night, 800 guests',
      created_at: '2026-11-20T10:00:00Z',
      read_at: null,
      archived_at: null,
      booking: {
        event_type: 'club',
        preferred_date: '2027-02-01',
        status: 'new',
        quote_cents: null,
      },
    },
    {
      id: 'm2',
      kind: 'contact',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      excerpt: 'Loved the last set',
      created_at: '2026-11-19T10:00:00Z',
      read_at: '2026-11-19T11:00:00Z',
      archived_at: null,
    },
  ],
  total: 2,
  unread: { all: 1, contact: 0, booking: 1, enquiry: 0 },
}

let requested: URL[]

beforeEach(() => {
  // Toasts of the previous test would still be on screen.
  useToasts.setState({ toasts: [] })
  localStorage.clear()
  storeTestSession()
  requested = []
  mockFunctions({
    'GET site:settings': () => Response.json({ brand_name: 'Kael Voss', tagline: {} }),
    'GET messages': (request) => {
      requested.push(new URL(request.url))
      return Response.json(PAGE)
    },
  })
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('AdminMessagesPage', () => {
  it('lists messages, saying in words which are unread, with the unread count per kind', async () => {
    await renderAdmin(<AdminMessagesPage />, '/admin/messages', {
      namespaces: ['admin-messages'],
    })
    const table = await screen.findByRole('table', { name: 'Messages' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(2)
    expect(within(rows[0]!).getByRole('link', { name: 'Grace Hopper' }).getAttribute('href')).toBe(
      '/admin/messages/m1',
    )
    expect(within(rows[0]!).getByText('Unread')).toBeTruthy()
    expect(within(rows[0]!).getByText('Booking request')).toBeTruthy()
    expect(within(rows[0]!).getByText('New')).toBeTruthy()
    expect(within(rows[0]!).getByText(/Club ·/).textContent).toBe('Club · Feb 1, 2027')
    expect(within(rows[1]!).getByText('Contact message')).toBeTruthy()
    expect(within(rows[1]!).queryByText('Unread')).toBeNull()
    expect(screen.getByRole('button', { name: 'Bookings, 1 unread' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Contact' })).toBeTruthy()
  })

  it('asks for one kind, a state and a search, and keeps them in the address', async () => {
    await renderAdmin(<AdminMessagesPage />, '/admin/messages', {
      namespaces: ['admin-messages'],
    })
    await screen.findByRole('table', { name: 'Messages' })
    fireEvent.click(screen.getByRole('button', { name: 'Bookings, 1 unread' }))
    await waitFor(() => expect(requested.at(-1)?.searchParams.get('kind')).toBe('booking'))
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'unread' } })
    await waitFor(() => expect(requested.at(-1)?.searchParams.get('status')).toBe('unread'))
    fireEvent.change(screen.getByLabelText('Search name, email or text'), {
      target: { value: ' warehouse ' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(requested.at(-1)?.searchParams.get('q')).toBe('warehouse'))
    expect(requested.at(-1)?.searchParams.get('kind')).toBe('booking')
    expect(window.location.search).toBe('?kind=booking&status=unread&q=warehouse')
  })

  it('drops the booking status filter when another kind is chosen', async () => {
    await renderAdmin(<AdminMessagesPage />, '/admin/messages?kind=booking&booking_status=new', {
      namespaces: ['admin-messages'],
    })
    await screen.findByRole('table', { name: 'Messages' })
    fireEvent.click(screen.getByRole('button', { name: 'Contact' }))
    await waitFor(() => expect(requested.at(-1)?.searchParams.get('kind')).toBe('contact'))
    expect(requested.at(-1)?.searchParams.has('booking_status')).toBe(false)
    expect(screen.queryByLabelText('Booking status')).toBeNull()
  })

  it("says why the inbox can't be shown, with a way to try again", async () => {
    mockFunctions({
      'GET site:settings': () => Response.json({ brand_name: 'Kael Voss', tagline: {} }),
      'GET messages': () =>
        Response.json(
          { error: { code: 'invalid_query', message: 'Some query parameters are not valid.' } },
          { status: 400 },
        ),
    })
    await renderAdmin(<AdminMessagesPage />, '/admin/messages?status=spam', {
      namespaces: ['admin-messages'],
    })
    await screen.findByText("Some filters aren't valid. Please check them.")
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
