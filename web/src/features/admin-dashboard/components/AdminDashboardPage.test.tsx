// @vitest-environment jsdom
import type { Dashboard } from '@contract/admin/dashboard.ts'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockFunctions, renderAdmin, storeTestSession } from '@/testing/admin'
import AdminDashboardPage from './AdminDashboardPage'

function dashboard(days: number): Dashboard {
  const revenue = [0, 9900, 0, 2900, 15800, 0, 0]
  return {
    range: { from: '2026-11-18', to: '2026-11-24', days },
    revenue_cents: 28600,
    currency: 'EUR',
    orders: 4,
    licences: { private: 2, commercial: 3, exclusive: 0 },
    top_tracks: [
      { slug: 'midnight-circuit', title: 'Midnight Circuit', licences: 3, revenue_cents: 19800 },
    ],
    unread_messages: 2,
    open_bookings: 1,
    to_ship: {
      count: 6,
      orders: [
        {
          id: 'o7',
          number: 1037,
          name: 'Sam Shipping',
          paid_at: '2026-11-20T09:00:00Z',
          units: 2,
          gear: 'KV-1 Studio Headphones × 2',
        },
      ],
    },
    revenue_by_day: revenue.map((revenue_cents, index) => ({
      date: `2026-11-${String(18 + index).padStart(2, '0')}`,
      revenue_cents,
    })),
    recent_activity: [
      {
        kind: 'order',
        at: '2026-11-22T10:00:00Z',
        id: 'o1',
        name: 'Ada Lovelace',
        order_number: 1042,
        amount_cents: 15800,
        currency: 'EUR',
        excerpt: null,
        booking: null,
      },
      {
        kind: 'booking',
        at: '2026-11-21T10:00:00Z',
        id: 'm1',
        name: 'Grace Hopper',
        order_number: null,
        amount_cents: null,
        currency: null,
        excerpt: null,
        booking: { event_type: 'private_event', preferred_date: '2027-02-09' },
      },
    ],
  }
}

let asked: string[]

beforeEach(() => {
  localStorage.clear()
  storeTestSession()
  asked = []
  mockFunctions({
    'GET site:settings': () => Response.json({ brand_name: 'Kael Voss', tagline: {} }),
    'GET dashboard': (request) => {
      const days = new URL(request.url).searchParams.get('days') ?? ''
      asked.push(days)
      return Response.json(dashboard(Number(days)))
    },
  })
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('AdminDashboardPage', () => {
  it('shows the figures, one bar per day with a spoken summary, top tracks and activity', async () => {
    await renderAdmin(<AdminDashboardPage />, '/admin', {
      namespaces: ['admin-dashboard', 'admin-messages'],
    })
    const revenue = await screen.findByText('Revenue', { selector: 'dt' })
    expect(revenue.nextElementSibling?.textContent).toBe('€286')
    expect(screen.getByRole('link', { name: 'Unread messages: 2' }).getAttribute('href')).toBe(
      '/admin/messages?status=unread',
    )
    const chart = screen.getByRole('img', {
      name: /Revenue from Nov 18 to Nov 24: €286 in all; the best day was Nov 22 with €158/,
    })
    expect(chart.querySelectorAll('rect')).toHaveLength(7)
    expect(screen.getByRole('img').getAttribute('aria-labelledby')).toBeTruthy()
    // The scale is page text beside the picture (readable on a phone), not text inside the SVG.
    const figure = chart.closest('figure')!
    expect(chart.querySelector('text')).toBeNull()
    const scale = [...figure.querySelectorAll(':scope > p[aria-hidden="true"]')].map(
      (line) => line.textContent,
    )
    expect(scale).toEqual(['€158', 'Nov 18Nov 24'])
    const table = within(
      screen.getByRole('group', { name: 'Period' }).parentElement!.parentElement!.parentElement!,
    )
    expect(table).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Midnight Circuit' }).getAttribute('href')).toBe(
      '/track/midnight-circuit',
    )
    expect(screen.getByRole('link', { name: 'Order paid' }).getAttribute('href')).toBe(
      '/admin/sales/o1',
    )
    expect(
      screen.getByRole('link', { name: 'Booking request received' }).getAttribute('href'),
    ).toBe('/admin/messages/m1')
    // Money, event types and dates in the admin's language, not as the API sends them.
    expect(screen.getByText('#1042 · Ada Lovelace · €158')).toBeTruthy()
    expect(screen.getByText('Grace Hopper · Private event · Feb 9, 2027')).toBeTruthy()
  })

  it('asks for another period and keeps it in the address', async () => {
    await renderAdmin(<AdminDashboardPage />, '/admin', { namespaces: ['admin-dashboard'] })
    await screen.findByText('Revenue', { selector: 'dt' })
    expect(asked).toEqual(['30'])
    expect(screen.getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    fireEvent.click(screen.getByRole('button', { name: '7 days' }))
    await waitFor(() => expect(asked.at(-1)).toBe('7'))
    expect(window.location.search).toBe('?days=7')
    expect(screen.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('leads with the orders to ship, each linking to its order, and all of them to the sales list', async () => {
    await renderAdmin(<AdminDashboardPage />, '/admin', {
      namespaces: ['admin-dashboard', 'admin-messages'],
    })
    const toShip = await screen.findByRole('region', { name: 'To ship: 6 orders' })
    const order = within(toShip).getByRole('link', { name: 'Order #1037 · Sam Shipping' })
    expect(order.getAttribute('href')).toBe('/admin/sales/o7')
    expect(within(toShip).getByText('KV-1 Studio Headphones × 2')).toBeTruthy()
    const all = within(toShip).getByRole('link', { name: 'See all 6 orders to ship' })
    expect(all.getAttribute('href')).toBe('/admin/sales?shipping=to_ship')
    // First on the page: before the figures.
    const figures = screen.getByText('Revenue', { selector: 'dt' })
    expect(toShip.compareDocumentPosition(figures) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })
})
