// @vitest-environment jsdom
import type { AdminProduct } from '@contract/admin-catalog.ts'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockFunctions, renderAdmin, storeTestSession } from '@/testing/admin'
import AdminProductsPage from './AdminProductsPage'

const product = (overrides: Partial<AdminProduct>): AdminProduct => ({
  id: 'p1',
  slug: 'kv1-studio-headphones',
  name: 'KV-1 Studio Headphones',
  category: 'headphones',
  description: {},
  specs: {},
  price_cents: 24900,
  currency: 'EUR',
  stock: 12,
  reserved: 0,
  available: 12,
  images: [],
  is_active: true,
  sold_count: 4,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  ...overrides,
})

let listed: URL[]
let posted: string[]

beforeEach(() => {
  localStorage.clear()
  storeTestSession()
  listed = []
  posted = []
  mockFunctions({
    'GET site:settings': () => Response.json({ brandName: 'Kael Voss', tagline: {} }),
    'GET products': (request) => {
      listed.push(new URL(request.url))
      return Response.json({
        items: [
          product({}),
          product({
            id: 'p2',
            slug: 'mats',
            name: 'Slipmats',
            stock: 2,
            available: 2,
            is_active: false,
          }),
          product({ id: 'p3', slug: 'bag', name: 'Record Bag', stock: 0, available: 0 }),
        ],
        total: 3,
      })
    },
    'POST products/p2/activate': (request) => {
      posted.push(new URL(request.url).pathname)
      return Response.json(product({ id: 'p2', is_active: true }))
    },
  })
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('AdminProductsPage', () => {
  it('says in words whether each product is in stock, low or sold out', async () => {
    await renderAdmin(<AdminProductsPage />, '/admin/shop-products', {
      namespaces: ['admin-products'],
    })
    const table = await screen.findByRole('table', { name: 'Shop products' })
    const [, first, second, third] = within(table).getAllByRole('row')
    expect(within(first!).getByText('In stock')).toBeTruthy()
    expect(within(first!).getByText('€249')).toBeTruthy()
    expect(within(second!).getByText('Only 2 left')).toBeTruthy()
    expect(within(third!).getByText('Sold out')).toBeTruthy()
  })

  it('shows a hidden product in the shop, and filters through the address', async () => {
    await renderAdmin(<AdminProductsPage />, '/admin/shop-products', {
      namespaces: ['admin-products'],
    })
    fireEvent.click(await screen.findByRole('switch', { name: 'In the shop: Slipmats' }))
    await screen.findByText('Product shown in the shop')
    expect(posted).toEqual(['/functions/v1/admin/products/p2/activate'])
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'false' } })
    await waitFor(() => expect(listed.at(-1)?.searchParams.get('active')).toBe('false'))
  })
})
