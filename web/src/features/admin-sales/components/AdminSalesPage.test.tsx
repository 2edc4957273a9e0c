// @vitest-environment jsdom
import type { AdminOrderList } from '@contract/admin/sales.ts'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockFunctions, renderAdmin, storeTestSession } from '@/testing/admin'
import AdminSalesPage from './AdminSalesPage'

const LIST: AdminOrderList = {
  items: [
    {
      id: 'o1',
      number: 1042,
      created_at: '2026-11-20T10:00:00Z',
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      status: 'paid',
      total_cents: 12800,
      currency: 'EUR',
      item_count: 2,
      items_summary: 'Midnight Circuit (commercial), KV-1 Studio Headphones',
      shipping: 'to_ship',
      partly_refunded: false,
    },
  ],
  total: 1,
}

let listed: URL[]
let exported: URL[]

beforeEach(() => {
  localStorage.clear()
  storeTestSession()
  listed = []
  exported = []
  mockFunctions({
    'GET site:settings': () => Response.json({ brand_name: 'Kael Voss', tagline: {} }),
    'GET orders': (request) => {
      listed.push(new URL(request.url))
      return Response.json(LIST)
    },
    'GET orders/export.csv': (request) => {
      exported.push(new URL(request.url))
      return new Response('number,date\n1042,2026-11-20\n', {
        headers: {
          'content-type': 'text/csv',
          'content-disposition': 'attachment; filename="sales-2026-11-24.csv"',
        },
      })
    },
  })
  URL.createObjectURL = vi.fn(() => 'blob:sales')
  URL.revokeObjectURL = vi.fn()
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const renderSales = () =>
  renderAdmin(<AdminSalesPage />, '/admin/sales', { namespaces: ['admin-sales'] })

describe('AdminSalesPage', () => {
  it('lists orders with their buyer, items, total and status', async () => {
    await renderSales()
    const table = await screen.findByRole('table', { name: 'Orders' })
    const row = within(table).getAllByRole('row')[1]!
    expect(within(row).getByRole('link', { name: 'Open order #1042' }).getAttribute('href')).toBe(
      '/admin/sales/o1',
    )
    expect(within(row).getByText('ada@example.com')).toBeTruthy()
    expect(within(row).getByText('€128')).toBeTruthy()
    expect(within(row).getByText('Paid')).toBeTruthy()
    expect(within(row).getByText('To ship')).toBeTruthy()
  })

  it('filters by status, dates and search, in the request and the address', async () => {
    await renderSales()
    await screen.findByRole('table', { name: 'Orders' })
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'refunded' } })
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } })
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } })
    fireEvent.change(screen.getByLabelText('Buyer, email or order number'), {
      target: { value: '#1042' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(listed.at(-1)?.searchParams.get('q')).toBe('#1042'))
    const last = listed.at(-1)!.searchParams
    expect(Object.fromEntries(last)).toEqual({
      status: 'refunded',
      from: '2026-11-01',
      to: '2026-11-30',
      q: '#1042',
      limit: '25',
      offset: '0',
    })
    expect(new URLSearchParams(window.location.search).get('status')).toBe('refunded')
  })

  it('exports the filtered orders as CSV under the name the server gave', async () => {
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    await renderAdmin(<AdminSalesPage />, '/admin/sales?status=paid', {
      namespaces: ['admin-sales'],
    })
    await screen.findByRole('table', { name: 'Orders' })
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(clicked).toHaveBeenCalledOnce())
    expect(exported[0]?.searchParams.get('status')).toBe('paid')
    const link = clicked.mock.contexts[0] as HTMLAnchorElement
    expect(link.download).toBe('sales-2026-11-24.csv')
    expect(link.href).toBe('blob:sales')
  })
})
